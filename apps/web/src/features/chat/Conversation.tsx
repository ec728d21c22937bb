import { type ChatContact, type ChatMessage, chatLimits } from '@conecta/contracts/chat';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { loadMessageTexts, sayMessage } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { readableTextOn } from '../../shell/theme';
import { useGetChatQuery, useSendMessageMutation } from './api';
import { ChatAvatar } from './ChatAvatar';
import { chatNamespace } from './locales';
import { formatCompactMessageTime, formatMessageTime, formatShortMessageTime } from './messageTime';

function Message({
  message,
  mine,
  contact,
  firstOfRun,
  lastOfRun,
  compact,
}: {
  message: ChatMessage;
  mine: boolean;
  contact: ChatContact;
  firstOfRun: boolean;
  lastOfRun: boolean;
  compact: boolean;
}) {
  const { i18n } = useTranslation();
  const time = formatMessageTime(message.time, i18n.language);
  // The panel shows the moment compactly; the page, like chat apps, the time today and the date before.
  const shownTime = compact
    ? formatCompactMessageTime(message.time, i18n.language)
    : formatShortMessageTime(message.time, i18n.language);
  return (
    <Box
      data-testid="chat-message"
      data-mine={mine}
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: 1,
        flexDirection: mine ? 'row-reverse' : 'row',
        mt: firstOfRun ? 1.5 : 0.25,
      }}
    >
      {!mine && (
        <Box sx={{ width: 32, flexShrink: 0 }}>
          {lastOfRun && <ChatAvatar name={contact.name} avatar={contact.avatar} size={32} />}
        </Box>
      )}
      <Box
        sx={{ maxWidth: '80%', display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}
      >
        <Box
          title={time}
          // Each message reads in its own direction (Portuguese text inside the Arabic console).
          dir="auto"
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 2,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            bgcolor: mine ? 'primary.main' : 'action.selected',
            color: (theme) => (mine ? readableTextOn(theme.palette.primary.main) : theme.palette.text.primary),
          }}
        >
          {message.message}
        </Box>
        {lastOfRun && (
          <Typography
            component="time"
            dateTime={message.time}
            variant="caption"
            color="text.secondary"
            data-testid="chat-message-time"
            title={time}
            sx={{ mt: 0.5 }}
          >
            {shownTime}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * One conversation (console-core §4.4): the messages oldest first, and the send form once the
 * chat is loaded. An empty text is not sent (whitespace is, as the spec says); the input is
 * cleared as the message goes, and the view follows the newest message.
 */
export function Conversation({
  contact,
  userId,
  compact = false,
}: {
  contact: ChatContact;
  userId: string;
  /** In the narrow panel: times without seconds and year (the whole time in their tooltip). */
  compact?: boolean;
}) {
  const { t } = useTranslation(chatNamespace);
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = useGetChatQuery({ contactId: contact.id, userId });
  const [sendMessage] = useSendMessageMutation();
  const [text, setText] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const dialog = data?.chat.dialog ?? [];

  // Newest message in view: on opening, on sending and on every message that arrives.
  useLayoutEffect(() => {
    void dialog.length;
    void contact.id;
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [dialog.length, contact.id]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!data || text === '') return;
    const messageText = text;
    setText('');
    try {
      await sendMessage({ chatId: data.chat.id, messageText, contactId: contact.id }).unwrap();
    } catch (error) {
      // Give the words back unless the user has started typing something else.
      setText((current) => (current === '' ? messageText : current));
      const reason = firstServerMessage(readApiFailure(error));
      if (reason) await loadMessageTexts(reason);
      dispatch(
        showMessage({
          message: reason ? `${t('sendFailed')} ${sayMessage(reason)}` : t('sendFailed'),
          variant: 'error',
        }),
      );
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}>
      <Box
        ref={scroller}
        role="log"
        aria-label={t('conversation', { name: contact.name })}
        data-testid="chat-messages"
        // Reachable by keyboard, so the history can be scrolled without a mouse.
        tabIndex={0}
        sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto', px: 2, py: 1 }}
      >
        {isError ? (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('chatFailed')}
          </Alert>
        ) : isLoading || !data ? (
          <Box sx={{ pt: 2 }} aria-busy="true">
            <Skeleton variant="rounded" height={36} width="60%" sx={{ mb: 1 }} />
            <Skeleton variant="rounded" height={36} width="50%" sx={{ mb: 1, ml: 'auto' }} />
            <Skeleton variant="rounded" height={36} width="70%" />
          </Box>
        ) : dialog.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4, px: 2 }}>
            {t('startConversation')}
          </Typography>
        ) : (
          dialog.map((message, index) => (
            <Message
              key={message.id}
              message={message}
              mine={message.who === userId}
              contact={contact}
              firstOfRun={dialog[index - 1]?.who !== message.who}
              lastOfRun={dialog[index + 1]?.who !== message.who}
              compact={compact}
            />
          ))
        )}
      </Box>
      {data && (
        <Box
          component="form"
          onSubmit={(event) => void send(event)}
          sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
        >
          <TextField
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Enter sends; Shift+Enter starts a new line.
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void send();
              }
            }}
            placeholder={t('typeMessage')}
            multiline
            maxRows={4}
            size="small"
            fullWidth
            autoComplete="off"
            slotProps={{
              htmlInput: {
                'data-testid': 'chat-input',
                dir: 'auto',
                'aria-label': t('typeMessage'),
                maxLength: chatLimits.messageText,
              },
            }}
          />
          <IconButton type="submit" color="primary" aria-label={t('send')} data-testid="chat-send">
            <SendIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
