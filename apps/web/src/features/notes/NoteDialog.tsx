import type { Note, NoteConflict, NoteLabel } from '@conecta/contracts/notes';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { showMessage } from '../../shell/message/messageSlice';
import { useRemoveNoteMutation, useUpdateNoteMutation } from './api';
import { notesNamespace } from './locales';
import { NoteEditor } from './NoteEditor';
import { draftOf, type NoteDraft } from './noteDraft';

/** How long typing pauses before the note is saved. */
export const autosaveDelayMs = 700;

type SaveState = 'saved' | 'pending' | 'saving' | 'failed' | 'conflict';

/** The 409's newer note, when the failure is one. */
function conflictOf(error: unknown): Note | undefined {
  const data = (error as { status?: number; data?: Partial<NoteConflict> } | undefined)?.data;
  return (error as { status?: number })?.status === 409 ? data?.current : undefined;
}

/**
 * A note opened: saved as the user types (after a pause), each save naming the version it edited. When
 * another tab saved first the server refuses (409) with the newer note, and the dialog offers it: show the
 * newer one (the edits here are dropped) or keep these (saved over it, knowingly).
 */
export function NoteDialog({ note, labels, onClose }: { note: Note; labels: NoteLabel[]; onClose(): void }) {
  const { t } = useTranslation(notesNamespace);
  const dispatch = useAppDispatch();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [update] = useUpdateNoteMutation();
  const [remove] = useRemoveNoteMutation();
  const [draft, setDraft] = useState<NoteDraft>(() => draftOf(note));
  const [state, setState] = useState<SaveState>('saved');
  const [newer, setNewer] = useState<Note>();
  /** The note as the server last answered it: its version is the one the next save names. */
  const base = useRef(note);
  const latest = useRef(draft);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saving = useRef<Promise<void> | undefined>(undefined);

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (saving.current) await saving.current;
    const sent = latest.current;
    setState('saving');
    const run = (async () => {
      try {
        base.current = await update({ ...base.current, ...sent }).unwrap();
        // More was typed while this save travelled: it waits for the next.
        setState(latest.current === sent ? 'saved' : 'pending');
      } catch (error) {
        const current = conflictOf(error);
        if (current) {
          setNewer(current);
          setState('conflict');
        } else setState('failed');
      }
    })();
    saving.current = run;
    await run;
    saving.current = undefined;
  }, [update]);

  const change = (next: NoteDraft) => {
    setDraft(next);
    latest.current = next;
    if (state === 'conflict') return;
    setState('pending');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), autosaveDelayMs);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const showNewer = () => {
    if (!newer) return;
    base.current = newer;
    const fresh = draftOf(newer);
    setDraft(fresh);
    latest.current = fresh;
    setNewer(undefined);
    setState('saved');
  };
  const keepMine = () => {
    if (!newer) return;
    base.current = newer;
    setNewer(undefined);
    void save();
  };
  /** Closing saves what is still waiting (a conflict stays open until the user chooses). */
  const close = async () => {
    if (state === 'conflict') return;
    if (timer.current || state === 'failed') await save();
    onClose();
  };
  const removeNote = async () => {
    clearTimeout(timer.current);
    try {
      await remove(note.id).unwrap();
      dispatch(showMessage({ message: t('removed'), variant: 'success' }));
      onClose();
    } catch (error) {
      const failure = readApiFailure(error);
      dispatch(showMessage({ message: failure.unreachable ? t('unreachable') : t('saveFailed'), variant: 'error' }));
    }
  };

  const status = {
    saved: t('saved'),
    pending: t('editing'),
    saving: t('saving'),
    failed: t('saveFailed'),
    conflict: '',
  }[state];
  return (
    <Dialog
      open
      onClose={() => void close()}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="note-dialog-title"
    >
      <DialogTitle id="note-dialog-title" sx={{ pb: 0 }}>
        {t('editNote')}
      </DialogTitle>
      <DialogContent data-testid="note-dialog">
        {state === 'conflict' && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            data-testid="note-conflict"
            action={
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                <Button color="inherit" size="small" onClick={showNewer} data-testid="note-conflict-newer">
                  {t('showNewer')}
                </Button>
                <Button color="inherit" size="small" onClick={keepMine} data-testid="note-conflict-mine">
                  {t('keepMine')}
                </Button>
              </Box>
            }
          >
            {t('conflict')}
          </Alert>
        )}
        <NoteEditor draft={draft} onChange={change} labels={labels} idPrefix="note-edit" />
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <Button color="error" startIcon={<DeleteIcon />} onClick={removeNote} data-testid="note-delete">
          {t('delete')}
        </Button>
        <Typography variant="caption" color="text.secondary" role="status" data-testid="note-save-state">
          {status}
        </Typography>
        <Button onClick={() => void close()} disabled={state === 'conflict'} data-testid="note-close">
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
