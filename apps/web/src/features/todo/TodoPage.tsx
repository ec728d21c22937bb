import type { Todo } from '@conecta/contracts/todo';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { showMessage } from '../../shell/message/messageSlice';
import { useListTodosInfiniteQuery, useReorderTodoMutation, useUpdateTodoMutation } from './api';
import SortableTodoList from './SortableTodoList';
import { TodoBulkBar } from './TodoBulkBar';
import { TodoListStates } from './TodoListStates';
import { type TodoFlag, TodoRow } from './TodoRow';
import { TodoSidebar } from './TodoSidebar';
import { TodoToolbar } from './TodoToolbar';
import { freshValuesFor } from './todoFormValues';
import { useTodoText } from './todoText';
import { isKnownList, listPath, newTodoId, todoPath, useTodoView } from './todoView';
import { useBulkActions } from './useBulkActions';
import { useUndoable } from './useUndoable';

// The dialog (and its date pickers) loads when a to-do is opened or made, not with the list.
const TodoDialog = lazy(() => import('./TodoDialog').then((module) => ({ default: module.TodoDialog })));

const sidebarWidth = 240;

/** The To-do application: its lists on the side, the chosen one in the middle, a to-do in a dialog. */
export default function TodoPage() {
  const text = useTodoText();
  const { t } = text;
  const view = useTodoView();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const known = isKnownList(view.list);
  const list = useListTodosInfiniteQuery(view.args, { skip: !known });
  const [update] = useUpdateTodoMutation();
  const [reorder] = useReorderTodoMutation();
  const [hidden, setHiddenIds] = useState<ReadonlySet<string>>(new Set());
  const [selection, setSelection] = useState<{ list: string; ids: ReadonlySet<string> }>({ list: '', ids: new Set() });
  const { offerUndo, snackbar } = useUndoable(t('undo'));
  const setHidden = (ids: string[], hide: boolean) =>
    setHiddenIds((current) => {
      const next = new Set(current);
      for (const id of ids) hide ? next.add(id) : next.delete(id);
      return next;
    });
  const bulk = useBulkActions({ text, offerUndo, setHidden });

  if (!known) return <Navigate to="/apps/todo/all" replace />;

  const here = listPath(view.list);
  const search = view.query ? `?${view.query}` : '';
  const loaded = list.data?.pages.flatMap((page) => page.items) ?? [];
  const todos = loaded.filter((todo) => !hidden.has(todo.id));
  // A selection belongs to the list it was made in; another list starts with none.
  const selectedIds = selection.list === here ? selection.ids : new Set<string>();
  const selected = todos.filter((todo) => selectedIds.has(todo.id));
  const select = (ids: Iterable<string>) => setSelection({ list: here, ids: new Set(ids) });
  const clearSelection = () => select([]);
  const deletedList = view.list.kind === 'filter' && view.list.handle === 'deleted';
  const manual = view.sort === 'manual';

  const rowProps = (todo: Todo) => ({
    text,
    href: todoPath(view.list, todo.id, search),
    selected: selectedIds.has(todo.id),
    onSelect: (on: boolean) => {
      const next = new Set(selectedIds);
      on ? next.add(todo.id) : next.delete(todo.id);
      select(next);
    },
    onToggle: (flag: TodoFlag) => void update({ ...todo, [flag]: !todo[flag] }),
  });

  const subject = (() => {
    if (!view.todoId) return undefined;
    if (view.todoId === newTodoId) return 'new' as const;
    const todo = loaded.find((item) => item.id === view.todoId);
    if (todo) return todo;
    return list.isLoading || list.isFetching ? ('loading' as const) : ('missing' as const);
  })();

  const sidebar = (
    <TodoSidebar
      text={text}
      current={view.list}
      newHref={todoPath(view.list, newTodoId, search)}
      onNavigate={() => setDrawerOpen(false)}
    />
  );
  const total = list.data?.pages[0]?.total;

  return (
    <Box sx={{ display: 'flex', minHeight: '100%', bgcolor: 'background.default' }} data-testid="todo-page">
      {wide ? (
        <Paper
          square
          elevation={0}
          sx={{ width: sidebarWidth, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}
        >
          {sidebar}
        </Paper>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: { width: sidebarWidth } } }}
        >
          {sidebar}
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          {!wide && (
            <IconButton aria-label={t('lists')} onClick={() => setDrawerOpen(true)} data-testid="todo-lists-button">
              <MenuIcon />
            </IconButton>
          )}
          <Box>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} data-testid="page-title">
              {text.listTitle(view.list)}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="todo-count">
              {total === undefined ? '\u00a0' : t('count', { count: total })}
            </Typography>
          </Box>
        </Box>
        <TodoToolbar text={text} view={view} />
        <Paper variant="outlined">
          <TodoBulkBar
            text={text}
            shown={todos.length}
            selected={selected.length}
            deletedList={deletedList}
            onSelectAll={(all) => select(all ? todos.map((todo) => todo.id) : [])}
            onLabel={(labelId) => void bulk.label(selected, labelId)}
            onComplete={() => {
              void bulk.complete(selected);
              clearSelection();
            }}
            onDelete={() => {
              deletedList ? bulk.deleteForGood(selected) : void bulk.remove(selected);
              clearSelection();
            }}
          />
          <TodoListStates text={text} list={list} shown={todos.length} q={view.q}>
            {manual ? (
              <SortableTodoList
                todos={todos}
                text={text}
                rowProps={rowProps}
                onMove={(todoId, afterTodoId) =>
                  void reorder({ todoId, afterTodoId, args: view.args })
                    .unwrap()
                    .catch(() => dispatch(showMessage({ message: t('reorderFailed'), variant: 'error' })))
                }
              />
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="todo-list">
                {todos.map((todo) => (
                  <TodoRow key={todo.id} todo={todo} {...rowProps(todo)} />
                ))}
              </Box>
            )}
          </TodoListStates>
        </Paper>
      </Box>
      {subject !== undefined && (
        <Suspense fallback={null}>
          <TodoDialog
            text={text}
            subject={subject}
            fresh={freshValuesFor(view.list)}
            onClose={() => navigate(`${here}${search}`)}
          />
        </Suspense>
      )}
      {snackbar}
    </Box>
  );
}
