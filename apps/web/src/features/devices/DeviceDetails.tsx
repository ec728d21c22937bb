import { type Device, formatMsisdn } from '@conecta/contracts/devices';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Section } from '../../shell/Section';
import { Identifier, KindLabel, OwnerLabel, RelativeTime, StatusChip } from './cells';
import type { DeviceText } from './labels';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** A titled group of fields, as a definition list. */
function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section title={title} variant="plain">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '160px 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        {children}
      </Box>
    </Section>
  );
}

const dash = '—';

/** Every field of a device, grouped as people look for them. */
export function DeviceDetails({ device, text }: { device: Device; text: DeviceText }) {
  const label = text.fieldLabel;
  return (
    <Box data-testid="device-details">
      <FieldGroup title={text.t('sectionIdentity')}>
        <Field label={label('imei')}>
          <Identifier value={device.imei} />
        </Field>
        <Field label={label('serialNumber')}>{device.serialNumber || dash}</Field>
        <Field label={label('kind')}>
          <KindLabel kind={device.kind} text={text} />
        </Field>
        <Field label={label('manufacturer')}>{device.manufacturer}</Field>
        <Field label={label('model')}>{device.model}</Field>
        <Field label={label('os')}>{[device.os, device.osVersion].filter(Boolean).join(' ') || dash}</Field>
      </FieldGroup>
      <FieldGroup title={text.t('sectionLine')}>
        <Field label={label('msisdn')}>
          <Identifier value={device.msisdn && formatMsisdn(device.msisdn)} />
        </Field>
        <Field label={label('iccid')}>
          <Identifier value={device.iccid} />
        </Field>
        <Field label={label('imsi')}>
          <Identifier value={device.imsi} />
        </Field>
        <Field label={label('plan')}>{device.plan || dash}</Field>
        <Field label={label('network')}>{device.network}</Field>
      </FieldGroup>
      <FieldGroup title={text.t('sectionAssignment')}>
        <Field label={label('status')}>
          <StatusChip status={device.status} text={text} />
        </Field>
        <Field label={label('owner')}>
          <OwnerLabel owner={device.owner} text={text} />
        </Field>
        <Field label={label('city')}>{device.city || dash}</Field>
        <Field label={label('state')}>{device.state ? text.stateLabel(device.state) : dash}</Field>
      </FieldGroup>
      <FieldGroup title={text.t('sectionActivity')}>
        <Field label={label('lastSeenAt')}>
          <RelativeTime iso={device.lastSeenAt} text={text} />
          {device.lastSeenAt && (
            <Box component="span" sx={{ color: 'text.secondary' }}>{` · ${text.exact(device.lastSeenAt)}`}</Box>
          )}
        </Field>
        <Field label={label('createdAt')}>{text.exact(device.createdAt)}</Field>
        <Field label={label('updatedAt')}>{text.exact(device.updatedAt)}</Field>
      </FieldGroup>
      {device.notes && (
        <Section title={label('notes')} variant="plain">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {device.notes}
          </Typography>
        </Section>
      )}
    </Box>
  );
}
