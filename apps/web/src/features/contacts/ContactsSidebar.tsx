import type { ContactsGroup } from '@conecta/contracts/contacts';
import AddIcon from '@mui/icons-material/Add';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import StarIcon from '@mui/icons-material/StarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contactsNamespace } from './locales';

interface ContactsSidebarProps {
  current: string;
  groups: ContactsGroup[] | undefined;
  onNew(): void;
  /** Called after a view is picked (the phone's drawer closes). */
  onNavigate?(): void;
}

/** The views (all, frequent, starred) and the account's groups, each a link; the current one is marked. */
export function ContactsSidebar({ current, groups, onNew, onNavigate }: ContactsSidebarProps) {
  const { t } = useTranslation(contactsNamespace);
  const entry = (id: string, title: string, icon: ReactNode) => (
    <ListItem key={id} disablePadding>
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
          ? groups.map((group) => entry(group.id, group.name, <GroupIcon fontSize="small" />))
          : [0, 1, 2].map((key) => <Skeleton key={key} sx={{ mx: 3 }} height={36} />)}
      </List>
    </Box>
  );
}
