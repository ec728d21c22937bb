import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { closeDialog, selectDialog } from './dialogSlice';

export default function AppDialog() {
  const dispatch = useAppDispatch();
  const { open, options } = useAppSelector(selectDialog);
  const titleId = useId();
  const close = () => dispatch(closeDialog());
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{options?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{options?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          {options?.closeLabel ?? 'OK'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
