import { type ChatStatus, type ChatUser, chatLimits, chatStatuses } from '@conecta/contracts/chat';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type HTMLAttributes, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { loadMessageTexts, sayMessage } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { useUpdateChatUserDataMutation } from './api';
import { ChatAvatar } from './ChatAvatar';
import { chatNamespace } from './locales';
import { statusColors } from './people';

function StatusDot({ status }: { status: ChatStatus }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: statusColors[status] }}
    />
  );
}

/** The user's own card: picture, name, status and mood, the last two saved as soon as they change. */
export function ChatProfile({ user }: { user: ChatUser }) {
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
      if (reason) await loadMessageTexts(reason);
      dispatch(
        showMessage({
          message: reason ? `${t('saveFailed')} ${sayMessage(reason)}` : t('saveFailed'),
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
        <Typography sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }} noWrap dir="auto">
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
