import { type ScrumboardChangedEvent, scrumboardTopic } from '@conecta/contracts/scrumboard';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import SettingsIcon from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { useLiveTopic } from '../../app/live/events';
import { useUndoToast } from '../../shell/collection';
import { showMessage } from '../../shell/message/messageSlice';
import { lazyWithRetry } from '../../shell/recovery';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import {
  scrumboardApi,
  staleBoardOf,
  useBoardQuery,
  useNewListMutation,
  useOrderBoardMutation,
  useRenameBoardMutation,
} from './api';
import { BoardColumns, type Columns } from './BoardColumns';
import { colorOf } from './boardColors';
import { InlineForm } from './InlineForm';
import { scrumboardNamespace } from './locales';
import { useBoardAction } from './useBoardAction';

// The card dialog and the settings load when first opened, not with the board; a failed fetch is retried.
const CardDialog = lazyWithRetry(() => import('./CardDialog'));
const BoardSettings = lazyWithRetry(() => import('./BoardSettings'));

/** `/apps/scrumboard/boards/:boardId/:boardUri?`: one board, its lists and cards, moved by drag and drop. */
export default function BoardPage() {
  const { t } = useTranslation(scrumboardNamespace);
  const { boardId = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const run = useBoardAction();
  const query = useBoardQuery(boardId);
  const board = query.data;
  useDocumentTitle(board?.name ?? t('appTitle'));
  const [order] = useOrderBoardMutation();
  const [newList] = useNewListMutation();
  const [rename] = useRenameBoardMutation();
  const [openCard, setOpenCard] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const undo = useUndoToast({ testId: 'scrumboard-undo' });
  const dragging = useRef(false);
  const missedChange = useRef(false);
  const version = board?.version ?? 0;

  const refetch = useCallback(() => {
    // A refresh in the middle of a drag would pull the list from under the pointer: it waits for the drop.
    if (dragging.current) missedChange.current = true;
    else void query.refetch();
  }, [query]);

  useLiveTopic(boardId ? scrumboardTopic(boardId) : undefined, (event) => {
    if (event.type === 'ready') return refetch();
    if (event.type !== 'scrumboard-changed') return;
    const changed = event as unknown as ScrumboardChangedEvent;
    if (changed.removed) {
      dispatch(showMessage({ message: t('boardGone'), variant: 'info' }));
      dispatch(scrumboardApi.util.invalidateTags([{ type: 'ScrumboardBoard', id: 'LIST' }]));
      void navigate('/apps/scrumboard/boards');
      return;
    }
    // Our own changes come back too: only a newer board is read again.
    if (changed.version > version) refetch();
  });

  const send = useCallback(
    async (columns: Columns, kind: 'card' | 'list', baseVersion: number) => {
      try {
        return await order({ boardId, kind, version: baseVersion, lists: columns }).unwrap();
      } catch (error) {
        dispatch(
          showMessage({ message: staleBoardOf(error) ? t('staleBoard') : t('actionFailed'), variant: 'warning' }),
        );
        return undefined;
      }
    },
    [boardId, dispatch, order, t],
  );

  const onOrder = useCallback(
    async (columns: Columns, moved: { kind: 'card' | 'list'; id: string }) => {
      if (!board) return;
      const previous = board.lists.map((list) => ({ id: list.id, idCards: list.idCards }));
      const done = await send(columns, moved.kind, board.version);
      if (!done) return;
      const name =
        moved.kind === 'card'
          ? board.cards.find((card) => card.id === moved.id)?.name
          : board.lists.find((list) => list.id === moved.id)?.name;
      // Undone by the order before, made on the version the move left.
      undo.offerUndo({
        message: t(moved.kind === 'card' ? 'cardMoved' : 'listMoved', { name: name ?? '' }),
        undo: async () => Boolean(await send(previous, moved.kind, done.version)),
      });
    },
    [board, send, t, undo],
  );

  const onDragging = useCallback(
    (on: boolean) => {
      dragging.current = on;
      if (!on && missedChange.current) {
        missedChange.current = false;
        void query.refetch();
      }
    },
    [query],
  );

  if (query.isError && !board) {
    const missing = (query.error as { status?: unknown } | undefined)?.status === 404;
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity={missing ? 'warning' : 'error'}
          data-testid="scrumboard-board-error"
          action={
            missing ? (
              <Button color="inherit" component={RouterLink} to="/apps/scrumboard/boards">
                {t('backToBoards')}
              </Button>
            ) : (
              <Button color="inherit" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            )
          }
        >
          {missing ? t('boardMissing') : t('boardFailed')}
        </Alert>
      </Box>
    );
  }

  if (!board) {
    return (
      <Box
        sx={{ p: 3, display: 'flex', gap: 2 }}
        role="status"
        aria-label={t('loadingBoard')}
        data-testid="scrumboard-board-loading"
      >
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" width={280} height={320} />
        ))}
      </Box>
    );
  }

  const openedCard = openCard ? board.cards.find((card) => card.id === openCard) : undefined;
  const color = colorOf(board.settings.color);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }} data-testid="scrumboard-board">
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          bgcolor: color,
          color: '#fff',
          flexWrap: 'wrap',
        }}
      >
        <IconButton
          component={RouterLink}
          to="/apps/scrumboard/boards"
          aria-label={t('backToBoards')}
          sx={{ color: 'inherit', '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
        >
          <ArrowBackIcon />
        </IconButton>
        {renaming ? (
          <Box sx={{ bgcolor: 'background.paper', p: 1, borderRadius: 1, minWidth: 260 }}>
            <InlineForm
              openLabel={t('renameBoard')}
              fieldLabel={t('boardName')}
              submitLabel={t('save')}
              cancelLabel={t('cancel')}
              testId="scrumboard-rename-board"
              initial={board.name}
              startOpen
              onClose={() => setRenaming(false)}
              onSubmit={async (name) => {
                const renamed = await run(() => rename({ boardId, boardTitle: name }).unwrap());
                if (renamed) void navigate(`/apps/scrumboard/boards/${renamed.id}/${renamed.uri}`, { replace: true });
                return Boolean(renamed);
              }}
            />
          </Box>
        ) : (
          <>
            <Typography
              component="h1"
              variant="h5"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              data-testid="page-title"
            >
              {board.name}
            </Typography>
            <IconButton aria-label={t('renameBoard')} onClick={() => setRenaming(true)} sx={{ color: 'inherit' }}>
              <EditIcon fontSize="small" />
            </IconButton>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          startIcon={<SettingsIcon />}
          onClick={() => setSettingsOpen(true)}
          sx={{ color: 'inherit' }}
          data-testid="scrumboard-settings-open"
        >
          {t('settings')}
        </Button>
      </Box>
      <BoardColumns
        board={board}
        onOrder={(columns, moved) => void onOrder(columns, moved)}
        onOpenCard={setOpenCard}
        onDragging={onDragging}
        addList={
          <Box sx={{ width: 280, flexShrink: 0, p: 1, bgcolor: 'background.paper', borderRadius: 1 }}>
            <InlineForm
              openLabel={t('addList')}
              fieldLabel={t('listName')}
              submitLabel={t('add')}
              cancelLabel={t('cancel')}
              testId="scrumboard-add-list"
              onSubmit={async (name) => Boolean(await run(() => newList({ boardId, name }).unwrap()))}
            />
          </Box>
        }
      />
      <Suspense fallback={null}>
        {openedCard && <CardDialog board={board} card={openedCard} onClose={() => setOpenCard(null)} />}
        {settingsOpen && <BoardSettings board={board} onClose={() => setSettingsOpen(false)} />}
      </Suspense>
      {undo.toast}
    </Box>
  );
}
