import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { mailNamespace } from './locales';
import { mailShortcuts } from './useMailKeyboard';

interface KeyboardHelpDialogProps {
  open: boolean;
  onClose(): void;
  /** Where the focus goes once the dialog has gone: the opener, or what stands for it when the opener is gone. */
  returnFocus(): HTMLElement | null | undefined;
}

/** The list of the page's keys (opened with ? or the page's keyboard button). */
export function KeyboardHelpDialog({ open, onClose, returnFocus }: KeyboardHelpDialogProps) {
  const { t } = useTranslation(mailNamespace);
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid="mail-keyboard-help"
      // The page gives the focus back itself: to the opener, never to the page's body.
      disableRestoreFocus
      slotProps={{ transition: { onExited: () => returnFocus()?.focus() } }}
    >
      <DialogTitle id={titleId}>{t('keyboardHelp')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {mailShortcuts.map(({ key, action }) => (
              <TableRow key={action}>
                <TableCell component="th" scope="row">
                  <kbd>{key}</kbd>
                </TableCell>
                <TableCell>{t(`key_${action}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
