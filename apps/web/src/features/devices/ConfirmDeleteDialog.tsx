import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { DeviceText } from './labels';

/** Deleting cannot be undone: the admin confirms, and the safe choice has the focus. */
export default function ConfirmDeleteDialog({
  count,
  text,
  busy,
  onConfirm,
  onClose,
}: {
  count: number;
  text: DeviceText;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>{text.t('deleteTitle', { count })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text.t('deleteBody')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {text.t('cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy} data-testid="confirm-delete">
          {text.t('deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
