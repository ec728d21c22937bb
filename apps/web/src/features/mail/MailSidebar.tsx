import { type MailUnreadCounts, mailFilters, mailFolders, mailLabels } from '@conecta/contracts/mail';
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
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CollectionList, sameList } from '../../shell/collection';
import { shortCount } from '../../shell/navigationBadgeSource';
import { visuallyHidden } from '../../shell/visuallyHidden';
import { mailNamespace } from './locales';
import { filterName, folderName, labelName, unreadOf } from './mailNames';
import { mailPaths } from './mailPaths';

const folderIcons: Record<string, ReactNode> = {
  inbox: <InboxIcon />,
  sent: <SendIcon />,
  drafts: <DraftsIcon />,
  spam: <ErrorIcon />,
  trash: <DeleteIcon />,
};
const filterIcons: Record<string, ReactNode> = { starred: <StarIcon />, important: <LabelImportantIcon /> };

interface MailSidebarProps {
  current: CollectionList;
  /** The unread mail of each list, shown beside it (none while they load). */
  counts?: MailUnreadCounts;
  /** A list was picked (the phone's drawer closes). */
  onNavigate?(): void;
}

/** The mailbox's folders, filters and labels (label colours from the contract). */
export function MailSidebar({ current, counts, onNavigate }: MailSidebarProps) {
  const { t } = useTranslation(mailNamespace);
  const entry = (list: CollectionList, icon: ReactNode, text: string) => {
    const selected = sameList(list, current);
    const unread = unreadOf(counts, list);
    // Each entry in a list item: a list holds only items (axe's `list` rule).
    return (
      <ListItem key={list.handle} disablePadding>
        <ListItemButton
          component={Link}
          to={mailPaths.list(list)}
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          onClick={onNavigate}
          data-testid={`mail-nav-${list.handle}`}
          sx={{ borderRadius: 2, mx: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
          <ListItemText primary={text} />
          {unread > 0 && (
            <>
              <Box
                component="span"
                aria-hidden="true"
                data-testid={`mail-unread-${list.handle}`}
                sx={{ ms: 1, fontSize: 12, fontWeight: 700, color: selected ? 'inherit' : 'primary.main' }}
              >
                {shortCount(unread)}
              </Box>
              <Box component="span" sx={visuallyHidden}>
                {t('unreadCount', { count: unread })}
              </Box>
            </>
          )}
        </ListItemButton>
      </ListItem>
    );
  };
  return (
    <Box component="nav" aria-label={t('openSidebar')} sx={{ py: 2 }}>
      <List dense subheader={<ListSubheader disableSticky>{t('folders')}</ListSubheader>}>
        {mailFolders.map((folder) =>
          entry({ kind: 'folder', handle: folder.handle }, folderIcons[folder.handle], folderName(t, folder.handle)),
        )}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{t('filters')}</ListSubheader>}>
        {mailFilters.map((filter) =>
          entry({ kind: 'filter', handle: filter.handle }, filterIcons[filter.handle], filterName(t, filter.handle)),
        )}
      </List>
      <List dense subheader={<ListSubheader disableSticky>{t('labels')}</ListSubheader>}>
        {mailLabels.map((label) =>
          entry(
            { kind: 'label', handle: label.handle },
            <LabelIcon sx={{ color: label.color }} />,
            labelName(t, label.handle),
          ),
        )}
      </List>
    </Box>
  );
}
