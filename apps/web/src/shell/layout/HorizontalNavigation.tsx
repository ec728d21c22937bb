import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectUserRoles } from '../../features/auth/authSlice';
import { type NavigationItem, navigablePages, navigationTitle } from '../navigation';
import { readableTextOn } from '../theme';
import { NavigationIcon } from './NavigationIcon';
import { RegionTheme } from './RegionTheme';

/** The horizontal navbar of layout2 and layout3 on large screens: the pages the role may open. */
export function HorizontalNavigation({ navigation }: { navigation: readonly NavigationItem[] }) {
  const { t } = useTranslation();
  const roles = useAppSelector(selectUserRoles);
  return (
    <RegionTheme region="navbar">
      <Box
        component="nav"
        aria-label={t('mainNavigation')}
        data-testid="navbar"
        data-orientation="horizontal"
        sx={{
          display: { xs: 'none', md: 'flex' },
          gap: 0.5,
          px: 2,
          py: 1,
          overflowX: 'auto',
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {navigablePages(navigation, roles).map((item) => {
          const external = item.type === 'link';
          const newTab = external && (item.target ?? '_blank') === '_blank';
          return (
            <Button
              key={item.id}
              color="inherit"
              startIcon={<NavigationIcon name={item.icon} />}
              {...(external
                ? {
                    href: item.url,
                    target: newTab ? '_blank' : undefined,
                    rel: newTab ? 'noopener noreferrer' : undefined,
                  }
                : { component: NavLink, to: item.url ?? '/', end: item.exact })}
              sx={{
                whiteSpace: 'nowrap',
                '&.active': {
                  bgcolor: 'secondary.main',
                  color: (theme) => readableTextOn(theme.palette.secondary.main),
                },
              }}
            >
              {navigationTitle(item, t)}
            </Button>
          );
        })}
      </Box>
    </RegionTheme>
  );
}
