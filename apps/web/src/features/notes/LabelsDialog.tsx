import { type NoteLabel, notesLimits } from '@conecta/contracts/notes';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { useUpdateNoteLabelsMutation } from './api';
import { notesNamespace } from './locales';

type EditedLabel = { id?: string; key: string; name: string };

/** Create, rename and delete labels; Save sends the whole set (update-labels). A deleted label leaves every note. */
export function LabelsDialog({ labels, onClose }: { labels: NoteLabel[]; onClose(): void }) {
  const { t } = useTranslation(notesNamespace);
  const say = useMessageText();
  const dispatch = useAppDispatch();
  const [rows, setRows] = useState<EditedLabel[]>(() => labels.map((label) => ({ ...label, key: label.id })));
  const [newName, setNewName] = useState('');
  const [problem, setProblem] = useState('');
  const [save, { isLoading }] = useUpdateNoteLabelsMutation();

  const names = rows.map((row) => row.name.trim().toLocaleLowerCase());
  const repeated = (name: string) => names.filter((each) => each === name.trim().toLocaleLowerCase()).length > 1;
  const invalid = rows.some((row) => !row.name.trim() || repeated(row.name));

  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name || names.includes(name.toLocaleLowerCase()) || rows.length >= notesLimits.labels) return;
    setRows([...rows, { key: crypto.randomUUID(), name }]);
    setNewName('');
  };
  const submit = async () => {
    setProblem('');
    try {
      await save(rows.map((row) => ({ ...(row.id ? { id: row.id } : {}), name: row.name.trim() }))).unwrap();
      dispatch(showMessage({ message: t('labelsSaved'), variant: 'success' }));
      onClose();
    } catch (error) {
      const failure = readApiFailure(error);
      const said = firstServerMessage(failure);
      if (said) await loadMessageTexts(said);
      setProblem(failure.unreachable ? t('unreachable') : said ? say(said) : t('saveFailed'));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="notes-labels-title">
      <DialogTitle id="notes-labels-title">{t('editLabels')}</DialogTitle>
      <DialogContent data-testid="notes-labels-dialog">
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1, mb: 2 }}>
          <TextField
            size="small"
            fullWidth
            label={t('newLabel')}
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: notesLimits.labelName, 'data-testid': 'notes-label-new' } }}
          />
          <IconButton type="submit" aria-label={t('addLabel')} data-testid="notes-label-add">
            <AddIcon />
          </IconButton>
        </Box>
        {rows.map((row, index) => (
          <Box key={row.key} sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
            <TextField
              size="small"
              fullWidth
              label={t('labelName', { index: index + 1 })}
              value={row.name}
              error={!row.name.trim() || repeated(row.name)}
              helperText={!row.name.trim() ? t('msg_labelName') : repeated(row.name) ? t('msg_labelTaken') : undefined}
              onChange={(event) =>
                setRows(rows.map((each) => (each.key === row.key ? { ...each, name: event.target.value } : each)))
              }
              slotProps={{ htmlInput: { maxLength: notesLimits.labelName, 'data-testid': 'notes-label-name' } }}
            />
            <IconButton
              aria-label={t('deleteLabel', { name: row.name })}
              onClick={() => setRows(rows.filter((each) => each.key !== row.key))}
              data-testid="notes-label-delete"
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={invalid || isLoading} data-testid="notes-labels-save">
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
