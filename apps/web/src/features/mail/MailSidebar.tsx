import { mailFilters, mailFolders, mailLabels } from '@conecta/contracts/mail';
import DeleteIcon from '@mui/icons-material/Delete';
import DraftsIcon from '@mui/icons-material/Drafts';
import ErrorIcon from '@mui/icons-material/Error';
import InboxIcon from '@mui/icons-material/Inbox';
import LabelIcon from '@mui/icons-material/Label';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import SendIcon from '@mui/icons-material/Send';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mailNamespace } from './locales';
import { filterName, folderName, labelName } from './mailNames';
import { type MailListParams, mailListPath } from './mailPaths';

const folderIcons: Record<string, ReactNode> = {
  inbox: <InboxIcon />,
  sent: <SendIcon />,
  drafts: <DraftsIcon />,
  spam: <ErrorIcon />,
  trash: <DeleteIcon />,
};
const filterIcons: Record<string, ReactNode> = { starred: <StarIcon />, important: <LabelImportantIcon /> };

interface MailSidebarProps {
  current: MailListParams;
  /** A list was picked (the phone's drawer closes). */
  onNavigate?(): void;
}

/** The mailbox's folders, filters and labels (label colours from the contract). */
export function MailSidebar({ current, onNavigate }: MailSidebarProps) {
  const { t } = useTranslation(mailNamespace);
  const entry = (key: string, to: string, selected: boolean, icon: ReactNode, text: string) => (
    <ListItemButton
      key={key}
      component={Link}
      to={to}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={onNavigate}
      data-testid={`mail-nav-${key}`}
      sx={{ borderRadius: 2, mx: 1 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
      <ListItemText primary={text} />
    </ListItemButton>
  );
  const isFolder = !current.filterHandle && !current.labelHandle;
  return (
    <Box component="nav" aria-label={t('openSidebar')} sx={{ py: 2 }}>
      <List dense subheader={<ListSubheader disableSticky>{t('folders')}</ListSubheader>}>
        {mailFolders.map((folder) =>
          entry(
            folder.handle,
            mailListPath({ folderHandle: folder.handle }),
            isFolder && (current.folderHandle ?? 'inbox') === folder.handle,
            folderIcons[folder.handle],
            folderName(t, folder.handle),
          ),
        )}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{t('filters')}</ListSubheader>}>
        {mailFilters.map((filter) =>
          entry(
            filter.handle,
            mailListPath({ filterHandle: filter.handle }),
            current.filterHandle === filter.handle,
            filterIcons[filter.handle],
            filterName(t, filter.handle),
          ),
        )}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{t('labels')}</ListSubheader>}>
        {mailLabels.map((label) =>
          entry(
            label.handle,
            mailListPath({ labelHandle: label.handle }),
            current.labelHandle === label.handle,
            <LabelIcon sx={{ color: label.color }} />,
            labelName(t, label.handle),
          ),
        )}
      </List>
    </Box>
  );
}
