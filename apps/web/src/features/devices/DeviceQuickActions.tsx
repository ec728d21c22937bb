import { type Device, type DeviceStatus, deviceStatuses } from '@conecta/contracts/devices';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Suspense, useState } from 'react';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { loadMessageTexts } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { lazyWithRetry } from '../../shell/recovery';
import { useDeleteDeviceMutation, useUpdateDeviceMutation } from './api';
import { StatusChip } from './cells';
import type { DeviceText } from './labels';

const ConfirmDeleteDialog = lazyWithRetry(() => import('./ConfirmDeleteDialog'));

/** What staff do to the open device: edit it, change its status, and (admins) delete it. */
export function DeviceQuickActions({
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
    if (said) await loadMessageTexts(said);
    dispatch(showMessage({ message: said ? text.say(said) : text.t('actionFailed'), variant: 'error' }));
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
