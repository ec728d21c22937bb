import type { ContactsGroup } from '@conecta/contracts/contacts';
import { contactsLimits } from '@conecta/contracts/contacts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { ConfirmDialog } from '../../shell/dialog/ConfirmDialog';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { useAddGroupMutation, useRemoveGroupMutation, useRenameGroupMutation } from './api';
import { contactsNamespace } from './locales';

/** What the sidebar asked for: a new group, or renaming or removing one. */
export type GroupEdit = { kind: 'new' } | { kind: 'rename' | 'remove'; group: ContactsGroup };

/** Names a new group or renames one; the server's refusal (a taken name) is said under the field. */
export function GroupDialog({ edit, onClose }: { edit: GroupEdit; onClose(): void }) {
  const { t } = useTranslation(contactsNamespace);
  const sayMessage = useMessageText();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [addGroup, adding] = useAddGroupMutation();
  const [renameGroup, renaming] = useRenameGroupMutation();
  const [removeGroup, removing] = useRemoveGroupMutation();
  const [name, setName] = useState(edit.kind === 'new' ? '' : edit.group.name);
  const [error, setError] = useState('');
  const busy = adding.isLoading || renaming.isLoading || removing.isLoading;

  const refused = async (failure: unknown) => {
    const said = readApiFailure(failure);
    const message = said.fields.name ?? firstServerMessage(said);
    if (message) await loadMessageTexts(message);
    setError(message ? sayMessage(message) : t('actionFailed'));
  };

  if (edit.kind === 'remove') {
    const remove = async () => {
      try {
        await removeGroup(edit.group.id).unwrap();
        dispatch(showMessage({ message: t('groupRemoved', { name: edit.group.name }), variant: 'success' }));
        onClose();
      } catch {
        dispatch(showMessage({ message: t('actionFailed'), variant: 'error' }));
        onClose();
      }
    };
    return (
      <ConfirmDialog
        open
        title={t('removeGroup')}
        message={t('removeGroupQuestion', { name: edit.group.name })}
        confirmLabel={t('remove')}
        cancelLabel={t('cancel')}
        destructive
        busy={busy}
        maxWidth="xs"
        confirmTestId="contacts-group-remove-confirm"
        onConfirm={() => void remove()}
        onCancel={onClose}
      />
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > contactsLimits.groupName) {
      setError(t('msg_groupName'));
      return;
    }
    try {
      if (edit.kind === 'new') await addGroup(trimmed).unwrap();
      else await renameGroup({ groupId: edit.group.id, name: trimmed }).unwrap();
      dispatch(
        showMessage({
          message: t(edit.kind === 'new' ? 'groupCreated' : 'groupRenamed', { name: trimmed }),
          variant: 'success',
        }),
      );
      onClose();
    } catch (failure) {
      await refused(failure);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="contacts-group-dialog">
        <DialogTitle id={titleId}>{edit.kind === 'new' ? t('newGroup') : t('renameGroup')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('groupName')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError('');
            }}
            error={Boolean(error)}
            helperText={error || ' '}
            slotProps={{ htmlInput: { maxLength: contactsLimits.groupName, 'data-testid': 'contacts-group-name' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="contacts-group-save">
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
