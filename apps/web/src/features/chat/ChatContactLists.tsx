import type { ChatContact, ChatListItem } from '@conecta/contracts/chat';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRelative } from '../../shell/history';
import { visuallyHidden } from '../../shell/visuallyHidden';
import { ChatAvatar } from './ChatAvatar';
import { UnreadBadge } from './ContactRail';
import { chatNamespace } from './locales';

function ContactItem({
  contact,
  selected,
  chat,
  onPick,
}: {
  contact: ChatContact;
  selected: boolean;
  /** The user's chat with this contact, if any: its last message shows instead of the contact's mood. */
  chat?: ChatListItem;
  onPick: () => void;
}) {
  const { t, i18n } = useTranslation(chatNamespace);
  const lastMessageTime = chat?.lastMessageTime;
  // Named by what it shows (name, last message or mood, time) plus, for screen readers, presence and unread count.
  return (
    <ListItem disablePadding>
      <ListItemButton
        data-testid="chat-contact"
        data-contact-id={contact.id}
        data-status={contact.status}
        aria-current={selected ? 'true' : undefined}
        selected={selected}
        onClick={onPick}
      >
        <ListItemAvatar>
          <ChatAvatar name={contact.name} avatar={contact.avatar} status={contact.status} decorative />
        </ListItemAvatar>
        <ListItemText
          primary={
            <>
              {contact.name}
              <Box component="span" sx={visuallyHidden}>
                , {t(`status_${contact.status}`)}
                {contact.unread > 0 ? `, ${t('unread', { count: contact.unread })}` : ''}
              </Box>
            </>
          }
          secondary={(chat ? chat.lastMessage : contact.mood) || undefined}
          // Names, messages and moods keep their own direction inside a right-to-left page.
          slotProps={{ primary: { noWrap: true, dir: 'auto' }, secondary: { noWrap: true, dir: 'auto' } }}
          sx={{ minWidth: 0 }}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, ml: 1 }}>
          {lastMessageTime && (
            <Typography variant="caption" color="text.secondary" noWrap>
              {formatRelative(lastMessageTime, i18n.language)}
            </Typography>
          )}
          <UnreadBadge count={contact.unread} />
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

function EmptyItem({ text }: { text: string }) {
  return (
    <ListItem>
      <Typography color="text.secondary">{text}</Typography>
    </ListItem>
  );
}

function ListSkeleton() {
  return (
    <Box sx={{ px: 2 }} aria-busy="true">
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton variant="text" sx={{ flexGrow: 1 }} />
        </Box>
      ))}
    </Box>
  );
}

export interface ChatContactListsProps {
  /** The contacts with a chat and the others, as `orderContacts` splits them; undefined while loading. */
  lists: { withChat: ChatContact[]; others: ChatContact[] } | undefined;
  selectedId: string | null;
  /** The user's chats by contact id. */
  chatEntries: ReadonlyMap<string, ChatListItem>;
  /** Whether a search narrows the lists (their empty texts say so). */
  searching: boolean;
  failed: boolean;
  onRetry: () => void;
  onPick: (contactId: string) => void;
}

/** The chat page's chats and contacts, with their loading and failure states. */
export function ChatContactLists({
  lists,
  selectedId,
  chatEntries,
  searching,
  failed,
  onRetry,
  onPick,
}: ChatContactListsProps) {
  const { t } = useTranslation(chatNamespace);
  if (failed)
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      >
        {t('contactsFailed')}
      </Alert>
    );
  if (!lists) return <ListSkeleton />;

  const renderItems = (contacts: ChatContact[]) =>
    contacts.map((contact) => (
      <ContactItem
        key={contact.id}
        contact={contact}
        selected={contact.id === selectedId}
        chat={chatEntries.get(contact.id)}
        onPick={() => onPick(contact.id)}
      />
    ));
  return (
    <>
      <List dense={false} subheader={<ListSubheader>{t('chats')}</ListSubheader>} data-testid="chat-list">
        {lists.withChat.length > 0 ? (
          renderItems(lists.withChat)
        ) : (
          <EmptyItem text={searching ? t('noMatches') : t('noChats')} />
        )}
      </List>
      <List subheader={<ListSubheader>{t('contacts')}</ListSubheader>} data-testid="chat-contact-list">
        {lists.others.length > 0 ? (
          renderItems(lists.others)
        ) : (
          <EmptyItem text={searching ? t('noMatches') : t('noContacts')} />
        )}
      </List>
    </>
  );
}
