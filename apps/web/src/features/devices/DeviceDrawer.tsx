import { type Device, type DeviceStatus, deviceStatuses, formatMsisdn } from '@conecta/contracts/devices';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadServerMessages } from '../../shell/i18n/serverMessages';
import { selectShowsTeamChat } from '../../shell/layout/sidePanels';
import { showMessage } from '../../shell/message/messageSlice';
import { chatRailWidth } from '../chat/chatSlice';
import { useDeleteDeviceMutation, useGetDeviceQuery, useUpdateDeviceMutation } from './api';
import { Identifier, KindLabel, OwnerLabel, RelativeTime, StatusChip } from './cells';
import { DeviceHistory } from './DeviceHistory';
import type { DeviceText } from './labels';

// react-hook-form and the resolver come with the first edit, not with the drawer.
const DeviceForm = lazy(() => import('./DeviceForm'));
const ConfirmDeleteDialog = lazy(() => import('./ConfirmDeleteDialog'));

export interface DeviceDrawerProps {
  /** The device shown; null opens the empty form of a new device. */
  deviceId: string | null;
  canWrite: boolean;
  canDelete: boolean;
  text: DeviceText;
  /** Show another device (the one just created). */
  onOpen(id: string): void;
  onClose(): void;
}

/** One device at the side of the list: every field, the edit form, quick actions and its history. */
export default function DeviceDrawer({ deviceId, canWrite, canDelete, text, onOpen, onClose }: DeviceDrawerProps) {
  // Beside the team chat's rail, as the page itself is, so the rail never covers the form's buttons.
  const besideChatRail = useAppSelector(selectShowsTeamChat);
  return (
    // Not modal: the list stays usable beside it (click another row to switch devices), and the
    // snackbar that reports a save stays audible to screen readers.
    <Drawer
      anchor="right"
      variant="persistent"
      open
      slotProps={{
        paper: {
          sx: {
            width: { xs: '100%', sm: 540 },
            right: besideChatRail ? { xs: 0, lg: chatRailWidth } : 0,
            display: 'flex',
            flexDirection: 'column',
            boxShadow: 16,
          },
          role: 'dialog',
          'aria-label': deviceId ? text.t('details') : text.t('newDeviceTitle'),
          'data-testid': 'device-drawer',
          onKeyDown: (event: KeyboardEvent) => {
            // A menu or dialog inside handles its own Escape.
            if (event.key === 'Escape' && !event.defaultPrevented) onClose();
          },
        } as object,
      }}
    >
      {/* Keyed, so another device starts in its own view state (details tab, not editing). */}
      <DrawerBody
        key={deviceId ?? 'new'}
        deviceId={deviceId}
        canWrite={canWrite}
        canDelete={canDelete}
        text={text}
        onOpen={onOpen}
        onClose={onClose}
      />
    </Drawer>
  );
}

function DrawerHeader({
  title,
  subtitle,
  text,
  onClose,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  text: DeviceText;
  onClose(): void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, pt: 2.5, pb: 1.5 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }} noWrap>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" component="div">
            {subtitle}
          </Typography>
        )}
      </Box>
      <IconButton onClick={onClose} aria-label={text.t('close')} edge="end" autoFocus>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}

function DrawerBody({ deviceId, canWrite, canDelete, text, onOpen, onClose }: DeviceDrawerProps) {
  const [editing, setEditing] = useState(deviceId === null);
  const [tab, setTab] = useState<'details' | 'history'>('details');
  const tabsId = useId();
  const { data: device, isLoading, isError, error, refetch } = useGetDeviceQuery(deviceId ?? '', { skip: !deviceId });

  if (deviceId === null) {
    return (
      <>
        <DrawerHeader title={text.t('newDeviceTitle')} text={text} onClose={onClose} />
        <Divider />
        <Suspense fallback={<FormSkeleton />}>
          <DeviceForm text={text} onSaved={(created) => onOpen(created.id)} onCancel={onClose} />
        </Suspense>
      </>
    );
  }

  if (isLoading || (!device && !isError)) {
    return (
      <>
        <DrawerHeader
          title={<Skeleton width={220} />}
          subtitle={<Skeleton width={160} />}
          text={text}
          onClose={onClose}
        />
        <Divider />
        <FormSkeleton />
      </>
    );
  }

  if (!device) {
    const missing = readApiFailure(error).status === 404;
    return (
      <>
        <DrawerHeader title={text.t('details')} text={text} onClose={onClose} />
        <Box sx={{ p: 3 }}>
          <Alert
            severity={missing ? 'warning' : 'error'}
            action={
              missing ? undefined : (
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  {text.t('retry')}
                </Button>
              )
            }
          >
            {missing ? text.t('deviceNotFound') : text.t('loadDeviceFailed')}
          </Alert>
        </Box>
      </>
    );
  }

  const title = `${device.manufacturer} ${device.model}`;
  const subtitle = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
      <StatusChip status={device.status} text={text} />
      <Identifier value={device.imei} />
    </Box>
  );

  if (editing) {
    return (
      <>
        <DrawerHeader title={text.t('editDeviceTitle')} subtitle={title} text={text} onClose={onClose} />
        <Divider />
        <Suspense fallback={<FormSkeleton />}>
          <DeviceForm
            text={text}
            device={device}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      </>
    );
  }

  return (
    <>
      <DrawerHeader title={title} subtitle={subtitle} text={text} onClose={onClose} />
      {canWrite && (
        <QuickActions
          device={device}
          canDelete={canDelete}
          text={text}
          onEdit={() => setEditing(true)}
          onDeleted={onClose}
        />
      )}
      <Tabs
        value={tab}
        onChange={(_event, next) => setTab(next)}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="details"
          label={text.t('details')}
          id={`${tabsId}-details`}
          aria-controls={`${tabsId}-details-panel`}
        />
        <Tab
          value="history"
          label={text.t('history')}
          id={`${tabsId}-history`}
          aria-controls={`${tabsId}-history-panel`}
          data-testid="device-history-tab"
        />
      </Tabs>
      {/* Focusable, so a keyboard user can scroll a long device or history (WCAG 2.1.1). */}
      <Box tabIndex={0} sx={{ flexGrow: 1, overflowY: 'auto', px: 3, py: 2, outlineOffset: -2 }}>
        {tab === 'details' ? (
          <Box role="tabpanel" id={`${tabsId}-details-panel`} aria-labelledby={`${tabsId}-details`}>
            <DeviceDetails device={device} text={text} />
          </Box>
        ) : (
          <Box
            role="tabpanel"
            id={`${tabsId}-history-panel`}
            aria-labelledby={`${tabsId}-history`}
            data-testid="device-history"
          >
            <DeviceHistory deviceId={device.id} text={text} />
          </Box>
        )}
      </Box>
    </>
  );
}

