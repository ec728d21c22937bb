import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectUserRoles } from '../../app/session/authSlice';
import { type NavigationItem, navigablePages, navigationTitle, visibleNavigation } from '../navigation';
import { readableTextOn } from '../theme';
import { EntryBadge } from './NavigationBadge';
import { NavigationIcon } from './NavigationIcon';
import { RegionTheme } from './RegionTheme';

/** Menu hover delay (console-core §4.3, §9). */
export const menuHoverDelayMs = 150;

const activeStyle = {
  '&.active': { bgcolor: 'secondary.main', color: (theme: Theme) => readableTextOn(theme.palette.secondary.main) },
};

/** Where an entry leads: the router for pages, a plain link for `link` entries (new tab unless `_self`). */
function linkProps(item: NavigationItem) {
  if (item.type === 'link') {
    const newTab = (item.target ?? '_blank') === '_blank';
    return { href: item.url, target: newTab ? '_blank' : undefined, rel: newTab ? 'noopener noreferrer' : undefined };
  }
  return { component: NavLink, to: item.url ?? '/', end: item.exact };
}

/** A group or collapse of the horizontal bar: a button whose pages drop down on hover or click. */
function GroupMenu({ item }: { item: NavigationItem }) {
  const { t } = useTranslation();
  const roles = useAppSelector(selectUserRoles);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const menuId = useId();
  const later = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), menuHoverDelayMs);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Box onMouseEnter={() => later(true)} onMouseLeave={() => later(false)}>
      <Button
        ref={anchor}
        color="inherit"
        startIcon={<NavigationIcon icon={item.icon} />}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {navigationTitle(item, t)}
      </Button>
      <Popper open={open} anchorEl={anchor.current} placement="bottom-start" sx={{ zIndex: 'modal' }}>
        <ClickAwayListener onClickAway={() => setOpen(false)}>
          <Paper elevation={8}>
            <MenuList id={menuId} autoFocusItem={false} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
              {navigablePages(item.children ?? [], roles).map((page) => (
                <MenuItem key={page.id} {...linkProps(page)} onClick={() => setOpen(false)} sx={activeStyle}>
                  <ListItemIcon>
                    <NavigationIcon icon={page.icon} fontSize="small" />
                  </ListItemIcon>
                  <Box sx={{ flexGrow: 1, marginInlineEnd: 1 }}>{navigationTitle(page, t)}</Box>
                  <EntryBadge item={page} />
                </MenuItem>
              ))}
            </MenuList>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}

/** The horizontal navbar of layout2 and layout3 on large screens (console-core §2.6, §2.8). */
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
          alignItems: 'center',
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
        {visibleNavigation(navigation, roles).map((item) => {
          if (item.type === 'divider') return <Divider key={item.id} orientation="vertical" flexItem />;
          if (item.type === 'group' || item.type === 'collapse') return <GroupMenu key={item.id} item={item} />;
          return (
            <Button
              key={item.id}
              color="inherit"
              startIcon={<NavigationIcon icon={item.icon} />}
              {...linkProps(item)}
              sx={{ whiteSpace: 'nowrap', gap: 1, ...activeStyle }}
            >
              {navigationTitle(item, t)}
              <EntryBadge item={item} />
            </Button>
          );
        })}
      </Box>
    </RegionTheme>
  );
}
