import type { Todo } from '@conecta/contracts/todo';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import {
  CollectionLayout,
  CollectionListStates,
  UnknownList,
  useScopedSelection,
  useSidePaneDocked,
  useUndoToast,
} from '../../shell/collection';
import { showMessage } from '../../shell/message/messageSlice';
import { lazyWithRetry } from '../../shell/recovery';
import { useListTodosInfiniteQuery, useReorderTodoMutation, useUpdateTodoMutation } from './api';
import { todoNamespace } from './locales';
import SortableTodoList from './SortableTodoList';
import { TodoBulkBar } from './TodoBulkBar';
import { type TodoFlag, TodoRow } from './TodoRow';
import { TodoSidebar } from './TodoSidebar';
import { TodoToolbar } from './TodoToolbar';
import { freshValuesFor } from './todoFormValues';
import { listTitle } from './todoText';
import { newTodoId, todoPaths, useTodoView } from './todoView';
import { useBulkActions } from './useBulkActions';

// The dialog (and its date pickers) loads when a to-do is opened or made, not with the list.
const TodoDialog = lazyWithRetry(() => import('./TodoDialog').then((module) => ({ default: module.TodoDialog })));

/** The To-do application: its lists on the side, the chosen one in the middle, a to-do in a dialog. */
export default function TodoPage() {
  const { t } = useTranslation(todoNamespace);
  const view = useTodoView();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const list = useListTodosInfiniteQuery(view.args, { skip: !view.known });
  const [update] = useUpdateTodoMutation();
  const [reorder] = useReorderTodoMutation();
  const selection = useScopedSelection(view.listPath);
  const undo = useUndoToast({ testId: 'todo-undo' });
  const bulk = useBulkActions(undo.offerUndo);
  // Without the side pane in sight (phones, narrow tablets) its "New to-do" is a floating button.
  const docked = useSidePaneDocked();

  const loaded = list.data?.pages.flatMap((page) => page.items) ?? [];
  const todos = loaded.filter((todo) => !bulk.hidden.has(todo.id));
  const deletedList = view.list.kind === 'filter' && view.list.handle === 'deleted';
  const total = list.data?.pages[0]?.total;

  const failed = (error: unknown) =>
    dispatch(
      showMessage({
        message: readApiFailure(error).unreachable ? t('toggleUnreachable') : t('actionFailed'),
        variant: 'error',
      }),
    );
  /** A flag changed in place (the row shows it at once, and as it was again if the save fails); a completion can be undone. */
  const toggle = async (todo: Todo, flag: TodoFlag) => {
    const changed = { ...todo, [flag]: !todo[flag] };
    try {
      await update(changed).unwrap();
    } catch (error) {
      failed(error);
      return;
    }
    if (flag === 'completed' && changed.completed)
      undo.offerUndo({
        message: t('completedOne'),
        undo: () =>
          update(todo)
            .unwrap()
            .then(
              () => true,
              (error: unknown) => {
                failed(error);
                return false;
              },
            ),
      });
  };
  const rowProps = (todo: Todo) => ({
    href: view.itemPath(todo.id),
    selected: selection.selected.has(todo.id),
    onSelect: (on: boolean) => selection.toggle(todo.id, on),
    onToggle: (flag: TodoFlag) => void toggle(todo, flag),
  });
  const subject = (() => {
    if (!view.itemId) return undefined;
    if (view.itemId === newTodoId) return 'new' as const;
    const todo = loaded.find((item) => item.id === view.itemId);
    if (todo) return todo;
    return list.isLoading || list.isFetching ? ('loading' as const) : ('missing' as const);
  })();
  const reorderTodo = (todoId: string, afterTodoId: string | null) =>
    void reorder({ todoId, afterTodoId, args: view.args })
      .unwrap()
      .catch(() => dispatch(showMessage({ message: t('reorderFailed'), variant: 'error' })));

  return (
    <CollectionLayout
      testId="todo-page"
      side={(close) => <TodoSidebar current={view.list} newHref={view.itemPath(newTodoId)} onNavigate={close} />}
      sideToggle={{ label: t('lists'), testId: 'todo-lists-button' }}
      density={{ view: 'todo', testId: 'todo-density' }}
      title={listTitle(t, view.list)}
      subtitle={<span data-testid="todo-count">{total === undefined ? '\u00a0' : t('count', { count: total })}</span>}
    >
      <TodoToolbar view={view} />
      <Paper variant="outlined">
        {!view.known ? (
          <UnknownList
            message={t('unknownList')}
            fallback={{ to: todoPaths.list(todoPaths.defaultList), label: listTitle(t, todoPaths.defaultList) }}
            testId="todo-unknown-list"
          />
        ) : (
          <>
            <TodoBulkBar todos={todos} selection={selection} bulk={bulk} deletedList={deletedList} />
            <CollectionListStates
              query={list}
              count={todos.length}
              texts={{
                loading: t('loading'),
                failed: t('loadFailed'),
                retry: t('retry'),
                empty: view.q ? t('emptySearch', { q: view.q }) : t('empty'),
                more: t('showMore'),
              }}
              testIds={{ loading: 'todo-loading', error: 'todo-error', empty: 'todo-empty', more: 'todo-show-more' }}
              skeleton={{ circle: 24, lines: ['60%', '30%'], sx: { alignItems: 'center', gap: 2, py: 1.5 } }}
            >
              {view.sort === 'manual' ? (
                <SortableTodoList todos={todos} rowProps={rowProps} onMove={reorderTodo} />
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="todo-list">
                  {todos.map((todo) => (
                    <TodoRow key={todo.id} todo={todo} {...rowProps(todo)} />
                  ))}
                </Box>
              )}
            </CollectionListStates>
          </>
        )}
      </Paper>
      {subject !== undefined && (
        <Suspense fallback={null}>
          <TodoDialog
            subject={subject}
            fresh={freshValuesFor(view.list)}
            offerUndo={undo.offerUndo}
            onClose={() => navigate(view.listPath + view.search)}
          />
        </Suspense>
      )}
      {!docked && (
        // Room under the last row, so the button never covers its flags.
        <Box aria-hidden sx={{ height: 72 }} />
      )}
      {!docked && (
        <Fab
          color="primary"
          component={RouterLink}
          to={view.itemPath(newTodoId)}
          aria-label={t('newTodo')}
          data-testid="todo-new-fab"
          // Above the undo toast while it shows, which stands at the bottom across a phone's width.
          sx={{ position: 'fixed', right: 16, bottom: undo.open ? 88 : 16, transition: 'bottom 150ms' }}
        >
          <AddIcon />
        </Fab>
      )}
      {undo.toast}
    </CollectionLayout>
  );
}
