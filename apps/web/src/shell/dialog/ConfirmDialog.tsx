import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Red confirm button, for what cannot be undone. */
  destructive?: boolean;
  /** The action is on its way: both buttons wait. */
  busy?: boolean;
  /** Narrow for a one-line question. */
  maxWidth?: 'xs' | 'sm';
  confirmTestId?: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before an action that cannot be undone (a deletion, locking someone out). Cancel is the safe
 * choice and has the focus; while the action runs, the dialog cannot be dismissed.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  maxWidth = 'sm',
  confirmTestId = 'confirm-ok',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth={maxWidth}
      data-testid="confirm-dialog"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* Cancel takes the focus: pressing Enter by habit must not lock anyone out. */}
        <Button onClick={onCancel} disabled={busy} autoFocus data-testid="confirm-cancel">
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          loading={busy}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          data-testid={confirmTestId}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
