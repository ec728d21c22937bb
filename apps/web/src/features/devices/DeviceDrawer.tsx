import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Skeleton from '@mui/material/Skeleton';
import { type KeyboardEvent, Suspense, useState } from 'react';
import { readApiFailure } from '../../app/apiFailure';
import { useAppSelector } from '../../app/hooks';
import { keepTabInside } from '../../shell/dialog/keepTabInside';
import { selectShowsTeamChat } from '../../shell/layout/sidePanels';
import { lazyWithRetry } from '../../shell/recovery';
import { chatRailWidth } from '../chat';
import { useGetDeviceQuery } from './api';
import { Identifier, StatusChip } from './cells';
import { DeviceDrawerHeader } from './DeviceDrawerHeader';
import { DeviceQuickActions } from './DeviceQuickActions';
import { DeviceTabs } from './DeviceTabs';
import type { DeviceText } from './labels';

// react-hook-form and the resolver come with the first edit, not with the drawer.
const DeviceForm = lazyWithRetry(() => import('./DeviceForm'));

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
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            // A menu or dialog inside handles its own Escape.
            if (event.key === 'Escape' && !event.defaultPrevented) onClose();
            keepTabInside(event);
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

function DrawerBody({ deviceId, canWrite, canDelete, text, onOpen, onClose }: DeviceDrawerProps) {
  const [editing, setEditing] = useState(deviceId === null);
  const { data: device, isLoading, isError, error, refetch } = useGetDeviceQuery(deviceId ?? '', { skip: !deviceId });

  if (deviceId === null) {
    return (
      <>
        <DeviceDrawerHeader title={text.t('newDeviceTitle')} text={text} onClose={onClose} />
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
        <DeviceDrawerHeader
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
        <DeviceDrawerHeader title={text.t('details')} text={text} onClose={onClose} />
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
        <DeviceDrawerHeader title={text.t('editDeviceTitle')} subtitle={title} text={text} onClose={onClose} />
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
      <DeviceDrawerHeader title={title} subtitle={subtitle} text={text} onClose={onClose} />
      {canWrite && (
        <DeviceQuickActions
          device={device}
          canDelete={canDelete}
          text={text}
          onEdit={() => setEditing(true)}
          onDeleted={onClose}
        />
      )}
      <DeviceTabs device={device} text={text} />
    </>
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
