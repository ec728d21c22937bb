import { chatLimits } from '@conecta/contracts/chat';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageHeader } from '../../shell/PageHeader';
import { useChatContacts, useGetChatUserQuery } from './api';
import { ChatContactLists } from './ChatContactLists';
import { ChatConversationPane } from './ChatConversationPane';
import { ChatProfile } from './ChatProfile';
import { chatPageContactChanged, selectChatPageContactId } from './chatSlice';
import { chatNamespace } from './locales';
import { orderContacts, searchable } from './people';
import { useChatLive } from './useChatLive';

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
  // Live whether or not the layout shows the chat panel.
  useChatLive();

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
  const chatEntries = useMemo(() => new Map(chatList?.map((item) => [item.contactId, item])), [chatList]);
  const selected = contactsQuery.data?.find((contact) => contact.id === selectedId);
  const failed = contactsQuery.isError || userQuery.isError;
  const retry = () => {
    if (contactsQuery.isError) void contactsQuery.refetch();
    if (userQuery.isError) void userQuery.refetch();
  };

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
            <ChatProfile user={userQuery.data} />
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
            <ChatContactLists
              lists={userQuery.data ? lists : undefined}
              selectedId={selectedId}
              chatEntries={chatEntries}
              searching={search !== ''}
              failed={failed}
              onRetry={retry}
              onPick={pick}
            />
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
          <ChatConversationPane selected={selected} userId={userQuery.data?.id} onBack={() => pick(null)} />
        </Box>
      </Paper>
    </Box>
  );
}
