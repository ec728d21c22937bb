import { newProfilePostSchema, type ProfilePerson, type ProfilePost } from '@conecta/contracts/profile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { PersonAvatar } from '../../shell/PersonAvatar';
import { useCreateProfilePostMutation, useProfileTimelineQuery } from './api';
import { profileNamespace } from './locales';
import { TabStates } from './TabStates';

const knownActions = [
  'create', 'update', 'delete', 'import', 'status', 'assign', 'unassign', 'roles', 'disable', 'enable', 'sessions',
] as const; // biome-ignore format: a table of names
const isKnownAction = (action: string): action is (typeof knownActions)[number] =>
  (knownActions as readonly string[]).includes(action);

/** A date and time in the user's language. */
export function useWhen() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

function Person({ person, size = 40 }: { person: ProfilePerson; size?: number }) {
  return <PersonAvatar name={person.name} photoURL={person.avatar ?? undefined} alt={person.name} size={size} />;
}

/** The timeline: a box to post, the posts (likes, shares, comments), and the latest things done in the console. */
export function TimelineTab() {
  const { t } = useTranslation(profileNamespace);
  const timeline = useProfileTimelineQuery();
  const when = useWhen();
  const postsHeading = useId();
  const activityHeading = useId();
  const data = timeline.data;

  return (
    <TabStates query={timeline} testId="profile-timeline">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby={postsHeading} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Typography id={postsHeading} variant="h6" component="h2">
            {t('posts')}
          </Typography>
          <NewPost />
          {data?.posts.length === 0 && <Typography color="text.secondary">{t('noPosts')}</Typography>}
          {data?.posts.map((post) => (
            <PostCard key={post.id} post={post} when={when} />
          ))}
        </Box>
        <Paper variant="outlined" component="section" aria-labelledby={activityHeading} sx={{ p: 2 }}>
          <Typography id={activityHeading} variant="h6" component="h2">
            {t('activities')}
          </Typography>
          {data?.activities.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('noActivities')}
            </Typography>
          ) : (
            <List dense data-testid="profile-activities">
              {data?.activities.map((activity) => (
                <ListItem key={activity.id} disableGutters alignItems="flex-start">
                  <ListItemAvatar>
                    <Person person={activity.user} size={32} />
                  </ListItemAvatar>
                  <ListItemText
                    primary={t(isKnownAction(activity.action) ? `activity_${activity.action}` : 'activity_unknown', {
                      entity:
                        activity.entity === 'device' || activity.entity === 'account'
                          ? t(`entity_${activity.entity}`)
                          : activity.entity,
                      subject: activity.subject,
                    })}
                    secondary={when(activity.time)}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      </Box>
    </TabStates>
  );
}

/** The box to post on the timeline; the contract's check says an empty post is refused before sending. */
function NewPost() {
  const { t } = useTranslation(profileNamespace);
  const say = useMessageText();
  const dispatch = useAppDispatch();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateProfilePostMutation();
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = newProfilePostSchema.safeParse({ message });
    if (!checked.success) {
      setError(say(checked.error.issues[0]?.message ?? ''));
      return;
    }
    try {
      await create(checked.data).unwrap();
      setMessage('');
      setError(null);
      dispatch(showMessage({ message: t('posted'), variant: 'success' }));
    } catch (failure) {
      const said = firstServerMessage(readApiFailure(failure));
      if (said) await loadMessageTexts(said);
      setError(said ? say(said) : t('actionFailed'));
    }
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 2, display: 'grid', gap: 1 }}>
      <TextField
        id={id}
        label={t('newPost')}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setError(null);
        }}
        multiline
        minRows={2}
        error={Boolean(error)}
        helperText={error}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {t('post')}
        </Button>
      </Box>
    </Paper>
  );
}

function PostCard({ post, when }: { post: ProfilePost; when(iso: string): string }) {
  const { t } = useTranslation(profileNamespace);
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2, display: 'grid', gap: 1.5 }} data-testid="profile-post">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Person person={post.user} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{post.user.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {when(post.time)}
          </Typography>
        </Box>
        <Chip size="small" label={t(`postType_${post.type}`)} />
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{post.message}</Typography>
      {post.article && (
        <Box sx={{ borderInlineStart: 4, borderColor: 'primary.main', ps: 2, py: 0.5 }}>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {post.article.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {post.article.subtitle}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {post.article.excerpt}
          </Typography>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('likes', { count: post.like })} · {t('shares', { count: post.share })}
      </Typography>
      {post.comments.length > 0 && (
        <>
          <Divider />
          <Typography variant="subtitle2" component="h3">
            {t('comments')}
          </Typography>
          <List dense disablePadding>
            {post.comments.map((comment) => (
              <ListItem key={comment.id} disableGutters alignItems="flex-start">
                <ListItemAvatar>
                  <Person person={comment.user} size={32} />
                </ListItemAvatar>
                <ListItemText primary={comment.user.name} secondary={comment.message} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
