import type { NoteLabel } from '@conecta/contracts/notes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { showMessage } from '../../shell/message/messageSlice';
import { useCreateNoteMutation } from './api';
import { notesNamespace } from './locales';
import { NoteEditor } from './NoteEditor';
import { emptyDraft, hasContent, type NoteDraft } from './noteDraft';

/** "Take a note…": a line that opens into the editor; Create sends it (it goes first in the grid). */
export function NewNoteForm({ labels, presetLabels }: { labels: NoteLabel[]; presetLabels: string[] }) {
  const { t } = useTranslation(notesNamespace);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const fresh = (): NoteDraft => ({ ...emptyDraft, labels: presetLabels });
  const [draft, setDraft] = useState<NoteDraft>(fresh);
  const [create, { isLoading }] = useCreateNoteMutation();

  const close = () => {
    setDraft(fresh());
    setOpen(false);
  };
  const submit = async () => {
    try {
      await create(draft).unwrap();
      dispatch(showMessage({ message: t('created'), variant: 'success' }));
      close();
    } catch (error) {
      const failure = readApiFailure(error);
      dispatch(showMessage({ message: failure.unreachable ? t('unreachable') : t('saveFailed'), variant: 'error' }));
    }
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 600, mx: 'auto', mb: 3, p: open ? 2 : 0 }} data-testid="note-new-form">
      {open ? (
        <>
          <NoteEditor draft={draft} onChange={setDraft} labels={labels} idPrefix="note-new" autoFocus />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
            <Button onClick={close} data-testid="note-new-cancel">
              {t('cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={submit}
              disabled={!hasContent(draft) || isLoading}
              data-testid="note-new-create"
            >
              {t('create')}
            </Button>
          </Box>
        </>
      ) : (
        <ButtonBase
          onClick={() => setOpen(true)}
          sx={{ width: '100%', justifyContent: 'flex-start', p: 2, color: 'text.secondary', borderRadius: 1 }}
          data-testid="note-new-open"
        >
          {t('takeNote')}
        </ButtonBase>
      )}
    </Paper>
  );
}
