import type { ProfileAbout } from '@conecta/contracts/profile';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../shell/PersonAvatar';
import { lazyWithRetry } from '../../shell/recovery';
import { useProfileAboutQuery } from './api';
import { profileNamespace } from './locales';
import { TabStates } from './TabStates';

// The form loads when it is opened.
const AboutDialog = lazyWithRetry(() => import('./AboutDialog'));

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** One labelled value of a card; `notGiven` when empty. */
function Field({ label, value, ltr = false }: { label: string; value: string | readonly string[]; ltr?: boolean }) {
  const { t } = useTranslation(profileNamespace);
  const values = typeof value === 'string' ? (value ? [value] : []) : value;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="h3">
        {label}
      </Typography>
      {values.length === 0 ? (
        <Typography color="text.secondary">{t('notGiven')}</Typography>
      ) : (
        values.map((line) => (
          <Typography key={line} dir={ltr ? 'ltr' : undefined} sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {line}
          </Typography>
        ))
      )}
    </Box>
  );
}

/** "About": general, work and contact (edited in a dialog), the groups and the friends. */
export function AboutTab() {
  const { t } = useTranslation(profileNamespace);
  const about = useProfileAboutQuery();
  const [editing, setEditing] = useState(false);
  return (
    <TabStates query={about} testId="profile-about">
      {about.data && <AboutCards about={about.data} onEdit={() => setEditing(true)} editLabel={t('editAbout')} />}
      {editing && about.data && (
        <Suspense fallback={null}>
          <AboutDialog about={about.data} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </TabStates>
  );
}

function AboutCards({ about, onEdit, editLabel }: { about: ProfileAbout; onEdit(): void; editLabel: string }) {
  const { t, i18n } = useTranslation(profileNamespace);
  const birthday = about.general.birthday
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${about.general.birthday}T00:00:00Z`),
      )
    : '';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Card
          title={t('general')}
          action={
            <Button startIcon={<EditIcon />} onClick={onEdit} data-testid="profile-edit-about">
              {editLabel}
            </Button>
          }
        >
          <Field label={t('field_gender')} value={about.general.gender} />
          <Field label={t('field_birthday')} value={birthday} />
          <Field label={t('field_locations')} value={about.general.locations} />
          <Field label={t('field_about')} value={about.general.about} />
        </Card>
        <Card title={t('work')}>
          <Field label={t('field_occupation')} value={about.work.occupation} />
          <Field label={t('field_skills')} value={about.work.skills} />
          <Field
            label={t('field_jobs')}
            value={about.work.jobs.map((job) => (job.date ? `${job.company} · ${job.date}` : job.company))}
          />
        </Card>
        <Card title={t('contact')}>
          <Field label={t('field_address')} value={about.contact.address} />
          <Field label={t('field_tel')} value={about.contact.tel} ltr />
          <Field label={t('field_websites')} value={about.contact.websites} ltr />
          <Field label={t('field_emails')} value={about.contact.emails} ltr />
        </Card>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Card title={t('groups')}>
          {about.groups.length === 0 ? (
            <Typography color="text.secondary">{t('noGroups')}</Typography>
          ) : (
            about.groups.map((group) => (
              <Box key={group.id}>
                <Typography sx={{ fontWeight: 600 }}>{group.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {group.category} · {t('members', { count: group.members })}
                </Typography>
              </Box>
            ))
          )}
        </Card>
        <Card title={t('friends')}>
          {about.friends.length === 0 ? (
            <Typography color="text.secondary">{t('noFriends')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              {about.friends.map((friend) => (
                <Box
                  component="li"
                  key={friend.id}
                  sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 88, gap: 0.5 }}
                >
                  <PersonAvatar name={friend.name} photoURL={friend.avatar ?? undefined} alt="" size={48} />
                  <Typography variant="body2" sx={{ textAlign: 'center', wordBreak: 'break-word' }}>
                    {friend.name}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Card>
      </Box>
    </Box>
  );
}
