import type { ScrumboardList } from '@conecta/contracts/scrumboard';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CSSProperties, type ReactNode, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewCardMutation, useRemoveListMutation, useRenameListMutation, useSetListLimitMutation } from './api';
import { InlineForm } from './InlineForm';
import { scrumboardNamespace } from './locales';
import { useBoardAction } from './useBoardAction';

export interface BoardListColumnProps {
  ref?: Ref<HTMLDivElement>;
  list: ScrumboardList;
  /** Cards shown in it now (while a card is carried, not yet the stored count). */
  count: number;
  boardId: string;
  handleRef(element: HTMLElement | null): void;
  handleAttributes: DraggableAttributes;
  handleListeners: DraggableSyntheticListeners;
  style: CSSProperties;
  children: ReactNode;
}

/** One list: its name, its count against its work-in-progress limit, its cards, and a card to add. */
export function BoardListColumn({
  ref,
  list,
  count,
  boardId,
  handleRef,
  handleAttributes,
  handleListeners,
  style,
  children,
}: BoardListColumnProps) {
  const { t } = useTranslation(scrumboardNamespace);
  const run = useBoardAction();
  const titleId = useId();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [limitOpen, setLimitOpen] = useState(false);
  const [limit, setLimit] = useState('');
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [newCard] = useNewCardMutation();
  const [rename] = useRenameListMutation();
  const [setListLimit] = useSetListLimitMutation();
  const [remove] = useRemoveListMutation();
  const over = list.wipLimit !== null && count > list.wipLimit;

  return (
    <Paper
      ref={ref}
      style={style}
      component="section"
      aria-labelledby={titleId}
      data-testid="scrumboard-list"
      data-list-name={list.name}
      sx={{
        width: 280,
        flexShrink: 0,
        p: 1,
        bgcolor: 'background.default',
        border: 2,
        borderColor: over ? 'error.main' : 'transparent',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <IconButton
          size="small"
          ref={handleRef}
          {...handleAttributes}
          {...handleListeners}
          aria-label={t('moveList', { name: list.name })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
          data-testid="scrumboard-list-handle"
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        {renaming ? (
          <Box sx={{ flex: 1 }}>
            <InlineForm
              openLabel={t('renameList')}
              fieldLabel={t('listName')}
              submitLabel={t('save')}
              cancelLabel={t('cancel')}
              testId="scrumboard-rename-list"
              initial={list.name}
              startOpen
              onClose={() => setRenaming(false)}
              onSubmit={async (name) =>
                Boolean(await run(() => rename({ boardId, listId: list.id, listTitle: name }).unwrap()))
              }
            />
          </Box>
        ) : (
          <Typography
            id={titleId}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}
          >
            {list.name}
          </Typography>
        )}
        <Typography
          variant="caption"
          color={over ? 'error' : 'text.secondary'}
          title={over ? t('overLimit', { limit: list.wipLimit }) : undefined}
          data-testid="scrumboard-list-count"
        >
          {list.wipLimit !== null ? t('wipCount', { count, limit: list.wipLimit }) : count}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('listActions', { name: list.name })}
          onClick={(e) => setMenu(e.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
        <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
          <MenuItem
            onClick={() => {
              setMenu(null);
              setRenaming(true);
            }}
          >
            {t('renameList')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenu(null);
              setLimit(list.wipLimit ? String(list.wipLimit) : '');
              setLimitOpen(true);
            }}
          >
            {t('wipLimit')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenu(null);
              setConfirmRemove(true);
            }}
          >
            {t('removeList')}
          </MenuItem>
        </Menu>
      </Box>
      {over && (
        <Typography variant="caption" color="error" sx={{ display: 'block', mb: 1 }} role="status">
          {t('overLimit', { limit: list.wipLimit })}
        </Typography>
      )}
      <Box sx={{ minHeight: 8 }} data-testid="scrumboard-list-cards">
        {children}
        {count === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 2, textAlign: 'center' }}>
            {t('emptyList')}
          </Typography>
        )}
      </Box>
      <InlineForm
        openLabel={t('addCard')}
        fieldLabel={t('cardName')}
        submitLabel={t('add')}
        cancelLabel={t('cancel')}
        testId="scrumboard-add-card"
        onSubmit={async (name) =>
          Boolean(await run(() => newCard({ boardId, listId: list.id, data: { name } }).unwrap()))
        }
      />

      <Dialog open={limitOpen} onClose={() => setLimitOpen(false)} aria-labelledby={`${titleId}-limit`}>
        <DialogTitle id={`${titleId}-limit`}>{t('wipLimit')}</DialogTitle>
        <DialogContent>
          <TextField
            type="number"
            label={t('wipLimit')}
            helperText={t('wipNone')}
            value={limit}
            onChange={(event) => setLimit(event.target.value)}
            slotProps={{ htmlInput: { min: 1, max: 999 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLimitOpen(false)}>{t('cancel')}</Button>
          <Button
            variant="contained"
            onClick={async () => {
              const wipLimit = limit.trim() === '' ? null : Number(limit);
              if (await run(() => setListLimit({ boardId, listId: list.id, wipLimit }).unwrap())) setLimitOpen(false);
            }}
          >
            {t('save')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirmRemove} onClose={() => setConfirmRemove(false)}>
        <DialogContent>{t('removeListConfirm', { name: list.name, count })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmRemove(false)}>{t('cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={async () => {
              setConfirmRemove(false);
              await run(() => remove({ boardId, listId: list.id }).unwrap());
            }}
          >
            {t('removeList')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
