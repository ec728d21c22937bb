import type { ChatContact } from '@conecta/contracts/chat';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChatIcon from '@mui/icons-material/Chat';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChatAvatar } from './ChatAvatar';
import { Conversation } from './Conversation';
import { chatNamespace } from './locales';

/**
 * The chat page's right-hand side: the chosen contact and the conversation with them, or an
 * invitation to choose one. `onBack` returns to the lists on small screens.
 */
export function ChatConversationPane({
  selected,
  userId,
  onBack,
}: {
  selected: ChatContact | undefined;
  userId: string | undefined;
  onBack: () => void;
}) {
  const { t } = useTranslation(chatNamespace);
  return (
    <>
      {selected && userId ? (
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
            <IconButton aria-label={t('back')} onClick={onBack} sx={{ display: { md: 'none' } }}>
              <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
            </IconButton>
            <ChatAvatar name={selected.name} avatar={selected.avatar} status={selected.status} />
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h2" sx={{ fontWeight: 600 }} noWrap dir="auto" data-testid="chat-contact-name">
                {selected.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap data-testid="chat-contact-status">
                {t(`status_${selected.status}`)}
                {selected.mood ? ` · ${selected.mood}` : ''}
              </Typography>
            </Box>
          </Box>
          <Conversation key={selected.id} contact={selected} userId={userId} />
        </>
      ) : (
        <Box sx={{ m: 'auto', px: 3, textAlign: 'center', color: 'text.secondary' }}>
          <ChatIcon sx={{ fontSize: 96, opacity: 0.3 }} />
          <Typography sx={{ mt: 1 }}>{t('selectContact')}</Typography>
        </Box>
      )}
    </>
  );
}
