import type { ScrumboardBoard, ScrumboardCard } from '@conecta/contracts/scrumboard';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CSSProperties, HTMLAttributes, KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowDate } from '../../shell/collection';
import { useStoredFileQuery } from '../../shell/files/api';
import { PersonAvatar } from '../../shell/PersonAvatar';
import { labelColor } from './boardColors';
import { scrumboardNamespace } from './locales';

function Cover({ src, name }: { src: string; name: string }) {
  const { data } = useStoredFileQuery(`${src}/thumbnail`);
  return data ? (
    <Box
      component="img"
      src={data}
      alt={name}
      sx={{ display: 'block', width: '100%', maxHeight: 140, objectFit: 'cover' }}
    />
  ) : null;
}

export interface BoardCardProps {
  ref?: Ref<HTMLDivElement>;
  card: ScrumboardCard;
  board: ScrumboardBoard;
  onOpen(): void;
  dragProps?: HTMLAttributes<HTMLElement>;
  style?: CSSProperties;
}

/** A card on its list: cover, labels, name and what it holds; a click or Enter opens it, space picks it up. */
export function BoardCard({ ref, card, board, onOpen, dragProps, style }: BoardCardProps) {
  const { t } = useTranslation(scrumboardNamespace);
  const rowDate = useRowDate();
  const labels = board.labels.filter((label) => card.idLabels.includes(label.id));
  const members = board.members.filter((member) => card.idMembers.includes(member.id));
  const items = card.checklists.flatMap((list) => list.checkItems);
  const comments = card.activities.filter((activity) => activity.type === 'comment').length;
  const cover = board.settings.cardCoverImages
    ? card.attachments.find((a) => a.id === card.idAttachmentCover && a.type === 'image')
    : undefined;
  const overdue = card.due !== null && Date.parse(card.due) < Date.now();
  const { onKeyDown, ...drag } = dragProps ?? {};

  return (
    <Paper
      ref={ref}
      style={style}
      {...drag}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onOpen();
          return;
        }
        onKeyDown?.(event);
      }}
      onClick={onOpen}
      aria-label={t('openCard', { name: card.name })}
      data-testid="scrumboard-card"
      data-card-name={card.name}
      sx={{
        mb: 1,
        overflow: 'hidden',
        cursor: 'grab',
        touchAction: 'manipulation',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      {cover?.src && <Cover src={cover.src} name={cover.name} />}
      <Box sx={{ p: 1.5 }}>
        {labels.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
            {labels.map((label) => (
              <Box
                key={label.id}
                component="span"
                sx={{ px: 1, borderRadius: 1, fontSize: 12, color: '#fff', bgcolor: labelColor[label.class] ?? '#555' }}
              >
                {label.name}
              </Box>
            ))}
          </Box>
        )}
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {card.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1, color: 'text.secondary' }}>
          {card.due && (
            <Box
              component="span"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                fontSize: 12,
                color: overdue ? 'error.main' : undefined,
              }}
            >
              <AccessTimeIcon sx={{ fontSize: 16 }} aria-hidden />
              {t('dueOn', { date: rowDate(card.due) })}
            </Box>
          )}
          {items.length > 0 && (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 12 }}>
              <CheckBoxOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
              <span>
                {t('checklistCount', { done: items.filter((item) => item.checked).length, total: items.length })}
              </span>
            </Box>
          )}
          {comments > 0 && (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 12 }}>
              <ChatBubbleOutlineIcon sx={{ fontSize: 16 }} aria-hidden />
              <span>{t('commentCount', { count: comments })}</span>
            </Box>
          )}
          {card.attachments.length > 0 && (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 12 }}>
              <AttachFileIcon sx={{ fontSize: 16 }} aria-hidden />
              <span>{t('attachmentCount', { count: card.attachments.length })}</span>
            </Box>
          )}
          {members.length > 0 && (
            <AvatarGroup max={3} sx={{ ms: 'auto', '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 11 } }}>
              {members.map((member) => (
                <PersonAvatar key={member.id} name={member.name} photoURL={member.avatar} size={24} />
              ))}
            </AvatarGroup>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
