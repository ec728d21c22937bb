import ChatIcon from '@mui/icons-material/Chat';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsGuest } from '../../app/session/authSlice';
import { readableTextOn } from '../../shell/theme';
import { chatPanelToggled, chatToggleAttribute, selectChatPanelOpen, selectChatUnreadTotal } from './chatSlice';
import { chatNamespace } from './locales';

/** Toolbar button that flips the team chat panel, with the number of unread messages once known. */
export function ChatPanelToggle() {
  const { t } = useTranslation(chatNamespace);
  const dispatch = useAppDispatch();
  const isGuest = useAppSelector(selectIsGuest);
  const open = useAppSelector(selectChatPanelOpen);
  // Counted by the panel or the page once they have the contacts; nothing before that.
  const unread = useAppSelector(selectChatUnreadTotal);
  if (isGuest) return null;
  const label = unread > 0 ? `${t('title')}, ${t('unreadTotal', { count: unread })}` : t('title');

  return (
    <Tooltip title={t('title')}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-expanded={open}
        data-testid="chat-toggle"
        // Not a click outside the panel: the panel must not close just before this reopens it.
        {...{ [chatToggleAttribute]: '' }}
        onClick={() => dispatch(chatPanelToggled())}
      >
        {/* No count, no badge text: a hidden "0" would be text the button's name does not say (axe). */}
        <Badge
          badgeContent={unread > 0 ? unread : null}
          color="secondary"
          max={99}
          sx={{ '& .MuiBadge-badge': { color: (theme) => readableTextOn(theme.palette.secondary.main) } }}
        >
          <ChatIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
