import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { appNavigation } from '../../app/navigation';
import { selectIsGuest, selectUser, selectUserRoles } from '../../app/session/authSlice';
import { NavigationIcon } from '../layout/NavigationIcon';
import { type NavigationItem, navigablePages, navigationTitle } from '../navigation';
import { shortcutsNamespace } from './locales';
import { restoreGuestShortcuts, toggleShortcut } from './toggleShortcut';

/** A page and the title it has in the current language. */
interface Page {
  item: NavigationItem;
  title: string;
}

/** The bar's link: in-app pages through the router, `link` entries as plain links (a new tab by default). */
function linkProps(item: NavigationItem) {
  const url = item.url ?? '';
  if (item.type === 'link') {
    const target = item.target ?? '_blank';
    return { component: 'a', href: url, target, rel: target === '_blank' ? 'noopener noreferrer' : undefined } as const;
  }
  return { component: Link, to: url } as const;
}

export interface ShortcutsBarProps {
  /** The navigation the shortcuts point into; the app's own by default. */
  navigation?: readonly NavigationItem[];
}

/**
 * The toolbar's shortcuts (console-core §4.5): the user's favourite pages as icon buttons, and a
 * menu to search the pages the role may open and add or remove them.
 */
export function ShortcutsBar({ navigation = appNavigation }: ShortcutsBarProps) {
  const { t, i18n } = useTranslation(shortcutsNamespace);
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const roles = useAppSelector(selectUserRoles);
  const isGuest = useAppSelector(selectIsGuest);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  // The shortcuts as the menu opened: one removed stays listed (unstarred) so it can be put back.
  const [listed, setListed] = useState<string[]>([]);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (isGuest) dispatch(restoreGuestShortcuts());
  }, [isGuest, dispatch]);

  const language = i18n.language;
  // Cheap enough to work out on each render, and so always in the current language.
  const pages: Page[] = navigablePages(navigation, roles).map((item) => ({ item, title: navigationTitle(item, t) }));
  const chosen = new Set(user.data.shortcuts);
  // In the user's order; ids the role may not open, or that no page has, are not shown.
  const pagesOf = (ids: Iterable<string>) => [...ids].flatMap((id) => pages.find((page) => page.item.id === id) ?? []);
  const shortcuts = pagesOf(chosen);

  const needle = query.trim().toLocaleLowerCase(language);
  const entries = needle
    ? pages.filter((page) => page.title.toLocaleLowerCase(language).includes(needle))
    : pagesOf(new Set([...listed, ...chosen]));

  const close = () => {
    setAnchor(null);
    setQuery('');
  };

  const onSearchKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    listRef.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
  };

  return (
    <Box
      component="nav"
      aria-label={t('bar')}
      data-testid="shortcuts-bar"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      {shortcuts.map(({ item, title }) => (
        <Tooltip key={item.id} title={title}>
          <IconButton color="inherit" aria-label={title} {...linkProps(item)}>
            <NavigationIcon icon={item.icon} />
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title={t('menu')}>
        <IconButton
          color="inherit"
          aria-label={t('menu')}
          aria-haspopup="dialog"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={Boolean(anchor)}
          data-testid="shortcuts-menu"
          onClick={(event) => {
            setListed([...chosen]);
            setAnchor(event.currentTarget);
          }}
        >
          <StarIcon sx={{ color: 'warning.light' }} />
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{
          paper: { id: menuId, role: 'dialog', 'aria-label': t('menu'), sx: { width: 320, maxWidth: '90vw' } },
        }}
      >
        <Box sx={{ p: 2, pb: 1 }}>
          <TextField
            type="search"
            size="small"
            fullWidth
            autoFocus
            label={t('search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKeyDown}
          />
        </Box>
        {entries.length > 0 ? (
          <MenuList ref={listRef} dense aria-label={needle ? t('results') : t('current')} sx={{ pt: 0 }}>
            {entries.map(({ item, title }) => {
              const checked = chosen.has(item.id);
              return (
                <MenuItem
                  key={item.id}
                  role="menuitemcheckbox"
                  aria-checked={checked}
                  onClick={() => void dispatch(toggleShortcut(item.id))}
                >
                  <ListItemIcon>
                    <NavigationIcon icon={item.icon} fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>{title}</ListItemText>
                  {checked ? (
                    <StarIcon fontSize="small" sx={{ color: 'warning.main', marginInlineStart: 1 }} />
                  ) : (
                    <StarBorderIcon fontSize="small" sx={{ color: 'text.secondary', marginInlineStart: 1 }} />
                  )}
                </MenuItem>
              );
            })}
          </MenuList>
        ) : (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {needle ? t('noResults') : t('noShortcuts')}
          </Typography>
        )}
      </Popover>
    </Box>
  );
}
