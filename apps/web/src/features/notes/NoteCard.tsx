import type { Note, NoteLabel } from '@conecta/contracts/notes';
import AlarmIcon from '@mui/icons-material/Alarm';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowDate } from '../../shell/collection';
import { notesNamespace } from './locales';
import { NoteImage } from './NoteImage';

interface NoteCardProps {
  note: Note;
  labels: NoteLabel[];
  onOpen(note: Note): void;
  onChange(note: Note): void;
}

/**
 * One note in the grid: image, title and description (shown as text, never as HTML), its checklist (ticked
 * here), reminder and labels, and an archive button. The text opens it.
 */
export const NoteCard = memo(function NoteCard({ note, labels, onOpen, onChange }: NoteCardProps) {
  const { t } = useTranslation(notesNamespace);
  const date = useRowDate();
  const title = note.title || t('untitled');
  const labelNames = note.labels.flatMap((id) => labels.find((label) => label.id === id)?.name ?? []);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={title}
      sx={{ breakInside: 'avoid', mb: 2, display: 'inline-block', width: '100%' }}
      data-testid="note-card"
    >
      {note.image && <NoteImage url={note.image} alt={t('imageOf', { title })} maxHeight={240} />}
      <ButtonBase
        onClick={() => onOpen(note)}
        // Named by what it shows (the title and text), as a pointer user reads it.
        sx={{ display: 'block', width: '100%', textAlign: 'start', p: 2, pb: note.checklist.length ? 1 : 2 }}
        data-testid="note-open"
      >
        {(note.title || !note.description) && (
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
        )}
        {note.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240, overflow: 'hidden' }}
          >
            {note.description}
          </Typography>
        )}
      </ButtonBase>
      {note.checklist.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 1, pb: 1 }}>
          {note.checklist.map((item) => (
            <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center' }}>
              <Checkbox
                size="small"
                checked={item.checked}
                onChange={(_event, checked) =>
                  onChange({
                    ...note,
                    checklist: note.checklist.map((each) => (each.id === item.id ? { ...each, checked } : each)),
                  })
                }
                slotProps={{ input: { 'aria-label': t('tickItem', { text: item.text }) } }}
                data-testid="note-card-item"
              />
              <Typography
                variant="body2"
                sx={{
                  textDecoration: item.checked ? 'line-through' : undefined,
                  color: item.checked ? 'text.secondary' : undefined,
                  overflowWrap: 'anywhere',
                }}
              >
                {item.text}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, px: 2, pb: 1 }}>
        {note.reminder && (
          <Chip
            size="small"
            icon={<AlarmIcon />}
            label={date(note.reminder, { withTime: true })}
            color={note.reminderFiredAt ? 'secondary' : 'default'}
            data-testid="note-card-reminder"
          />
        )}
        {labelNames.map((name) => (
          <Chip key={name} size="small" label={name} variant="outlined" />
        ))}
        <Tooltip title={note.archive ? t('unarchive') : t('archive')}>
          <IconButton
            size="small"
            aria-label={`${note.archive ? t('unarchive') : t('archive')}: ${title}`}
            onClick={() => onChange({ ...note, archive: !note.archive })}
            sx={{ marginInlineStart: 'auto' }}
            data-testid="note-card-archive"
          >
            {note.archive ? <UnarchiveIcon fontSize="small" /> : <ArchiveIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      </Box>
    </Card>
  );
});
