import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type ReactNode, useId } from 'react';

/**
 * A list's filters, one under the other, where the screen has no room for them in a row. Import it
 * lazily: most visits never open it, and the dialog's code is not small.
 */
export default function FiltersDialog({
  open,
  onClose,
  fullScreen,
  title,
  actions,
  children,
  testId,
}: {
  open: boolean;
  onClose(): void;
  fullScreen: boolean;
  title: string;
  actions: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} data-testid={testId}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
