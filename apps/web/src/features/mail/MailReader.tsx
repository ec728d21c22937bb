import type { Mail, MailAddress } from '@conecta/contracts/mail';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import ForwardIcon from '@mui/icons-material/Forward';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import LabelImportantOutlinedIcon from '@mui/icons-material/LabelImportantOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import ReplyAllIcon from '@mui/icons-material/ReplyAll';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiFailure } from '../../app/apiFailure';
import { PersonAvatar } from '../../shell/PersonAvatar';
import { UserText, userTextDir } from '../../shell/UserText';
import { useGetMailQuery, useUpdateMailMutation } from './api';
import { LabelChip } from './LabelChip';
import { mailNamespace } from './locales';
import { MailAttachments } from './MailAttachments';
import { MailBody } from './MailBody';
import { MailReaderActions } from './MailReaderActions';
import { labelById, labelName } from './mailNames';
import { fullTime } from './mailTime';
import { senderPhoto } from './sanitizeMail';

export type ReplyKind = 'reply' | 'replyAll' | 'forward';

interface MailReaderProps {
  mailId: string;
  onBack(): void;
  onReply(kind: ReplyKind, mail: Mail): void;
  onMoveToTrash(mail: Mail): void;
  onFlagFailed(): void;
  /** Marked unread: the page goes back to the list, where the mail shows unread again. */
  onMarkedUnread(mail: Mail): void;
  onMove(mail: Mail, folderId: number): void;
  onToggleLabel(mail: Mail, labelId: number): void;
}

// Each person isolated in their own direction, so "Vivo Empresas <faturamento@…>" reads the same in a
// right-to-left page (and an Arabic name the same in a left-to-right one).
const addresses = (list: MailAddress[]) =>
  list.map((person, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the same address may be listed twice; the order is the identity
    <span key={`${index}-${person.email}`}>
      {index > 0 && ', '}
      <UserText>{person.name ? `${person.name} <${person.email}>` : person.email}</UserText>
    </span>
  ));

