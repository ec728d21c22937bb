import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AboutTab } from './AboutTab';
import { profileNamespace } from './locales';
import { PhotosVideosTab } from './PhotosVideosTab';
import { ProfileHeader } from './ProfileHeader';
import { TimelineTab } from './TimelineTab';

const tabs = ['timeline', 'about', 'photos-videos'] as const;
type ProfileTab = (typeof tabs)[number];
const tabLabels = { timeline: 'tab_timeline', about: 'tab_about', 'photos-videos': 'tab_photos' } as const;

/** The signed-in account's own profile (`/pages/profile`): cover and photo, then its three tabs (`?tab=`). */
export default function ProfilePage() {
  const { t } = useTranslation(profileNamespace);
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('tab');
  const tab: ProfileTab = tabs.includes(wanted as ProfileTab) ? (wanted as ProfileTab) : 'timeline';
  const id = useId();

  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
      <ProfileHeader />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: ProfileTab) =>
            setSearchParams(next === 'timeline' ? {} : { tab: next }, { replace: true })
          }
          aria-label={t('sections')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {tabs.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(tabLabels[value])}
              id={`${id}-tab-${value}`}
              aria-controls={`${id}-panel-${value}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} sx={{ minWidth: 0 }}>
        {tab === 'timeline' && <TimelineTab />}
        {tab === 'about' && <AboutTab />}
        {tab === 'photos-videos' && <PhotosVideosTab />}
      </Box>
    </Box>
  );
}
