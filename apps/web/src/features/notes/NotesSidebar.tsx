import type { NoteLabel } from '@conecta/contracts/notes';
import AlarmIcon from '@mui/icons-material/Alarm';
import ArchiveIcon from '@mui/icons-material/Archive';
import EditIcon from '@mui/icons-material/Edit';
import LabelIcon from '@mui/icons-material/Label';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notesNamespace } from './locales';
import { type NotesList, notesPaths } from './notesView';

interface NotesSidebarProps {
  current: NotesList;
  labels: NoteLabel[];
  onEditLabels(): void;
  onNavigate?(): void;
}

/** All notes, the reminders, the archive and each label, a link each; and the labels dialog. */
export function NotesSidebar({ current, labels, onEditLabels, onNavigate }: NotesSidebarProps) {
  const { t } = useTranslation(notesNamespace);
  const entry = (key: string, to: string, selected: boolean, icon: ReactNode, text: string) => (
    <ListItem key={key} disablePadding>
      <ListItemButton
        component={Link}
        to={to}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ borderRadius: 1, mx: 1 }}
        data-testid={`notes-nav-${key}`}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
        <ListItemText primary={text} />
      </ListItemButton>
    </ListItem>
  );
  const isFilter = (filter: string) => current.kind === 'filter' && current.filter === filter;
  return (
    <Box component="nav" aria-label={t('lists')} sx={{ py: 2 }}>
      <List dense disablePadding>
        {entry('all', notesPaths.all, current.kind === 'all', <StickyNote2Icon fontSize="small" />, t('allNotes'))}
        {entry(
          'reminders',
          notesPaths.filter('reminders'),
          isFilter('reminders'),
          <AlarmIcon fontSize="small" />,
          t('reminders'),
        )}
        {entry(
          'archive',
          notesPaths.filter('archive'),
          isFilter('archive'),
          <ArchiveIcon fontSize="small" />,
          t('archived'),
        )}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{t('labels')}</ListSubheader>}>
        {labels.map((label) =>
          entry(
            `label-${label.handle}`,
            notesPaths.label(label),
            current.kind === 'label' && current.labelId === label.id,
            <LabelIcon fontSize="small" />,
            label.name,
          ),
        )}
        <ListItem disablePadding>
          <ListItemButton
            onClick={() => {
              onNavigate?.();
              onEditLabels();
            }}
            sx={{ borderRadius: 1, mx: 1 }}
            data-testid="notes-edit-labels"
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('editLabels')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
