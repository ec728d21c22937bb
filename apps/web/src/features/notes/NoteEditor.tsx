import { type NoteLabel, notesLimits } from '@conecta/contracts/notes';
import AddIcon from '@mui/icons-material/Add';
import ArchiveIcon from '@mui/icons-material/Archive';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import CloseIcon from '@mui/icons-material/Close';
import ImageIcon from '@mui/icons-material/Image';
import LabelIcon from '@mui/icons-material/Label';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { type ChangeEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpload } from '../../app/upload';
import { notesNamespace } from './locales';
import { NoteImage } from './NoteImage';
import { fromLocalInput, type NoteDraft, newCheckItem, toLocalInput } from './noteDraft';

export const noteImageUploadUrl = '/api/notes-app/images';

interface NoteEditorProps {
  draft: NoteDraft;
  onChange(draft: NoteDraft): void;
  labels: NoteLabel[];
  /** Prefix of the fields' ids and test ids (`note-new`, `note-edit`). */
  idPrefix: string;
  autoFocus?: boolean;
}

/** A note's fields: image, title, description, checklist, reminder, labels and archive. */
export function NoteEditor({ draft, onChange, labels, idPrefix, autoFocus }: NoteEditorProps) {
  const { t } = useTranslation(notesNamespace);
  const sendFile = useUpload();
  const [newItem, setNewItem] = useState('');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState('');
  const [labelsAnchor, setLabelsAnchor] = useState<HTMLElement | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const change = (changes: Partial<NoteDraft>) => onChange({ ...draft, ...changes });

  const addItem = () => {
    const text = newItem.trim();
    if (!text || draft.checklist.length >= notesLimits.checklist) return;
    change({ checklist: [...draft.checklist, newCheckItem(text)] });
    setNewItem('');
  };
  const onNewItemKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addItem();
    }
  };
  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again fires a change.
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setProblem('');
    const result = await sendFile<{ url: string }>({ url: noteImageUploadUrl, file });
    setUploading(false);
    if (result.ok) change({ image: result.data.url });
    else if (!result.aborted && !result.sessionEnded) {
      const { status } = result.failure;
      setProblem(t(status === 413 ? 'imageTooLarge' : status === 415 ? 'imageRefused' : 'imageFailed'));
    }
  };
  const toggleLabel = (id: string) =>
    change({
      labels: draft.labels.includes(id) ? draft.labels.filter((label) => label !== id) : [...draft.labels, id],
    });
  const labelName = (id: string) => labels.find((label) => label.id === id)?.name;

  return (
    <Stack spacing={1}>
      {draft.image && (
        <Box sx={{ position: 'relative' }}>
          <NoteImage url={draft.image} alt={t('imageOf', { title: draft.title || t('untitled') })} maxHeight={320} />
          <Tooltip title={t('removeImage')}>
            <IconButton
              aria-label={t('removeImage')}
              onClick={() => change({ image: '' })}
              size="small"
              sx={{ position: 'absolute', top: 4, insetInlineEnd: 4, bgcolor: 'background.paper' }}
              data-testid={`${idPrefix}-remove-image`}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      )}
      {uploading && <LinearProgress aria-label={t('uploading')} />}
      {problem && (
        <Alert severity="error" onClose={() => setProblem('')}>
          {problem}
        </Alert>
      )}
      <InputBase
        value={draft.title}
        onChange={(event) => change({ title: event.target.value })}
        placeholder={t('titlePlaceholder')}
        inputProps={{ 'aria-label': t('title'), maxLength: notesLimits.title, 'data-testid': `${idPrefix}-title` }}
        autoFocus={autoFocus}
        sx={{ fontWeight: 600, fontSize: '1.1rem' }}
      />
      <InputBase
        value={draft.description}
        onChange={(event) => change({ description: event.target.value })}
        placeholder={t('descriptionPlaceholder')}
        multiline
        minRows={2}
        inputProps={{
          'aria-label': t('description'),
          maxLength: notesLimits.description,
          'data-testid': `${idPrefix}-description`,
        }}
      />
      {draft.checklist.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('checklist')}>
          {draft.checklist.map((item, index) => (
            <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Checkbox
                size="small"
                checked={item.checked}
                onChange={(_event, checked) =>
                  change({
                    checklist: draft.checklist.map((each) => (each.id === item.id ? { ...each, checked } : each)),
                  })
                }
                slotProps={{ input: { 'aria-label': t('tickItem', { text: item.text || index + 1 }) } }}
              />
              <InputBase
                value={item.text}
                onChange={(event) =>
                  change({
                    checklist: draft.checklist.map((each) =>
                      each.id === item.id ? { ...each, text: event.target.value } : each,
                    ),
                  })
                }
                inputProps={{ 'aria-label': t('itemText', { index: index + 1 }), maxLength: notesLimits.checkItemText }}
                sx={{ flex: 1, textDecoration: item.checked ? 'line-through' : undefined }}
              />
              <IconButton
                size="small"
                aria-label={t('removeItem', { text: item.text || index + 1 })}
                onClick={() => change({ checklist: draft.checklist.filter((each) => each.id !== item.id) })}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <AddIcon fontSize="small" sx={{ mx: 1.25 }} aria-hidden />
        <InputBase
          value={newItem}
          onChange={(event) => setNewItem(event.target.value)}
          onKeyDown={onNewItemKey}
          onBlur={addItem}
          placeholder={t('addItem')}
          inputProps={{
            'aria-label': t('addItem'),
            maxLength: notesLimits.checkItemText,
            'data-testid': `${idPrefix}-new-item`,
          }}
          sx={{ flex: 1 }}
        />
      </Box>
      <TextField
        type="datetime-local"
        size="small"
        label={t('reminder')}
        value={toLocalInput(draft.reminder)}
        onChange={(event) => change({ reminder: fromLocalInput(event.target.value) })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `${idPrefix}-reminder` } }}
        sx={{ maxWidth: 260 }}
      />
      {draft.labels.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {draft.labels.map((id) => {
            const name = labelName(id);
            return name ? <Chip key={id} size="small" label={name} onDelete={() => toggleLabel(id)} /> : null;
          })}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          onChange={pickImage}
          data-testid={`${idPrefix}-image-input`}
        />
        <Tooltip title={t('addImage')}>
          <IconButton
            aria-label={t('addImage')}
            onClick={() => fileInput.current?.click()}
            data-testid={`${idPrefix}-add-image`}
          >
            <ImageIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('chooseLabels')}>
          <IconButton
            aria-label={t('chooseLabels')}
            aria-haspopup="menu"
            onClick={(event) => setLabelsAnchor(event.currentTarget)}
            data-testid={`${idPrefix}-labels`}
          >
            <LabelIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={draft.archive ? t('unarchive') : t('archive')}>
          <IconButton
            aria-label={draft.archive ? t('unarchive') : t('archive')}
            aria-pressed={draft.archive}
            onClick={() => change({ archive: !draft.archive })}
            data-testid={`${idPrefix}-archive`}
          >
            {draft.archive ? <UnarchiveIcon /> : <ArchiveIcon />}
          </IconButton>
        </Tooltip>
      </Box>
      <Menu anchorEl={labelsAnchor} open={Boolean(labelsAnchor)} onClose={() => setLabelsAnchor(null)}>
        {labels.length === 0 && <MenuItem disabled>{t('noLabels')}</MenuItem>}
        {labels.map((label) => (
          <MenuItem
            key={label.id}
            role="menuitemcheckbox"
            aria-checked={draft.labels.includes(label.id)}
            onClick={() => toggleLabel(label.id)}
            data-testid={`${idPrefix}-label-${label.handle}`}
          >
            <ListItemIcon>
              {draft.labels.includes(label.id) ? (
                <CheckBoxIcon fontSize="small" />
              ) : (
                <CheckBoxOutlineBlankIcon fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText primary={label.name} />
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
