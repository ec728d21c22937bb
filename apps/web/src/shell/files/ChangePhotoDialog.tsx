import type { User } from '@conecta/contracts';
import { avatarTypes, fileMessages } from '@conecta/contracts/file-uses';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { type ApiFailure, firstServerMessage } from '../../app/apiFailure';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser, userUpdated } from '../../app/session/authSlice';
import { useUpload } from '../../app/upload';
import { loadMessageTexts, type SaidMessage, useMessageText } from '../i18n/messages';
import { showMessage } from '../message/messageSlice';
import { initialsOf } from '../PersonAvatar';
import { useRemoveAccountPhotoMutation } from './api';
import { filesNamespace } from './locales';
import { PhotoAvatar } from './PhotoAvatar';

export const accountPhotoUrl = '/api/account/avatar';

/** The server's refusal: its sentence when it sent one, else what its status means (a proxy's 413 has none). */
function refusalOf(failure: ApiFailure): SaidMessage | undefined {
  const said = firstServerMessage(failure);
  if (said?.code) return said;
  if (failure.status === 413) return fileMessages.tooLarge;
  if (failure.status === 415) return fileMessages.typeNotAllowed;
  return undefined;
}

/** "Change photo" of the user menu: pick an image, watch it upload, see the server's refusal if any. */
export default function ChangePhotoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(filesNamespace);
  const { t: tShell } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [progress, setProgress] = useState<number | null>(null);
  const say = useMessageText();
  const [refusal, setRefusal] = useState<SaidMessage | null>(null);
  const [removePhoto, removal] = useRemoveAccountPhotoMutation();
  const sendFile = useUpload();
  const titleId = useId();
  const name = user.data.displayName || user.data.email;
  const busy = progress !== null || removal.isLoading;

  const saved = (next: User, message: string) => {
    dispatch(userUpdated(next));
    dispatch(showMessage({ message, variant: 'success' }));
    onClose();
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a refusal) fires a change.
    event.target.value = '';
    if (!file) return;
    setRefusal(null);
    setProgress(0);
    const result = await sendFile<{ user: User }>({
      url: accountPhotoUrl,
      method: 'PUT',
      file,
      onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
    });
    if (result.ok) {
      setProgress(null);
      // The lists that show this person's photo fetch it anew.
      dispatch(api.util.invalidateTags(['User']));
      saved(result.data.user, t('photoSaved'));
      return;
    }
    if (result.sessionEnded) {
      setProgress(null);
      onClose();
      return;
    }
    const said = refusalOf(result.failure);
    if (said) await loadMessageTexts(said);
    setProgress(null);
    setRefusal(said ?? t('uploadFailed'));
  };

  const remove = async () => {
    setRefusal(null);
    const result = await removePhoto();
    if ('data' in result && result.data) {
      saved(result.data.user, t('photoRemoved'));
      return;
    }
    const status = 'error' in result && result.error && 'status' in result.error ? result.error.status : undefined;
    // After a 401 the base query has already signed out and said why.
    if (status !== 401) setRefusal(t('removeFailed'));
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{tShell('changePhoto')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, pt: 1 }}>
          <PhotoAvatar photoURL={user.data.photoURL} alt={name} sx={{ width: 96, height: 96, fontSize: 40 }}>
            {initialsOf(name)}
          </PhotoAvatar>
          <Button variant="contained" component="label" disabled={busy}>
            {t('choosePhoto')}
            <input hidden type="file" accept={avatarTypes.join(',')} onChange={upload} data-testid="photo-file-input" />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('photoHint')}
          </Typography>
          {progress !== null && (
            <LinearProgress variant="determinate" value={progress} aria-label={t('uploading')} sx={{ width: '100%' }} />
          )}
          {refusal && (
            <Alert severity="error" sx={{ width: '100%' }}>
              {say(refusal)}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        {user.data.photoURL && (
          <Button color="error" onClick={remove} disabled={busy}>
            {t('removePhoto')}
          </Button>
        )}
        <Button onClick={onClose} disabled={busy}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