function QuickActions({
  device,
  canDelete,
  text,
  onEdit,
  onDeleted,
}: {
  device: Device;
  canDelete: boolean;
  text: DeviceText;
  onEdit(): void;
  onDeleted(): void;
}) {
  const dispatch = useAppDispatch();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [update, updateState] = useUpdateDeviceMutation();
  const [remove, removeState] = useDeleteDeviceMutation();

  const fail = async (error: unknown) => {
    const said = firstServerMessage(readApiFailure(error));
    await loadServerMessages();
    dispatch(showMessage({ message: said ? text.serverMessage(said) : text.t('actionFailed'), variant: 'error' }));
  };

  const changeStatus = async (status: DeviceStatus) => {
    setMenu(null);
    if (status === device.status) return;
    try {
      await update({ id: device.id, changes: { status } }).unwrap();
      dispatch(
        showMessage({ message: text.t('statusChanged', { status: text.statusLabel(status) }), variant: 'success' }),
      );
    } catch (error) {
      fail(error);
    }
  };

  const confirmDelete = async () => {
    try {
      await remove(device.id).unwrap();
      setConfirming(false);
      dispatch(showMessage({ message: text.t('deviceDeleted', { imei: device.imei }), variant: 'success' }));
      onDeleted();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 3, pb: 1.5 }}>
      <Button
        size="small"
        variant="contained"
        startIcon={<EditOutlinedIcon />}
        onClick={onEdit}
        data-testid="device-edit"
      >
        {text.t('edit')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<SwapHorizIcon />}
        onClick={(event) => setMenu(event.currentTarget)}
        disabled={updateState.isLoading}
        aria-haspopup="menu"
        data-testid="device-status-action"
      >
        {text.t('changeStatus')}
      </Button>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {deviceStatuses.map((status) => (
          <MenuItem
            key={status}
            selected={status === device.status}
            onClick={() => void changeStatus(status)}
            data-value={status}
          >
            <StatusChip status={status} text={text} />
          </MenuItem>
        ))}
      </Menu>
      {canDelete && (
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => setConfirming(true)}
          sx={{ ml: 'auto' }}
          data-testid="device-delete"
        >
          {text.t('deleteDevice')}
        </Button>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog
            count={1}
            text={text}
            busy={removeState.isLoading}
            onConfirm={() => void confirmDelete()}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '160px 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

const dash = '—';

function DeviceDetails({ device, text }: { device: Device; text: DeviceText }) {
  const label = text.fieldLabel;
  return (
    <Box data-testid="device-details">
      <Section title={text.t('sectionIdentity')}>
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
      </Section>
      <Section title={text.t('sectionLine')}>
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
      </Section>
      <Section title={text.t('sectionAssignment')}>
        <Field label={label('status')}>
          <StatusChip status={device.status} text={text} />
        </Field>
        <Field label={label('owner')}>
          <OwnerLabel owner={device.owner} text={text} />
        </Field>
        <Field label={label('city')}>{device.city || dash}</Field>
        <Field label={label('state')}>{device.state ? text.stateLabel(device.state) : dash}</Field>
      </Section>
      <Section title={text.t('sectionActivity')}>
        <Field label={label('lastSeenAt')}>
          <RelativeTime iso={device.lastSeenAt} text={text} />
          {device.lastSeenAt && (
            <Box component="span" sx={{ color: 'text.secondary' }}>{` · ${text.exact(device.lastSeenAt)}`}</Box>
          )}
        </Field>
        <Field label={label('createdAt')}>{text.exact(device.createdAt)}</Field>
        <Field label={label('updatedAt')}>{text.exact(device.updatedAt)}</Field>
      </Section>
      {device.notes && (
        <Box component="section">
          <Typography variant="overline" component="h3" color="text.secondary" sx={{ fontWeight: 700 }}>
            {label('notes')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {device.notes}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

function FormSkeleton() {
  return (
    <Box sx={{ p: 3, display: 'grid', gap: 2 }} aria-busy="true">
      {[0, 1, 2, 3, 4, 5].map((line) => (
        <Skeleton key={line} variant="rounded" height={40} />
      ))}
    </Box>
  );
}
