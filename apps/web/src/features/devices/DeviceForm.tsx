import {
  brazilianStates,
  type Device,
  type DeviceOwner,
  type DeviceUpdate,
  deviceInputSchema,
  deviceKinds,
  deviceNetworks,
  deviceStatuses,
  deviceUpdateSchema,
  formatMsisdn,
  type ValidDeviceInput,
} from '@conecta/contracts/devices';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useState } from 'react';
import { Controller, type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { applyServerErrors } from '../../shell/form/applyServerErrors';
import { FormSelectField, type FormSelectOption } from '../../shell/form/FormSelectField';
import { FormTextField, type FormTextFieldProps } from '../../shell/form/FormTextField';
import { useConfirmDiscard } from '../../shell/form/useConfirmDiscard';
import { loadMessageTexts } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { useCreateDeviceMutation, useUpdateDeviceMutation } from './api';
import { kindIcons } from './cells';
import type { DeviceText } from './labels';
import { OwnerPicker } from './OwnerPicker';

/** What the inputs hold: text everywhere (empty = not set), the owner as an account id. */
interface FormValues {
  imei: string;
  serialNumber: string;
  kind: string;
  manufacturer: string;
  model: string;
  os: string;
  osVersion: string;
  msisdn: string;
  iccid: string;
  imsi: string;
  plan: string;
  network: string;
  status: string;
  ownerId: string | null;
  city: string;
  state: string;
  notes: string;
}

const formFields: FieldPath<FormValues>[] = [
  'imei', 'serialNumber', 'kind', 'manufacturer', 'model', 'os', 'osVersion', 'msisdn', 'iccid', 'imsi',
  'plan', 'network', 'status', 'ownerId', 'city', 'state', 'notes',
]; // biome-ignore format: a table of names

function valuesOf(device: Device | undefined): FormValues {
  return {
    imei: device?.imei ?? '',
    serialNumber: device?.serialNumber ?? '',
    kind: device?.kind ?? '',
    manufacturer: device?.manufacturer ?? '',
    model: device?.model ?? '',
    os: device?.os ?? '',
    osVersion: device?.osVersion ?? '',
    msisdn: device?.msisdn ? formatMsisdn(device.msisdn) : '',
    iccid: device?.iccid ?? '',
    imsi: device?.imsi ?? '',
    plan: device?.plan ?? '',
    network: device?.network ?? '',
    status: device?.status ?? 'in-stock',
    ownerId: device?.ownerId ?? null,
    city: device?.city ?? '',
    state: device?.state ?? '',
    notes: device?.notes ?? '',
  };
}

export interface DeviceFormProps {
  text: DeviceText;
  /** The device edited; without it the form creates a new one. */
  device?: Device;
  onSaved(device: Device): void;
  onCancel(): void;
}

/**
 * The device form, for a new device and for changes. It checks with the contract's schema, so it
 * refuses what the API refuses with the same message; what only the server knows (a line another
 * device uses) comes back on its field.
 */
export default function DeviceForm({ text, device, onSaved, onCancel }: DeviceFormProps) {
  const dispatch = useAppDispatch();
  const [create] = useCreateDeviceMutation();
  const [update] = useUpdateDeviceMutation();
  const [owner, setOwner] = useState<DeviceOwner | null>(device?.owner ?? null);
  const form = useForm<FormValues, unknown, Record<string, unknown>>({
    mode: 'onTouched',
    defaultValues: valuesOf(device),
    // A change names only what it changes; a new device must be whole.
    resolver: zodResolver(device ? deviceUpdateSchema : deviceInputSchema) as unknown as Resolver<
      FormValues,
      unknown,
      Record<string, unknown>
    >,
  });
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
  } = form;
  const discard = useConfirmDiscard(isDirty);

  /** A text input of the form: its label, id and size, and its messages in the page's language. */
  const input = (
    name: FieldPath<FormValues>,
    extra: { helper?: string; required?: boolean } = {},
  ): FormTextFieldProps<FormValues, Record<string, unknown>> => ({
    name,
    control,
    id: `device-${name}`,
    label: text.fieldLabel(name),
    required: extra.required,
    size: 'small',
    helperText: extra.helper,
    describeError: text.say,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (device) {
        const changes = Object.fromEntries(
          Object.entries(values).filter(([name]) => dirtyFields[name as keyof FormValues]),
        ) as DeviceUpdate;
        if (Object.keys(changes).length === 0) {
          dispatch(showMessage({ message: text.t('nothingToSave'), variant: 'info' }));
          onSaved(device);
          return;
        }
        const saved = await update({ id: device.id, changes }).unwrap();
        dispatch(showMessage({ message: text.t('deviceSaved'), variant: 'success' }));
        discard.release(() => onSaved(saved));
      } else {
        const created = await create(values as ValidDeviceInput).unwrap();
        dispatch(showMessage({ message: text.t('deviceCreated', { imei: created.imei }), variant: 'success' }));
        discard.release(() => onSaved(created));
      }
    } catch (error) {
      const failure = readApiFailure(error);
      await loadMessageTexts(...Object.values(failure.fields), ...(failure.message ? [failure.message] : []));
      const placed = applyServerErrors(form, failure, {
        fields: formFields,
        fieldFor: { owner: 'ownerId' },
        say: text.say,
      });
      if (!placed) {
        const said = firstServerMessage(failure);
        dispatch(showMessage({ message: said ? text.say(said) : text.t('saveFailed'), variant: 'error' }));
      }
    }
  });

  const select = (name: 'kind' | 'network' | 'status' | 'state', options: FormSelectOption[], required = true) => (
    <FormSelectField
      name={name}
      control={control}
      id={`device-${name}`}
      label={text.fieldLabel(name)}
      required={required}
      size="small"
      options={options}
      emptyOption={required ? undefined : text.t('noneOption')}
      describeError={text.say}
      testId={`device-form-${name}`}
    />
  );

  const pair = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 } as const;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      data-testid="device-form"
      sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}
    >
      <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 3, display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box sx={pair}>
          <FormTextField
            {...input('imei', { helper: text.t('imeiHelper'), required: true })}
            autoFocus={!device}
            inputProps={{ inputMode: 'numeric', maxLength: 15, dir: 'ltr' }}
          />
          <FormTextField {...input('serialNumber', { required: true })} />
        </Box>
        <Box sx={pair}>
          {select(
            'kind',
            deviceKinds.map((kind) => {
              const Icon = kindIcons[kind];
              return {
                value: kind,
                label: (
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    <Icon fontSize="small" sx={{ color: 'text.secondary' }} />
                    {text.kindLabel(kind)}
                  </Box>
                ),
              };
            }),
          )}
          {select(
            'status',
            deviceStatuses.map((status) => ({ value: status, label: text.statusLabel(status) })),
          )}
        </Box>
        <Box sx={pair}>
          <FormTextField {...input('manufacturer', { required: true })} />
          <FormTextField {...input('model', { required: true })} />
        </Box>
        <Box sx={pair}>
          <FormTextField {...input('os')} />
          <FormTextField {...input('osVersion')} />
        </Box>
        <Divider flexItem />
        <Box sx={pair}>
          <FormTextField
            {...input('msisdn', { helper: text.t('msisdnHelper') })}
            inputProps={{ inputMode: 'tel', dir: 'ltr' }}
          />
          {select(
            'network',
            deviceNetworks.map((network) => ({ value: network, label: network })),
          )}
        </Box>
        <Box sx={pair}>
          <FormTextField
            {...input('iccid', { helper: text.t('iccidHelper') })}
            inputProps={{ inputMode: 'numeric', maxLength: 20, dir: 'ltr' }}
          />
          <FormTextField {...input('imsi')} inputProps={{ inputMode: 'numeric', maxLength: 15, dir: 'ltr' }} />
        </Box>
        <FormTextField {...input('plan')} />
        <Divider flexItem />
        <Controller
          name="ownerId"
          control={control}
          render={({ field }) => (
            <OwnerPicker
              label={text.fieldLabel('owner')}
              text={text}
              value={owner}
              onChange={(chosen) => {
                setOwner(chosen);
                field.onChange(chosen?.id ?? null);
              }}
              inputTestId="device-form-owner"
              fullWidth
              {...(errors.ownerId?.message ? { error: true, helperText: text.say(errors.ownerId.message) } : {})}
            />
          )}
        />
        <Box sx={{ ...pair, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <FormTextField {...input('city')} />
          {select(
            'state',
            brazilianStates.map((state) => ({ value: state, label: text.stateLabel(state) })),
            false,
          )}
        </Box>
        <FormTextField {...input('notes')} multiline minRows={3} maxRows={10} />
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 3, py: 2 }}>
        <Button onClick={discard.guard(onCancel)} disabled={isSubmitting}>
          {text.t('cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting || (Boolean(device) && !isDirty)}
          data-testid="device-save"
        >
          {isSubmitting ? text.t('saving') : text.t('save')}
        </Button>
      </Box>
      {discard.dialog}
    </Box>
  );
}
