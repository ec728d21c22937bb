import { type ChatContact, type ChatStatus, type ChatUser, chatLimits, chatStatuses } from '@conecta/contracts/chat';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChatIcon from '@mui/icons-material/Chat';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type HTMLAttributes, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatRelative } from '../../shell/history';
import { loadServerMessages } from '../../shell/i18n/serverMessages';
import { showMessage } from '../../shell/message/messageSlice';
import { PageHeader } from '../../shell/PageHeader';
import { visuallyHidden } from '../../shell/visuallyHidden';
import { useChatContacts, useGetChatUserQuery, useUpdateChatUserDataMutation } from './api';
import { ChatAvatar } from './ChatAvatar';
import { UnreadBadge } from './ContactRail';
import { Conversation } from './Conversation';
import { chatPageContactChanged, selectChatPageContactId } from './chatSlice';
import { chatNamespace } from './locales';
import { translateChatServerMessage } from './panelLocales';
import { orderContacts, searchable, statusColors } from './people';

function StatusDot({ status }: { status: ChatStatus }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: statusColors[status] }}
    />
  );
}

/** The user's own card: picture, name, status and mood, the last two saved as soon as they change. */
function Profile({ user }: { user: ChatUser }) {
  const { t } = useTranslation(chatNamespace);
  const dispatch = useAppDispatch();
  const [update] = useUpdateChatUserDataMutation();
  const [mood, setMood] = useState(user.mood);
  const [savedMood, setSavedMood] = useState(user.mood);
  // The mood last sent: Enter then blur, or blur while the save is in flight, must not send it twice.
  const requestedMood = useRef(user.mood);
  // The mood changed elsewhere (another tab, a refetch): show it unless the user is editing.
  if (user.mood !== savedMood) {
    if (mood === savedMood) setMood(user.mood);
    setSavedMood(user.mood);
    requestedMood.current = user.mood;
  }

  const save = async (changes: { mood?: string; status?: ChatStatus }) => {
    if (changes.mood !== undefined) requestedMood.current = changes.mood;
    try {
      await update(changes).unwrap();
    } catch (error) {
      const reason = firstServerMessage(readApiFailure(error));
      await loadServerMessages();
      dispatch(
        showMessage({
          message: reason ? `${t('saveFailed')} ${translateChatServerMessage(t, reason)}` : t('saveFailed'),
          variant: 'error',
        }),
      );
      if (changes.mood !== undefined) {
        requestedMood.current = user.mood;
        setMood(user.mood);
      }
    }
  };
  const saveMood = () => {
    const wanted = mood.trim();
    if (wanted !== requestedMood.current) void save({ mood: wanted });
    else if (wanted !== mood) setMood(wanted);
  };

  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }} aria-label={t('profile')} role="group">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <ChatAvatar name={user.name} avatar={user.avatar} size={48} />
        <Typography sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }} noWrap>
          {user.name}
        </Typography>
      </Box>
      <TextField
        select
        size="small"
        label={t('status')}
        value={user.status}
        onChange={(event) => void save({ status: event.target.value as ChatStatus })}
        slotProps={{
          select: {
            SelectDisplayProps: { 'data-testid': 'chat-status' } as HTMLAttributes<HTMLDivElement>,
            renderValue: (value) => (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <StatusDot status={value as ChatStatus} />
                {t(`status_${value as ChatStatus}`)}
              </Box>
            ),
          },
        }}
      >
        {chatStatuses.map((status) => (
          <MenuItem key={status} value={status} sx={{ gap: 1 }}>
            <StatusDot status={status} />
            {t(`status_${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('mood')}
        placeholder={t('moodPlaceholder')}
        value={mood}
        onChange={(event) => setMood(event.target.value)}
        onBlur={saveMood}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            saveMood();
          } else if (event.key === 'Escape') {
            setMood(user.mood);
          }
        }}
        slotProps={{ htmlInput: { 'data-testid': 'chat-mood', maxLength: chatLimits.mood, dir: 'auto' } }}
      />
    </Box>
  );
}

function ContactItem({
  contact,
  selected,
  lastMessageTime,
  onPick,
}: {
  contact: ChatContact;
  selected: boolean;
  lastMessageTime?: string;
  onPick: () => void;
}) {
  const { t, i18n } = useTranslation(chatNamespace);
  // Named by what it shows (name, mood, time) plus, for screen readers, presence and unread count.
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
          secondary={contact.mood || undefined}
          // Names and moods keep their own direction inside a right-to-left page.
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

/**
 * The chat application (`/apps/chat`, demo-apps "Chat"): the user's profile, their chats and
 * contacts with a search, and the conversation with the chosen contact, live like the panel.
 */
export default function ChatPage() {
  const { t } = useTranslation(chatNamespace);
  const dispatch = useAppDispatch();
  const contactsQuery = useChatContacts();
  const userQuery = useGetChatUserQuery();
  const selectedId = useAppSelector(selectChatPageContactId);
  const [search, setSearch] = useState('');

  // What the page shows is being read; once the page is gone, it is not.
  useEffect(() => () => void dispatch(chatPageContactChanged(null)), [dispatch]);

  const pick = (contactId: string | null) => dispatch(chatPageContactChanged(contactId));
  const chatList = userQuery.data?.chatList;
  const lists = useMemo(() => {
    if (!contactsQuery.data) return undefined;
    const wanted = searchable(search);
    const matching = wanted
      ? contactsQuery.data.filter((contact) => searchable(contact.name).includes(wanted))
      : contactsQuery.data;
    return orderContacts(matching, chatList ?? []);
  }, [contactsQuery.data, chatList, search]);
  const lastMessageTimes = useMemo(
    () => new Map(chatList?.map((item) => [item.contactId, item.lastMessageTime])),
    [chatList],
  );
  const selected = contactsQuery.data?.find((contact) => contact.id === selectedId);
  const failed = contactsQuery.isError || userQuery.isError;
  const retry = () => {
    if (contactsQuery.isError) void contactsQuery.refetch();
    if (userQuery.isError) void userQuery.refetch();
  };

  const renderItems = (contacts: ChatContact[]) =>
    contacts.map((contact) => (
      <ContactItem
        key={contact.id}
        contact={contact}
        selected={contact.id === selectedId}
        lastMessageTime={lastMessageTimes.get(contact.id) || undefined}
        onPick={() => pick(contact.id)}
      />
    ));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader title={t('appTitle')} />
      <Paper
        data-testid="chat-page"
        variant="outlined"
        sx={{ display: 'flex', height: 'calc(100dvh - 240px)', minHeight: 480, overflow: 'hidden' }}
      >
        <Box
          sx={{
            width: { xs: '100%', md: 320 },
            flexShrink: 0,
            display: { xs: selected ? 'none' : 'flex', md: 'flex' },
            flexDirection: 'column',
            borderInlineEnd: 1,
            borderColor: 'divider',
            minHeight: 0,
          }}
        >
          {userQuery.data ? (
            <Profile user={userQuery.data} />
          ) : (
            !userQuery.isError && <Skeleton variant="rounded" height={150} sx={{ m: 2 }} />
          )}
          <Box sx={{ px: 2, pb: 1 }}>
            <TextField
              type="search"
              size="small"
              fullWidth
              placeholder={t('search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              slotProps={{
                htmlInput: { 'aria-label': t('search'), 'data-testid': 'chat-search', maxLength: chatLimits.search },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
          <Box sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto' }}>
            {failed ? (
              <Alert
                severity="error"
                sx={{ m: 2 }}
                action={
                  <Button color="inherit" size="small" onClick={retry}>
                    {t('retry')}
                  </Button>
                }
              >
                {t('contactsFailed')}
              </Alert>
            ) : !lists || !userQuery.data ? (
              <ListSkeleton />
            ) : (
              <>
                <List dense={false} subheader={<ListSubheader>{t('chats')}</ListSubheader>} data-testid="chat-list">
                  {lists.withChat.length > 0 ? (
                    renderItems(lists.withChat)
                  ) : (
                    <EmptyItem text={search ? t('noMatches') : t('noChats')} />
                  )}
                </List>
                <List subheader={<ListSubheader>{t('contacts')}</ListSubheader>} data-testid="chat-contact-list">
                  {lists.others.length > 0 ? (
                    renderItems(lists.others)
                  ) : (
                    <EmptyItem text={search ? t('noMatches') : t('noContacts')} />
                  )}
                </List>
              </>
            )}
          </Box>
        </Box>

        <Box
          sx={{
            flexGrow: 1,
            minWidth: 0,
            display: { xs: selected ? 'flex' : 'none', md: 'flex' },
            flexDirection: 'column',
            bgcolor: 'background.default',
          }}
        >
          {selected && userQuery.data ? (
            <>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 2,
                  py: 1.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                }}
              >
                <IconButton aria-label={t('back')} onClick={() => pick(null)} sx={{ display: { md: 'none' } }}>
                  <ArrowBackIcon
                    sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
                  />
                </IconButton>
                <ChatAvatar name={selected.name} avatar={selected.avatar} status={selected.status} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h2" sx={{ fontWeight: 600 }} noWrap data-testid="chat-contact-name">
                    {selected.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap data-testid="chat-contact-status">
                    {t(`status_${selected.status}`)}
                    {selected.mood ? ` · ${selected.mood}` : ''}
                  </Typography>
                </Box>
              </Box>
              <Conversation key={selected.id} contact={selected} userId={userQuery.data.id} />
            </>
          ) : (
            <Box sx={{ m: 'auto', px: 3, textAlign: 'center', color: 'text.secondary' }}>
              <ChatIcon sx={{ fontSize: 96, opacity: 0.3 }} />
              <Typography sx={{ mt: 1 }}>{t('selectContact')}</Typography>
            </Box>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
