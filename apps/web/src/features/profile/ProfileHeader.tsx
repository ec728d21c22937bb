import { type ProfileCover, profileImageTypes } from '@conecta/contracts/profile';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session/authSlice';
import { useStoredFileQuery } from '../../shell/files/api';
import { useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { PersonAvatar } from '../../shell/PersonAvatar';
import { lazyWithRetry } from '../../shell/recovery';
import { profileApi, profileUploadUrls, useProfileAboutQuery, useRemoveProfileCoverMutation } from './api';
import { profileNamespace } from './locales';
import { useProfileUpload } from './useProfileUpload';

// The account's photo is changed by the shell's own dialog and call (`PUT /api/account/avatar`), loaded on demand.
const ChangePhotoDialog = lazyWithRetry(() => import('../../shell/files/ChangePhotoDialog'));

/** The cover image (or a plain band), the account's photo, name and email, and the buttons that change them. */
export function ProfileHeader() {
  const { t } = useTranslation(profileNamespace);
  const say = useMessageText();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const about = useProfileAboutQuery();
  const cover = about.data?.cover ?? null;
  const { data: coverUrl } = useStoredFileQuery(cover ?? '', { skip: !cover });
  const [changingPhoto, setChangingPhoto] = useState(false);
  const [removeCover, removal] = useRemoveProfileCoverMutation();
  const upload = useProfileUpload();
  const name = user.data.displayName || user.data.email;

  const chooseCover = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const saved = await upload.send<ProfileCover>(profileUploadUrls.cover, file, 'PUT');
    if (!saved) return;
    dispatch(profileApi.util.invalidateTags(['ProfileAbout']));
    dispatch(showMessage({ message: t('coverSaved'), variant: 'success' }));
  };
  const dropCover = async () => {
    const result = await removeCover();
    dispatch(
      'error' in result
        ? showMessage({ message: t('actionFailed'), variant: 'error' })
        : showMessage({ message: t('coverRemoved'), variant: 'info' }),
    );
  };
  const busy = upload.progress !== null || removal.isLoading;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} component="header">
      <Box
        data-testid="profile-cover"
        role={coverUrl ? 'img' : undefined}
        aria-label={coverUrl ? t('cover') : undefined}
        sx={{
          height: { xs: 120, sm: 200 },
          bgcolor: 'primary.dark',
          backgroundImage: coverUrl ? `url(${coverUrl})` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
          gap: 2,
          px: { xs: 2, sm: 3 },
          pb: 2,
          mt: { xs: -5, sm: -7 },
        }}
      >
        <PersonAvatar
          name={name}
          photoURL={user.data.photoURL}
          alt={name}
          size={128}
          sx={{
            width: { xs: 88, sm: 128 },
            height: { xs: 88, sm: 128 },
            fontSize: 40,
            border: 4,
            borderColor: 'background.paper',
          }}
        />
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            data-testid="page-title"
            sx={{ fontWeight: 700, wordBreak: 'break-word' }}
          >
            {name}
          </Typography>
          <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {user.data.email}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => setChangingPhoto(true)}>
            {t('changePhoto')}
          </Button>
          <Button variant="outlined" component="label" disabled={busy}>
            {t('changeCover')}
            <input
              hidden
              type="file"
              accept={profileImageTypes.join(',')}
              onChange={chooseCover}
              data-testid="cover-file-input"
            />
          </Button>
          {cover && (
            <Button color="error" onClick={dropCover} disabled={busy}>
              {t('removeCover')}
            </Button>
          )}
        </Box>
      </Box>
      {upload.progress !== null && (
        <LinearProgress variant="determinate" value={upload.progress} aria-label={t('uploading')} />
      )}
      {upload.refusal && (
        <Alert severity="error" onClose={upload.clearRefusal} sx={{ m: 2 }}>
          {upload.refusal === 'failed' ? t('uploadFailed') : say(upload.refusal)}
        </Alert>
      )}
      {changingPhoto && (
        <Suspense fallback={null}>
          <ChangePhotoDialog onClose={() => setChangingPhoto(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
