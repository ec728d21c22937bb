import type { ContactsGroup } from '@conecta/contracts/contacts';
import AddIcon from '@mui/icons-material/Add';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import HistoryIcon from '@mui/icons-material/History';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import StarIcon from '@mui/icons-material/StarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupEdit } from './GroupDialog';
import { contactsNamespace } from './locales';

interface ContactsSidebarProps {
  current: string;
  groups: ContactsGroup[] | undefined;
  onNew(): void;
  /** A group to create, rename or remove: the page opens its dialog. */
  onEditGroup(edit: GroupEdit): void;
  /** Called after a view is picked (the phone's drawer closes). */
  onNavigate?(): void;
}

/** The views (all, frequent, starred) and the account's groups, each a link; the current one is marked. */
export function ContactsSidebar({ current, groups, onNew, onEditGroup, onNavigate }: ContactsSidebarProps) {
  const { t } = useTranslation(contactsNamespace);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; group: ContactsGroup } | null>(null);
  const edit = (kind: 'rename' | 'remove') => {
    if (!menu) return;
    setMenu(null);
    onNavigate?.();
    onEditGroup({ kind, group: menu.group });
  };
  const entry = (id: string, title: string, icon: ReactNode, group?: ContactsGroup) => (
    <ListItem
      key={id}
      disablePadding
      secondaryAction={
        group && (
          <IconButton
            edge="end"
            size="small"
            aria-label={t('groupActions', { name: group.name })}
            aria-haspopup="menu"
            onClick={(event) => setMenu({ anchor: event.currentTarget, group })}
            data-testid={`contacts-group-menu-${group.name}`}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        )
      }
    >
      <ListItemButton
        component={Link}
        to={`/apps/contacts/${id}`}
        selected={current === id}
        aria-current={current === id ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ borderRadius: 1, mx: 1 }}
        data-testid={`contacts-nav-${id}`}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
        <ListItemText primary={title} />
      </ListItemButton>
    </ListItem>
  );
  return (
    <Box component="nav" aria-label={t('views')} sx={{ py: 2 }}>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          fullWidth
          startIcon={<AddIcon />}
          onClick={() => {
            onNavigate?.();
            onNew();
          }}
          data-testid="contacts-new"
        >
          {t('newContact')}
        </Button>
      </Box>
      <List dense>
        {entry('all', t('view_all'), <PeopleIcon fontSize="small" />)}
        {entry('frequent', t('view_frequent'), <HistoryIcon fontSize="small" />)}
        {entry('starred', t('view_starred'), <StarIcon fontSize="small" />)}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{t('groups')}</ListSubheader>}>
        {groups
          ? groups.map((group) => entry(group.id, group.name, <GroupIcon fontSize="small" />, group))
          : // Placeholders are list items too: a list holds nothing else (axe's "list" rule).
            [0, 1, 2].map((key) => (
              <ListItem key={key} aria-hidden disablePadding>
                <Skeleton sx={{ mx: 3, flex: 1 }} height={36} />
              </ListItem>
            ))}
        <ListItem disablePadding>
          <ListItemButton
            onClick={() => {
              onNavigate?.();
              onEditGroup({ kind: 'new' });
            }}
            sx={{ borderRadius: 1, mx: 1 }}
            data-testid="contacts-new-group"
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <AddIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('newGroup')} />
          </ListItemButton>
        </ListItem>
      </List>
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => edit('rename')} data-testid="contacts-group-rename">
          {t('renameGroup')}
        </MenuItem>
        <MenuItem onClick={() => edit('remove')} data-testid="contacts-group-remove">
          {t('removeGroup')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
