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

/** The list of the page's keys (opened with ?). */
export function KeyboardHelpDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation(mailNamespace);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} data-testid="mail-keyboard-help">
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
