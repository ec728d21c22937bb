import type {
  ScrumboardAttachment,
  ScrumboardBoard,
  ScrumboardCard,
  ScrumboardChecklist,
} from '@conecta/contracts/scrumboard';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstServerMessage } from '../../app/apiFailure';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session/authSlice';
import { useUpload } from '../../app/upload';
import { useRowDate } from '../../shell/collection';
import { useStoredFileQuery } from '../../shell/files/api';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { PersonAvatar } from '../../shell/PersonAvatar';
import { useRemoveCardMutation, useUpdateCardMutation } from './api';
import { labelColor } from './boardColors';
import { scrumboardNamespace } from './locales';
import { newId } from './newId';
import { useBoardAction } from './useBoardAction';

function Thumbnail({ src, name }: { src: string; name: string }) {
  const { data } = useStoredFileQuery(`${src}/thumbnail`);
  return (
    <Box
      component="img"
      src={data}
      alt={name}
      sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover', flexShrink: 0 }}
    />
  );
}

/** `2026-11-26T14:30` in the browser's time zone, as a datetime-local field shows it. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One line and a button: a new checklist, item, link or comment. */
function AddLine({
  label,
  button,
  testId,
  onAdd,
  multiline = false,
}: {
  label: string;
  button: string;
  testId: string;
  onAdd(text: string): Promise<unknown>;
  multiline?: boolean;
}) {
  const [text, setText] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    if ((await onAdd(value)) !== false) setText('');
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}
    >
      <TextField
        size="small"
        fullWidth
        label={label}
        value={text}
        multiline={multiline}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: multiline ? 2000 : 200, 'data-testid': `${testId}-input` } }}
      />
      <Button type="submit" variant="outlined" disabled={!text.trim()} data-testid={`${testId}-submit`}>
        {button}
      </Button>
    </Box>
  );
}

export interface CardDialogProps {
  board: ScrumboardBoard;
  card: ScrumboardCard;
  onClose(): void;
}

/**
 * A card opened: every change is saved as it is made (the name and description when the field is left), and the
 * board's other members see it live.
 */
