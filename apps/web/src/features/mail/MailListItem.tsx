import type { MailListItem as MailRow } from '@conecta/contracts/mail';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowDensity } from '../../shell/collection';
import { PersonAvatar } from '../../shell/PersonAvatar';
import { Highlighted } from '../../shell/search/Highlighted';
import { userTextDir } from '../../shell/UserText';
import { visuallyHidden } from '../../shell/visuallyHidden';
import { LabelChip } from './LabelChip';
import { mailNamespace } from './locales';
import { labelById, labelName } from './mailNames';
import { listTime } from './mailTime';
import { senderPhoto } from './sanitizeMail';

interface MailListItemProps {
  mail: MailRow;
  selected: boolean;
  /** The keyboard's cursor (j/k) or the mail open in the reader. */
  current: boolean;
  onToggleSelected(id: string): void;
  onOpen(mail: MailRow): void;
}

/** One row of the list: unread in bold, the search's matched words marked. Rows the page did not change are not drawn again. */
export const MailListItem = memo(function MailListItem({
  mail,
  selected,
  current,
  onToggleSelected,
  onOpen,
}: MailListItemProps) {
  const { t, i18n } = useTranslation(mailNamespace);
  const weight = mail.read ? 400 : 700;
  // Compact: no photo and no excerpt, less room around.
  const compact = useRowDensity() === 'compact';
  // Sent mail and drafts show whom they are for: a name, or the address when there is none (never "?").
  const outgoing = mail.folder === 1 || mail.folder === 2;
  const recipient = mail.to[0] ?? mail.cc[0] ?? mail.bcc[0];
  const sender = outgoing ? recipient?.name || recipient?.email || '' : mail.from.name || mail.from.email;
  return (
    <ListItem
      disablePadding
      divider
      data-testid="mail-item"
      data-mail-id={mail.id}
      data-read={mail.read}
      data-density={compact ? 'compact' : 'comfortable'}
      sx={{ bgcolor: mail.read ? 'transparent' : 'action.hover' }}
    >
      <Checkbox
        checked={selected}
        onChange={() => onToggleSelected(mail.id)}
        slotProps={{ input: { 'aria-label': `${t('selectMail')}: ${mail.subject || t('noSubject')}` } }}
        data-testid="mail-select"
        sx={{ mx: 0.5 }}
      />
      <ListItemButton
        onClick={() => onOpen(mail)}
        selected={current}
        data-testid="mail-open"
        sx={{ gap: 1.5, alignItems: 'flex-start', py: compact ? 0.5 : 1.25, minWidth: 0 }}
      >
        {!compact && (
          <PersonAvatar
            name={sender}
            photoURL={outgoing ? undefined : senderPhoto(mail.from.avatar, false)}
            size={36}
            sx={{ mt: 0.25 }}
          />
        )}
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {/* User-written texts in their own direction; the page's own word keeps the page's (and stays out of the guess). */}
            <Typography noWrap sx={{ fontWeight: weight, flexGrow: 1, minWidth: 0 }} {...userTextDir}>
              {!mail.read && <Box component="span" dir={i18n.dir()} sx={visuallyHidden}>{`${t('unread')}: `}</Box>}
              {sender}
            </Typography>
            {mail.starred && (
              <StarIcon fontSize="small" sx={{ color: 'warning.main' }} aria-label={t('filter_starred')} />
            )}
            {mail.important && (
              <LabelImportantIcon fontSize="small" sx={{ color: 'error.main' }} aria-label={t('filter_important')} />
            )}
            {mail.hasAttachments && <AttachFileIcon fontSize="small" aria-label={t('hasAttachments')} />}
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', fontWeight: weight }}>
              {listTime(mail.time, i18n.language)}
            </Typography>
          </Box>
          <Typography noWrap variant="body2" sx={{ fontWeight: weight }} data-testid="mail-subject" {...userTextDir}>
            {mail.highlight ? <Highlighted parts={mail.highlight.subject} /> : mail.subject || t('noSubject')}
          </Typography>
          {!compact && (
            <Typography noWrap variant="body2" color="text.secondary" data-testid="mail-excerpt" {...userTextDir}>
              {mail.highlight && mail.highlight.excerpt.length > 0 ? (
                <Highlighted parts={mail.highlight.excerpt} />
              ) : (
                mail.excerpt
              )}
            </Typography>
          )}
          {mail.labels.length > 0 && (
            <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
              {mail.labels.map((id) => {
                const label = labelById(id);
                return label && <LabelChip key={id} color={label.color} text={labelName(t, label.handle)} />;
              })}
            </Box>
          )}
        </Box>
      </ListItemButton>
    </ListItem>
  );
});
