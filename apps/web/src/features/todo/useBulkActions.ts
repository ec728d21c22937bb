import type { Todo } from '@conecta/contracts/todo';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import type { OfferUndo } from '../../shell/collection';
import { showMessage } from '../../shell/message/messageSlice';
import {
  useDeleteTodosMutation,
  useRemoveTodoMutation,
  useToggleTodoLabelMutation,
  useUpdateTodoMutation,
} from './api';
import { todoNamespace } from './locales';
import { labelTitle } from './todoText';

/**
 * The selection's changes, each offered for undoing in the page's undo toast: a label toggled again,
 * the to-dos saved back as they were, or (for good) a deletion held back until the window closes.
 */
export function useBulkActions(offerUndo: OfferUndo) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation(todoNamespace);
  // Rows whose permanent deletion is held back for the undo window.
  const [hidden, setHiddenIds] = useState<ReadonlySet<string>>(new Set());
  const setHidden = (ids: string[], hide: boolean) =>
    setHiddenIds((current) => {
      const next = new Set(current);
      for (const id of ids) hide ? next.add(id) : next.delete(id);
      return next;
    });
  const [toggleLabel] = useToggleTodoLabelMutation();
  const [update] = useUpdateTodoMutation();
  const [remove] = useRemoveTodoMutation();
  const [deleteTodos] = useDeleteTodosMutation();

  /** Runs the calls; a failure is said, not thrown. */
  const run = async (calls: () => Promise<unknown>[]) => {
    try {
      await Promise.all(calls());
      return true;
    } catch {
      dispatch(showMessage({ message: t('actionFailed'), variant: 'error' }));
      return false;
    }
  };
  const saveBack = (todos: Todo[]) => () => run(() => todos.map((todo) => update(todo).unwrap()));

  return {
    /** The ids to leave out of the list. */
    hidden,
    /** Toggling the label again on the same to-dos puts each back as it was. */
    label: async (todos: Todo[], labelId: number) => {
      const selectedTodoIds = todos.map((todo) => todo.id);
      if (!(await run(() => [toggleLabel({ selectedTodoIds, labelId }).unwrap()]))) return;
      offerUndo({
        message: t('labelToggled', { count: todos.length, label: labelTitle(t, labelId) }),
        undo: () => run(() => [toggleLabel({ selectedTodoIds, labelId }).unwrap()]),
      });
    },
    complete: async (todos: Todo[]) => {
      const open = todos.filter((todo) => !todo.completed);
      if (!(await run(() => open.map((todo) => update({ ...todo, completed: true }).unwrap())))) return;
      offerUndo({ message: t('completedDone', { count: todos.length }), undo: saveBack(open) });
    },
    /** Moves them under the deleted filter; undo saves them back undeleted. */
    remove: async (todos: Todo[]) => {
      if (!(await run(() => todos.map((todo) => remove(todo.id).unwrap())))) return;
      offerUndo({ message: t('removed', { count: todos.length }), undo: saveBack(todos) });
    },
    /** For good: nothing could bring them back, so the call waits for the undo window to close. */
    deleteForGood: (todos: Todo[]) => {
      const ids = todos.map((todo) => todo.id);
      setHidden(ids, true);
      offerUndo({
        message: t('deletedForGood', { count: ids.length }),
        undo: () => setHidden(ids, false),
        commit: () =>
          void run(() => [deleteTodos(ids).unwrap()]).then((ok) => {
            if (!ok) setHidden(ids, false);
          }),
      });
    },
  };
}

export type BulkActions = ReturnType<typeof useBulkActions>;