export default function CardDialog({ board, card, onClose }: CardDialogProps) {
  const { t } = useTranslation(scrumboardNamespace);
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const run = useBoardAction();
  const dispatch = useAppDispatch();
  const sayMessage = useMessageText();
  const rowDate = useRowDate();
  const me = useAppSelector(selectUser).uuid;
  const upload = useUpload();
  const [update] = useUpdateCardMutation();
  const [remove] = useRemoveCardMutation();
  const [name, setName] = useState(card.name);
  const [description, setDescription] = useState(card.description);
  const [uploading, setUploading] = useState(false);
  const [linkName, setLinkName] = useState('');
  const [confirmRemove, setConfirmRemove] = useState(false);

  const save = (changes: Partial<ScrumboardCard>) =>
    run(() => update({ boardId: board.id, card: { ...card, ...changes } }).unwrap());
  const memberName = (id: string) => board.members.find((member) => member.id === id)?.name ?? t('someone');
  const toggle = (ids: string[], id: string) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
  const setChecklists = (checklists: ScrumboardChecklist[]) => save({ checklists });
  const changeChecklist = (id: string, change: (list: ScrumboardChecklist) => ScrumboardChecklist) =>
    setChecklists(card.checklists.map((list) => (list.id === id ? change(list) : list)));

  const attachImage = async (file: File) => {
    setUploading(true);
    const sent = await upload<ScrumboardAttachment>({
      url: `/api/scrumboard-app/board/attachment?boardId=${encodeURIComponent(board.id)}`,
      file,
    });
    setUploading(false);
    if (!sent.ok) {
      if (sent.aborted || sent.sessionEnded) return;
      const said = firstServerMessage(sent.failure);
      if (said) await loadMessageTexts(said);
      dispatch(showMessage({ message: said ? sayMessage(said) : t('actionFailed'), variant: 'error' }));
      return;
    }
    await save({
      attachments: [...card.attachments, sent.data],
      // The first image becomes the cover.
      idAttachmentCover: card.idAttachmentCover || sent.data.id,
    });
  };

  const comments = card.activities.filter((activity) => activity.type === 'comment');
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="scrumboard-card-dialog"
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {t('cardDialog', { name: card.name })}
        </Box>
        <IconButton aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <TextField
          fullWidth
          label={t('name')}
          value={name}
          required
          onChange={(event) => setName(event.target.value)}
          onBlur={() => {
            if (name.trim() && name.trim() !== card.name) void save({ name: name.trim() });
            else setName(card.name);
          }}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'scrumboard-card-name' } }}
          sx={{ mt: 1 }}
        />
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={t('description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          onBlur={() => description !== card.description && void save({ description })}
          slotProps={{ htmlInput: { maxLength: 10_000 } }}
          sx={{ mt: 2 }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2, alignItems: 'center' }}>
          <TextField
            type="datetime-local"
            label={t('due')}
            value={localInput(card.due)}
            onChange={(event) => {
              const time = Date.parse(event.target.value);
              if (!Number.isNaN(time)) void save({ due: new Date(time).toISOString() });
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {card.due && <Button onClick={() => void save({ due: null })}>{t('clearDue')}</Button>}
          <FormControlLabel
            control={<Switch checked={card.subscribed} onChange={(_e, subscribed) => void save({ subscribed })} />}
            label={t('subscribe')}
          />
        </Box>

        <Section title={t('labels')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {board.labels.map((label) => {
              const on = card.idLabels.includes(label.id);
              return (
                <Chip
                  key={label.id}
                  label={label.name}
                  aria-pressed={on}
                  onClick={() => void save({ idLabels: toggle(card.idLabels, label.id) })}
                  variant={on ? 'filled' : 'outlined'}
                  sx={
                    on
                      ? {
                          bgcolor: labelColor[label.class],
                          color: '#fff',
                          '&:hover': { bgcolor: labelColor[label.class] },
                        }
                      : undefined
                  }
                />
              );
            })}
          </Box>
        </Section>

        <Section title={t('members')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {board.members.map((member) => {
              const on = card.idMembers.includes(member.id);
              return (
                <Chip
                  key={member.id}
                  avatar={<PersonAvatar name={member.name} photoURL={member.avatar} size={24} />}
                  label={member.name}
                  aria-pressed={on}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  onClick={() => void save({ idMembers: toggle(card.idMembers, member.id) })}
                />
              );
            })}
          </Box>
        </Section>

        <Section title={t('checklists')}>
          {card.checklists.map((list) => {
            const done = list.checkItems.filter((item) => item.checked).length;
            return (
              <Box key={list.id} sx={{ mb: 2 }} data-testid="scrumboard-checklist">
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontWeight: 500, flex: 1 }}>{list.name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('checklistCount', { done, total: list.checkItems.length })}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={t('removeChecklist', { name: list.name })}
                    onClick={() => void setChecklists(card.checklists.filter((other) => other.id !== list.id))}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Box>
                {list.checkItems.length > 0 && (
                  <LinearProgress
                    variant="determinate"
                    value={(done / list.checkItems.length) * 100}
                    aria-label={t('checklistCount', { done, total: list.checkItems.length })}
                    sx={{ my: 1 }}
                  />
                )}
                {list.checkItems.map((item) => (
                  <Box key={item.id} sx={{ display: 'flex', alignItems: 'center' }}>
                    <FormControlLabel
                      sx={{ flex: 1 }}
                      control={
                        <Checkbox
                          checked={item.checked}
                          onChange={(_e, checked) =>
                            void changeChecklist(list.id, (l) => ({
                              ...l,
                              checkItems: l.checkItems.map((i) => (i.id === item.id ? { ...i, checked } : i)),
                            }))
                          }
                        />
                      }
                      label={item.name}
                    />
                    <IconButton
                      size="small"
                      aria-label={t('removeCheckItem', { name: item.name })}
                      onClick={() =>
                        void changeChecklist(list.id, (l) => ({
                          ...l,
                          checkItems: l.checkItems.filter((i) => i.id !== item.id),
                        }))
                      }
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                ))}
                <AddLine
                  label={t('newCheckItem', { name: list.name })}
                  button={t('addCheckItem')}
                  testId="scrumboard-add-check-item"
                  onAdd={(text) =>
                    changeChecklist(list.id, (l) => ({
                      ...l,
                      checkItems: [...l.checkItems, { id: newId(), name: text, checked: false }],
                    }))
                  }
                />
              </Box>
            );
          })}
          <AddLine
            label={t('newChecklist')}
            button={t('addChecklist')}
            testId="scrumboard-add-checklist"
            onAdd={(text) => setChecklists([...card.checklists, { id: newId(), name: text, checkItems: [] }])}
          />
        </Section>

        <Section title={t('attachments')}>
          {card.attachments.map((attachment) => (
            <Box
              key={attachment.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}
              data-testid="scrumboard-attachment"
            >
              {attachment.type === 'image' && attachment.src ? (
                <Thumbnail src={attachment.src} name={attachment.name} />
              ) : (
                <LinkIcon color="action" sx={{ width: 64 }} aria-hidden />
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {attachment.type === 'link' && attachment.url ? (
                  <Link
                    href={attachment.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {attachment.name}
                  </Link>
                ) : (
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{attachment.name}</Typography>
                )}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {rowDate(attachment.time)}
                  {card.idAttachmentCover === attachment.id && ` · ${t('cover')}`}
                </Typography>
              </Box>
              {attachment.type === 'image' && (
                <Button
                  size="small"
                  onClick={() =>
                    void save({ idAttachmentCover: card.idAttachmentCover === attachment.id ? '' : attachment.id })
                  }
                >
                  {card.idAttachmentCover === attachment.id ? t('removeCover') : t('makeCover')}
                </Button>
              )}
              <IconButton
                size="small"
                aria-label={t('removeAttachment', { name: attachment.name })}
                onClick={() =>
                  void save({
                    attachments: card.attachments.filter((a) => a.id !== attachment.id),
                    idAttachmentCover: card.idAttachmentCover === attachment.id ? '' : card.idAttachmentCover,
                  })
                }
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<ImageIcon />} disabled={uploading}>
              {uploading ? t('uploading') : t('uploadImage')}
              <input
                type="file"
                hidden
                accept="image/png,image/jpeg,image/webp,image/gif"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void attachImage(file);
                }}
              />
            </Button>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label={t('linkName')}
              value={linkName}
              onChange={(event) => setLinkName(event.target.value)}
              sx={{ mt: 1, minWidth: 180 }}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <Box sx={{ flex: 1, minWidth: 220 }}>
              <AddLine
                label={t('linkUrl')}
                button={t('addLink')}
                testId="scrumboard-add-link"
                onAdd={async (url) => {
                  const saved = await save({
                    attachments: [
                      ...card.attachments,
                      { id: newId(), name: linkName.trim() || url, url, time: new Date().toISOString(), type: 'link' },
                    ],
                  });
                  if (saved) setLinkName('');
                  return Boolean(saved);
                }}
              />
            </Box>
          </Box>
        </Section>

        <Section title={t('comments')}>
          <AddLine
            label={t('newComment')}
            button={t('addComment')}
            testId="scrumboard-add-comment"
            multiline
            onAdd={async (message) =>
              Boolean(
                await save({
                  activities: [
                    ...card.activities,
                    { id: newId(), type: 'comment', idMember: me, message, time: new Date().toISOString() },
                  ],
                }),
              )
            }
          />
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }} data-testid="scrumboard-comments">
            {[...comments].reverse().map((comment) => (
              <Box component="li" key={comment.id} sx={{ display: 'flex', gap: 1.5, mb: 2 }}>
                <PersonAvatar
                  name={memberName(comment.idMember)}
                  photoURL={board.members.find((m) => m.id === comment.idMember)?.avatar ?? ''}
                />
                <Box>
                  <Typography variant="subtitle2">
                    {memberName(comment.idMember)}{' '}
                    <Typography component="span" variant="caption" color="text.secondary">
                      {rowDate(comment.time)}
                    </Typography>
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.message}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Section>

        <Section title={t('activity')}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {[...card.activities].reverse().map((activity) => (
              <Box component="li" key={activity.id} sx={{ mb: 0.5 }}>
                <Typography variant="body2">
                  {activity.type === 'comment'
                    ? t('activityComment', { member: memberName(activity.idMember) })
                    : t('activityAttachment', { member: memberName(activity.idMember), name: activity.message })}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {rowDate(activity.time)}
                  </Typography>
                </Typography>
              </Box>
            ))}
          </Box>
        </Section>
      </DialogContent>
      <Divider />
      <DialogActions>
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirmRemove(true)}>
          {t('removeCard')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
      <Dialog open={confirmRemove} onClose={() => setConfirmRemove(false)}>
        <DialogContent>{t('removeCardConfirm', { name: card.name })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmRemove(false)}>{t('cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={async () => {
              setConfirmRemove(false);
              if (await run(() => remove({ boardId: board.id, cardId: card.id }).unwrap())) onClose();
            }}
          >
            {t('removeCard')}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
