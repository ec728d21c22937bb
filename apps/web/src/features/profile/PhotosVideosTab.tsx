import { type ProfileMedia, profileMediaTypes } from '@conecta/contracts/profile';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { profileApi, profileUploadUrls, useProfilePhotosVideosQuery, useRemoveProfileMediaMutation } from './api';
import { profileNamespace } from './locales';
import { StoredMedia } from './StoredMedia';
import { TabStates } from './TabStates';
import { useProfileUpload } from './useProfileUpload';

/** The account's photos and videos, by the month they were added; added through the one upload client. */
export function PhotosVideosTab() {
  const { t, i18n } = useTranslation(profileNamespace);
  const say = useMessageText();
  const dispatch = useAppDispatch();
  const groups = useProfilePhotosVideosQuery();
  const [remove] = useRemoveProfileMediaMutation();
  const upload = useProfileUpload();
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const added = await upload.send<ProfileMedia>(profileUploadUrls.media, file);
    if (!added) return;
    dispatch(profileApi.util.invalidateTags(['ProfileMedia']));
    dispatch(showMessage({ message: t('mediaAdded'), variant: 'success' }));
  };
  const drop = async (media: ProfileMedia) => {
    const result = await remove(media.id);
    dispatch(
      'error' in result
        ? showMessage({ message: t('actionFailed'), variant: 'error' })
        : showMessage({ message: t('mediaRemoved'), variant: 'info' }),
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          variant="contained"
          component="label"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={upload.progress !== null}
        >
          {t('upload')}
          <input
            hidden
            type="file"
            accept={profileMediaTypes.join(',')}
            onChange={choose}
            data-testid="media-file-input"
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('uploadHint')}
        </Typography>
      </Box>
      {upload.progress !== null && (
        <LinearProgress variant="determinate" value={upload.progress} aria-label={t('uploading')} />
      )}
      {upload.refusal && (
        <Alert severity="error" onClose={upload.clearRefusal}>
          {upload.refusal === 'failed' ? t('uploadFailed') : say(upload.refusal)}
        </Alert>
      )}
      <TabStates query={groups} testId="profile-media">
        {groups.data?.length === 0 && <Typography color="text.secondary">{t('noMedia')}</Typography>}
        {groups.data?.map((group) => {
          const videos = group.media.filter((media) => media.type === 'video').length;
          return (
            <Box
              component="section"
              key={group.id}
              aria-label={monthName.format(new Date(`${group.id}-01T00:00:00Z`))}
              sx={{ mb: 3 }}
            >
              <Typography variant="h6" component="h2">
                {monthName.format(new Date(`${group.id}-01T00:00:00Z`))}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {t('groupInfo', {
                  photos: t('photos', { count: group.media.length - videos }),
                  videos: t('videos', { count: videos }),
                })}
              </Typography>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
                }}
              >
                {group.media.map((media) => (
                  <Paper
                    component="li"
                    variant="outlined"
                    key={media.id}
                    sx={{ overflow: 'hidden' }}
                    data-testid="profile-media-item"
                  >
                    <StoredMedia url={media.preview} type={media.type} title={media.title} sx={{ height: 140 }} />
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ps: 1 }}>
                      <Typography
                        variant="body2"
                        sx={{
                          flex: 1,
                          minWidth: 0,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {media.title}
                      </Typography>
                      <IconButton
                        size="small"
                        aria-label={t('removeMedia', { title: media.title })}
                        onClick={() => void drop(media)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  </Paper>
                ))}
              </Box>
            </Box>
          );
        })}
      </TabStates>
    </Box>
  );
}
