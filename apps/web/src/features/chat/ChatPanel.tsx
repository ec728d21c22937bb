import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Suspense, type TouchEvent, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectDirection } from '../../shell/i18n/languageSlice';
import { RegionTheme } from '../../shell/layout/RegionTheme';
import { lazyWithRetry } from '../../shell/recovery';
import { readableTextOn } from '../../shell/theme';
import { useChatContacts, useGetChatUserQuery } from './api';
import { ChatAvatar } from './ChatAvatar';
import { ContactRail } from './ContactRail';
import {
  chatContactPicked,
  chatPanelClosed,
  chatPanelToggled,
  chatPanelWidth,
  chatRailWidth,
  chatToggleAttribute,
  selectChatPanelOpen,
  selectChatSelectedContactId,
} from './chatSlice';
import { chatNamespace } from './locales';
import { orderContacts } from './people';

// The conversation's code comes when a conversation opens: every signed-in page shows the rail, few open chat.
const Conversation = lazyWithRetry(() => import('./Conversation').then((module) => ({ default: module.Conversation })));

/** How far a finger must travel, mostly sideways, for a swipe to close the panel. */
const swipeDistance = 50;

/**
 * The team chat panel (console-core §4.4) at the end edge of the screen: the contacts' rail and,
 * when open, the chat with the selected contact. It closes on Escape, on a click outside and on
 * a swipe towards its edge (right in left-to-right, left in right-to-left).
 */
export default function ChatPanel() {
  const { t } = useTranslation(chatNamespace);
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectChatPanelOpen);
  const selectedId = useAppSelector(selectChatSelectedContactId);
  const direction = useAppSelector(selectDirection);
  const contactsQuery = useChatContacts();
  const userQuery = useGetChatUserQuery();
  const root = useRef<HTMLElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const chatList = userQuery.data?.chatList;
  const contacts = useMemo(() => {
    if (!contactsQuery.data) return undefined;
    const { withChat, others } = orderContacts(contactsQuery.data, chatList ?? []);
    return [...withChat, ...others];
  }, [contactsQuery.data, chatList]);
  const selected = contactsQuery.data?.find((contact) => contact.id === selectedId);
  // What lies past the rail is clipped while closed: keep it out of the tab order and the reading order too.
  const beyondRail = open ? 'inherit' : 'hidden';

  /** Closed from the keyboard (Escape, the close button): the focus goes back to the toolbar's toggle. */
  const closeByKeyboard = useCallback(() => {
    document.querySelector<HTMLElement>(`button[${chatToggleAttribute}]`)?.focus();
    dispatch(chatPanelClosed());
  }, [dispatch]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeByKeyboard();
    };
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || root.current?.contains(target)) return;
      // Something rendered in a portal on the panel's behalf, or the toolbar's toggle, is not outside.
      if (target instanceof Element && target.closest(`[${chatToggleAttribute}], [role="tooltip"]`)) return;
      dispatch(chatPanelClosed());
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open, dispatch, closeByKeyboard]);

  // Opening moves the keyboard into the panel: the message box when a chat shows, else its close button.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (open)
      root.current?.querySelector<HTMLElement>('textarea[data-testid="chat-input"], [data-chat-close]')?.focus();
  }, [open]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!open || !start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    if ((direction === 'rtl' && dx < 0) || (direction === 'ltr' && dx > 0)) dispatch(chatPanelClosed());
  };

  return (
    <Box
      ref={root}
      component="aside"
      data-testid="chat-panel"
      data-open={open}
      aria-label={t('title')}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      sx={(theme) => ({
        position: 'fixed',
        insetBlock: 0,
        insetInlineEnd: 0,
        zIndex: theme.zIndex.drawer,
        display: 'flex',
        flexDirection: 'column',
        width: open ? chatPanelWidth : { xs: 0, lg: chatRailWidth },
        maxWidth: '100vw',
        overflow: 'hidden',
        visibility: open ? 'visible' : { xs: 'hidden', lg: 'visible' },
        bgcolor: 'background.paper',
        borderInlineStart: 1,
        borderColor: 'divider',
        boxShadow: open ? 12 : 0,
        transition: theme.transitions.create(['width', 'box-shadow'], {
          duration: theme.transitions.duration.shorter,
        }),
      })}
    >
      <RegionTheme region="toolbar">
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexShrink: 0,
            height: { xs: 48, md: 64 },
            width: chatPanelWidth,
            maxWidth: '100vw',
            bgcolor: 'primary.main',
            color: (theme) => readableTextOn(theme.palette.primary.main),
          }}
        >
          <Box sx={{ width: chatRailWidth, flexShrink: 0, display: 'flex', justifyContent: 'center' }}>
            <IconButton
              color="inherit"
              aria-label={t('title')}
              aria-expanded={open}
              onClick={() => dispatch(chatPanelToggled())}
            >
              <ChatIcon />
            </IconButton>
          </Box>
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexGrow: 1, minWidth: 0, visibility: beyondRail }}
          >
            {selected ? (
              <>
                <ChatAvatar name={selected.name} avatar={selected.avatar} status={selected.status} size={32} />
                <Typography noWrap dir="auto" sx={{ fontWeight: 600 }}>
                  {selected.name}
                </Typography>
              </>
            ) : (
              <Typography component="h2" variant="h6" noWrap>
                {t('title')}
              </Typography>
            )}
          </Box>
          <IconButton
            color="inherit"
            aria-label={t('close')}
            data-chat-close
            onClick={closeByKeyboard}
            sx={{ mx: 1, visibility: beyondRail }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      </RegionTheme>

      <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0, width: chatPanelWidth, maxWidth: '100vw' }}>
        <ContactRail
          contacts={contacts}
          isError={contactsQuery.isError}
          onRetry={() => void contactsQuery.refetch()}
          selectedId={selectedId}
          onPick={(contactId) => dispatch(chatContactPicked(contactId))}
        />
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            flexGrow: 1,
            minWidth: 0,
            borderInlineStart: 1,
            borderColor: 'divider',
            bgcolor: 'background.default',
            visibility: beyondRail,
          }}
        >
          {!selectedId ? (
            <Box sx={{ m: 'auto', px: 3, textAlign: 'center', color: 'text.secondary' }}>
              <ChatIcon sx={{ fontSize: 64, opacity: 0.4 }} />
              <Typography sx={{ mt: 1 }}>{t('selectContact')}</Typography>
            </Box>
          ) : userQuery.isError ? (
            <Alert
              severity="error"
              sx={{ m: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void userQuery.refetch()}>
                  {t('retry')}
                </Button>
              }
            >
              {t('chatFailed')}
            </Alert>
          ) : selected && userQuery.data ? (
            <Suspense fallback={<CircularProgress sx={{ m: 'auto' }} aria-label={t('title')} />}>
              <Conversation key={selected.id} contact={selected} userId={userQuery.data.id} compact />
            </Suspense>
          ) : (
            <CircularProgress sx={{ m: 'auto' }} aria-label={t('title')} />
          )}
        </Box>
      </Box>
    </Box>
  );
}
