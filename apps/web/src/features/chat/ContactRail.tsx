import type { ChatContact } from '@conecta/contracts/chat';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { type Theme, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { readableTextOn } from '../../shell/theme';
import { visuallyHidden } from '../../shell/visuallyHidden';
import { ChatAvatar } from './ChatAvatar';
import { chatNamespace } from './locales';

/** The unread count on a contact; shown only while there is something unread. */
export function UnreadBadge({ count, sx }: { count: number; sx?: object }) {
  if (count <= 0) return null;
  return (
    <Box
      component="span"
      data-testid="chat-unread"
      aria-hidden
      sx={{
        minWidth: 20,
        height: 20,
        px: 0.5,
        borderRadius: 10,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 11,
        fontWeight: 600,
        bgcolor: 'secondary.main',
        // Small text: pick black or white for 4.5:1, which the theme's contrast threshold of 3 does not promise.
        color: (theme: Theme) => readableTextOn(theme.palette.secondary.main),
        ...sx,
      }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}

/** The words a screen reader says for a contact: name, presence and unread messages. */
export function useContactLabel() {
  const { t } = useTranslation(chatNamespace);
  return (contact: ChatContact) =>
    [
      contact.name,
      t(`status_${contact.status}`),
      ...(contact.unread > 0 ? [t('unread', { count: contact.unread })] : []),
    ].join(', ');
}

interface ContactRailProps {
  contacts: ChatContact[] | undefined;
  isError: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onPick: (contactId: string) => void;
}

/** The panel's 70-px column of contacts: picture, presence colour and unread count. */
export function ContactRail({ contacts, isError, onRetry, selectedId, onPick }: ContactRailProps) {
  const { t } = useTranslation(chatNamespace);
  const label = useContactLabel();
  // Tooltips open towards the page, away from the screen edge the rail sits on.
  const awayFromEdge = useTheme().direction === 'rtl' ? 'right' : 'left';
  return (
    <Box
      data-testid="chat-rail"
      sx={{ width: 70, flexShrink: 0, overflowY: 'auto', overflowX: 'hidden', py: 1, scrollbarWidth: 'none' }}
    >
      {isError ? (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Tooltip title={`${t('contactsFailed')} ${t('retry')}`} placement={awayFromEdge}>
            <IconButton color="error" aria-label={`${t('contactsFailed')} ${t('retry')}`} onClick={onRetry}>
              <ErrorOutlineIcon />
            </IconButton>
          </Tooltip>
        </Box>
      ) : !contacts ? (
        Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
          <Skeleton key={index} variant="circular" width={40} height={40} sx={{ mx: 'auto', my: 1.5 }} />
        ))
      ) : (
        contacts.map((contact) => {
          const selected = contact.id === selectedId;
          return (
            // The tooltip describes; the button is named by its hidden text (not an aria-label that
            // would differ from the initials on screen).
            <Tooltip key={contact.id} title={contact.name} placement={awayFromEdge} describeChild>
              <ButtonBase
                data-testid="chat-contact"
                data-contact-id={contact.id}
                data-status={contact.status}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onPick(contact.id)}
                sx={{
                  position: 'relative',
                  width: 70,
                  height: 64,
                  bgcolor: selected ? 'action.selected' : undefined,
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                {selected && (
                  <Box
                    sx={{
                      position: 'absolute',
                      insetBlock: 0,
                      insetInlineStart: 0,
                      width: 4,
                      bgcolor: 'secondary.main',
                    }}
                  />
                )}
                <Box component="span" sx={visuallyHidden}>
                  {label(contact)}
                </Box>
                {/* The hidden text says it all: name, presence and unread count; the pictures are for the eye. */}
                <ChatAvatar name={contact.name} avatar={contact.avatar} status={contact.status} decorative />
                <UnreadBadge count={contact.unread} sx={{ position: 'absolute', top: 6, insetInlineEnd: 6 }} />
              </ButtonBase>
            </Tooltip>
          );
        })
      )}
    </Box>
  );
}
