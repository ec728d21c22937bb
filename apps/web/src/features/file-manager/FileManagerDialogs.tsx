import { fileManagerNameSchema } from '@conecta/contracts/file-manager';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { type SaidMessage, useMessageText } from '../../shell/i18n/messages';
import { fileManagerNamespace } from './locales';

export interface NameDialogProps {
  title: string;
  label: string;
  confirm: string;
  initial: string;
  /** Resolves to a refusal's message code to show on the field, or nothing when it was done. */
  onSave(name: string): Promise<SaidMessage | undefined>;
  onClose(): void;
}

/** A name for a new folder or a rename, checked by the contract's rule before it is sent. */
export function NameDialog({ title, label, confirm, initial, onSave, onClose }: NameDialogProps) {
  const { t } = useTranslation(fileManagerNamespace);
  const say = useMessageText();
  const titleId = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<SaidMessage>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = z.safeParse(fileManagerNameSchema, name);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    const refused = await onSave(checked.data);
    setBusy(false);
    if (refused) setError(refused);
    else onClose();
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={label}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ? say(error) : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'file-manager-name-input', maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="file-manager-name-save">
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export interface MoveDialogProps {
  title: string;
  /** The folders it may go to: the top, the folders above, the folders here. */
  targets: { id: string | null; label: string }[];
  onMove(parentId: string | null): Promise<boolean>;
  onClose(): void;
}

/** Moves the selection into a folder chosen from a list: the keyboard's way to do what dragging does. */
export function MoveDialog({ title, targets, onMove, onClose }: MoveDialogProps) {
  const { t } = useTranslation(fileManagerNamespace);
  const titleId = useId();
  const [target, setTarget] = useState(targets[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const done = await onMove(target === '' ? null : target);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            label={t('moveTarget')}
            value={target ?? ''}
            onChange={(event) => setTarget(event.target.value)}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'file-manager-move-target' } }}
          >
            {targets.map((option) => (
              <option key={option.id ?? ''} value={option.id ?? ''}>
                {option.label}
              </option>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="file-manager-move-confirm">
            {t('moveHere')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
