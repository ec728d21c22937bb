import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { useImportContactsMutation } from './api';
import { checkContactsFile, type ImportRow } from './importFile';
import { contactsNamespace } from './locales';

/** Rows shown in the preview; the counts above it speak for the rest. */
const previewRows = 200;

/**
 * Import from a CSV (the export's columns) or vCard file: every row is checked in the browser as the server
 * will check it, previewed with its problems, and the valid ones are stored together (the server checks again).
 */
export default function ImportDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(contactsNamespace);
  const sayMessage = useMessageText();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [save, { isLoading }] = useImportContactsMutation();
  const [checked, setChecked] = useState<{ fileName: string; rows: ImportRow[]; tooMany: boolean } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const valid = checked?.rows.flatMap((row) => (row.contact ? [row.contact] : [])) ?? [];
  const problems = checked ? checked.rows.length - valid.length : 0;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setRefusal(null);
    const text = await file.text();
    const result = checkContactsFile(text, file.name);
    // The texts of the codes the rows were refused with, in the user's language.
    await loadMessageTexts(...new Set(result.rows.flatMap((row) => row.problems.map((problem) => problem.code))));
    setChecked({ fileName: file.name, ...result });
  };

  const store = async () => {
    try {
      const stored = await save(valid).unwrap();
      dispatch(showMessage({ message: t('imported', { count: stored.length }), variant: 'success' }));
      onClose();
    } catch (error) {
      const said = firstServerMessage(readApiFailure(error));
      if (said) await loadMessageTexts(said);
      setRefusal(said ? sayMessage(said) : t('importFailed'));
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      onClose={isLoading ? undefined : onClose}
      data-testid="contacts-import-dialog"
    >
      <DialogTitle id={titleId}>{t('importTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('importHint')}
        </Typography>
        <Box>
          <Button variant="outlined" component="label">
            {t('chooseFile')}
            <input
              hidden
              type="file"
              accept=".csv,.vcf,text/csv,text/vcard"
              onChange={choose}
              data-testid="contacts-import-file"
            />
          </Button>
          {checked && (
            <Typography component="span" sx={{ mx: 2 }}>
              {checked.fileName}
            </Typography>
          )}
        </Box>
        {checked && (
          <Alert severity={problems > 0 ? 'warning' : 'info'} data-testid="contacts-import-summary">
            {t('importSummary', { count: valid.length })} {problems > 0 && t('importProblems', { count: problems })}{' '}
            {checked.tooMany && t('importTooMany')}
          </Alert>
        )}
        {refusal && <Alert severity="error">{refusal}</Alert>}
        {checked && checked.rows.length > 0 && (
          <TableContainer sx={{ maxHeight: 360 }}>
            <Table size="small" stickyHeader aria-label={t('importPreview')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('importRow')}</TableCell>
                  <TableCell>{t('field_name')}</TableCell>
                  <TableCell>{t('importStatus')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {checked.rows.slice(0, previewRows).map((row) => (
                  <TableRow key={row.row} data-testid={`contacts-import-row-${row.row}`}>
                    <TableCell>{row.row}</TableCell>
                    <TableCell>{row.label}</TableCell>
                    <TableCell sx={{ color: row.contact ? 'success.main' : 'error.main' }}>
                      {row.contact
                        ? t('importOk')
                        : row.problems
                            .map(
                              (problem) =>
                                `${t(`field_${problem.field}` as 'field_name', problem.field)}: ${sayMessage(problem.code)}`,
                            )
                            .join('; ')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={store}
          disabled={valid.length === 0}
          loading={isLoading}
          data-testid="contacts-import-confirm"
        >
          {t('importConfirm', { count: valid.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
