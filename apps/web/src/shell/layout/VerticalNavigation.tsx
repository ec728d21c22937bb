import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { type NavigationItem, navigationTitle } from '../navigation';
import { readableTextOn } from '../theme';
import { EntryBadge } from './NavigationBadge';
import { NavigationIcon } from './NavigationIcon';

function containsPath(item: NavigationItem, pathname: string): boolean {
  return (
    (item.url !== undefined && pathname.startsWith(item.url)) ||
    (item.children ?? []).some((child) => containsPath(child, pathname))
  );
}

/** One entry and, for groups and collapses, its children. `dense` shows icons only (folded navbar). */
function Entry({ item, dense, depth }: { item: NavigationItem; dense: boolean; depth: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Only a collapse opens and closes; other entries need not look.
  const holdsPage = item.type === 'collapse' && containsPath(item, pathname);
  const [open, setOpen] = useState(holdsPage);
  // Arriving at one of its pages (from a link in the page, a search, a shortcut) opens a collapse, so
  // the page's entry shows where the user is; leaving it keeps it as the user left it.
  const [seenPathname, setSeenPathname] = useState(pathname);
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    if (holdsPage && !open) setOpen(true);
  }
  const title = navigationTitle(item, t);
  const indent = dense ? 0 : depth * 2;
  const label = <ListItemText primary={title} sx={{ opacity: dense ? 0 : 1, whiteSpace: 'nowrap' }} />;
  const icon = (
    <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
      <NavigationIcon icon={item.icon} fontSize="small" />
    </ListItemIcon>
  );

  switch (item.type) {
    case 'divider':
      return <Divider component="li" sx={{ my: 1 }} />;
    case 'group':
      return (
        <ListItem disablePadding sx={{ display: 'block' }}>
          {!dense && (
            <ListSubheader
              component="div"
              disableSticky
              sx={{ bgcolor: 'transparent', color: 'inherit', opacity: 0.7 }}
            >
              {title}
            </ListSubheader>
          )}
          <List dense disablePadding>
            {(item.children ?? []).map((child) => (
              <Entry key={child.id} item={child} dense={dense} depth={depth} />
            ))}
          </List>
        </ListItem>
      );
    case 'collapse':
      return (
        <ListItem disablePadding sx={{ display: 'block' }}>
          <ListItemButton onClick={() => setOpen(!open)} sx={{ pl: 2 + indent }} aria-expanded={open}>
            {icon}
            {label}
            {!dense && (open ? <ExpandLessIcon /> : <ExpandMoreIcon />)}
          </ListItemButton>
          <Collapse in={open && !dense} unmountOnExit>
            <List dense disablePadding>
              {(item.children ?? []).map((child) => (
                <Entry key={child.id} item={child} dense={dense} depth={depth + 1} />
              ))}
            </List>
          </Collapse>
        </ListItem>
      );
    case 'link': {
      const newTab = (item.target ?? '_blank') === '_blank';
      return (
        <ListItem disablePadding>
          <ListItemButton
            component="a"
            href={item.url}
            target={newTab ? '_blank' : undefined}
            rel={newTab ? 'noopener noreferrer' : undefined}
            sx={{ pl: 2 + indent }}
          >
            {icon}
            {label}
            {!dense && <OpenInNewIcon fontSize="inherit" sx={{ opacity: 0.6 }} />}
          </ListItemButton>
        </ListItem>
      );
    }
    default:
      return (
        <ListItem disablePadding>
          <ListItemButton
            component={NavLink}
            to={item.url ?? '/'}
            end={item.exact}
            aria-label={dense ? title : undefined}
            sx={{
              pl: 2 + indent,
              mx: 1,
              borderRadius: 2,
              '&.active': {
                bgcolor: 'secondary.main',
                color: (theme) => readableTextOn(theme.palette.secondary.main),
              },
            }}
          >
            {icon}
            {label}
            {!dense && <EntryBadge item={item} />}
          </ListItemButton>
        </ListItem>
      );
  }
}

/** The navigation tree of the vertical navbar (console-core §2.8), already filtered by role. */
export function VerticalNavigation({ items, dense = false }: { items: NavigationItem[]; dense?: boolean }) {
  return (
    <List dense disablePadding>
      {items.map((item) => (
        <Entry key={item.id} item={item} dense={dense} depth={0} />
      ))}
    </List>
  );
}