/** One mail: opening it marks it read; star and important change by saving the whole mail. */
export function MailReader({
  mailId,
  onBack,
  onReply,
  onMoveToTrash,
  onFlagFailed,
  onMarkedUnread,
  onMove,
  onToggleLabel,
}: MailReaderProps) {
  const { t, i18n } = useTranslation(mailNamespace);
  const { data: mail, error, isError, refetch } = useGetMailQuery(mailId);
  const [updateMail] = useUpdateMailMutation();
  // Remote images (the body's and the sender's outside photo) are shown for the mail they were asked for only.
  const [imagesShownFor, setImagesShownFor] = useState<string | null>(null);
  const showImages = imagesShownFor === mailId;
  // The mail this opening marked read: once per opening, so one the user marks unread stays unread while open.
  const markedRead = useRef<string | null>(null);

  useEffect(() => {
    if (!mail || mail.read || markedRead.current === mail.id) return;
    markedRead.current = mail.id;
    void updateMail({ ...mail, read: true });
  }, [mail, updateMail]);

  const back = (
    <Tooltip title={t('back')}>
      <IconButton aria-label={t('back')} onClick={onBack} data-testid="mail-back" sx={{ display: { xl: 'none' } }}>
        <ArrowBackIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
      </IconButton>
    </Tooltip>
  );

  if (isError) {
    // An id that is not a mail id (400) is as missing as one of no mail (404).
    const status = readApiFailure(error).status;
    const missing = status === 404 || status === 400;
    return (
      <Box sx={{ p: 2 }}>
        {back}
        <Alert
          severity={missing ? 'warning' : 'error'}
          data-testid="mail-reader-error"
          action={
            missing ? undefined : (
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('retry')}
              </Button>
            )
          }
        >
          {missing ? t('mailNotFound') : t('mailFailed')}
        </Alert>
      </Box>
    );
  }
  if (!mail) {
    return (
      <Box sx={{ p: 3 }} aria-busy="true" data-testid="mail-reader-loading">
        <Skeleton width="60%" height={36} />
        <Skeleton width="40%" />
        <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
      </Box>
    );
  }

  const flag = (field: 'starred' | 'important') => {
    updateMail({ ...mail, [field]: !mail[field] })
      .unwrap()
      .catch(onFlagFailed);
  };
  const markUnread = () => {
    // Not to be marked read again by this opening.
    markedRead.current = mail.id;
    updateMail({ ...mail, read: false })
      .unwrap()
      .then(() => onMarkedUnread(mail), onFlagFailed);
  };
  const tool = (label: string, icon: ReactNode, onClick: () => void, testId: string, pressed?: boolean) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} aria-pressed={pressed} onClick={onClick} data-testid={testId}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <Box
      component="article"
      aria-labelledby="mail-reader-subject"
      data-testid="mail-reader"
      data-mail-id={mail.id}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', mb: 2 }}>
        {back}
        <Typography
          id="mail-reader-subject"
          variant="h5"
          component="h2"
          sx={{ flexGrow: 1, minWidth: 0, fontWeight: 600 }}
          {...userTextDir}
        >
          {mail.subject || t('noSubject')}
        </Typography>
        {tool(
          mail.starred ? t('unstar') : t('star'),
          mail.starred ? <StarIcon sx={{ color: 'warning.main' }} /> : <StarBorderIcon />,
          () => flag('starred'),
          'mail-star',
          mail.starred,
        )}
        {tool(
          mail.important ? t('markUnimportant') : t('markImportant'),
          mail.important ? <LabelImportantIcon sx={{ color: 'error.main' }} /> : <LabelImportantOutlinedIcon />,
          () => flag('important'),
          'mail-important',
          mail.important,
        )}
        {mail.folder !== 4 && tool(t('moveToTrash'), <DeleteIcon />, () => onMoveToTrash(mail), 'mail-trash')}
        <MailReaderActions mail={mail} onMarkUnread={markUnread} onMove={onMove} onToggleLabel={onToggleLabel} />
      </Box>
      {mail.labels.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 2 }} data-testid="mail-reader-labels">
          {mail.labels.map((id) => {
            const label = labelById(id);
            return label && <LabelChip key={id} color={label.color} text={labelName(t, label.handle)} />;
          })}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 3 }}>
        <PersonAvatar
          name={mail.from.name || mail.from.email}
          photoURL={senderPhoto(mail.from.avatar, showImages)}
          size={44}
        />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="mail-from">
            {/* Name and address together in their own direction: "Vivo Empresas <faturamento@…>" in any page. */}
            <UserText>
              {mail.from.name}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {`<${mail.from.email}>`}
              </Typography>
            </UserText>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="mail-to">
            {`${t('to')}: `}
            {addresses(mail.to)}
          </Typography>
          {mail.cc.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="mail-cc">
              {`${t('cc')}: `}
              {addresses(mail.cc)}
            </Typography>
          )}
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={mail.time}
            data-testid="mail-time"
          >
            {fullTime(mail.time, i18n.language)}
          </Typography>
        </Box>
      </Box>
      {mail.notDeliveredTo.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('notDelivered', { emails: mail.notDeliveredTo.join(', ') })}
        </Alert>
      )}
      <MailBody
        html={mail.message}
        showImages={showImages}
        onShowImages={() => setImagesShownFor(mail.id)}
        otherBlocked={mail.from.avatar && !senderPhoto(mail.from.avatar, false) ? 1 : 0}
      />
      <MailAttachments attachments={mail.attachments} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 4 }}>
        <Button
          variant="outlined"
          startIcon={<ReplyIcon />}
          onClick={() => onReply('reply', mail)}
          data-testid="mail-reply"
        >
          {t('reply')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ReplyAllIcon />}
          onClick={() => onReply('replyAll', mail)}
          data-testid="mail-reply-all"
        >
          {t('replyAll')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ForwardIcon />}
          onClick={() => onReply('forward', mail)}
          data-testid="mail-forward"
        >
          {t('forward')}
        </Button>
      </Box>
    </Box>
  );
}
