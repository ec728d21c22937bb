import type { Todo } from '@conecta/contracts/todo';
import type { Announcements } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { SortableList, useSortableItem } from '../../shell/sortable/SortableList';
import { todoNamespace } from './locales';
import { TodoRow, type TodoRowProps } from './TodoRow';

type RowProps = Omit<TodoRowProps, 'drag' | 'todo'>;

function SortableRow({ todo, ...props }: RowProps & { todo: Todo }) {
  return <TodoRow todo={todo} {...props} drag={useSortableItem(todo.id)} />;
}

export interface SortableTodoListProps {
  todos: Todo[];
  rowProps(todo: Todo): RowProps;
  /** The to-do dropped right after another (null: first). */
  onMove(todoId: string, afterTodoId: string | null): void;
}

/**
 * The list in the user's own order: drag a row by its handle, or pick it up from the keyboard
 * (space or enter, arrows, space or enter), each step announced in the page's language.
 */
export default function SortableTodoList({ todos, rowProps, onMove }: SortableTodoListProps) {
  const { t } = useTranslation(todoNamespace);
  const ids = todos.map((todo) => todo.id);
  const titleOf = (id: string | number) => todos.find((todo) => todo.id === id)?.title ?? '';
  const place = (id: string | number | undefined) => ({ position: ids.indexOf(String(id)) + 1, count: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dragStart', { title: titleOf(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) => t('dragOver', { title: titleOf(active.id), ...place(over?.id ?? active.id) }),
    onDragEnd: ({ active, over }) => t('dragEnd', { title: titleOf(active.id), ...place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('dragCancel', { title: titleOf(active.id) }),
  };
  return (
    <SortableList
      ids={ids}
      announcements={announcements}
      instructions={t('reorderHint')}
      onMove={(id, _from, to) => {
        // The dropped row takes the place of the one it was dropped on: after whichever row then precedes it.
        const rest = ids.filter((other) => other !== id);
        onMove(id, to === 0 ? null : (rest[to - 1] ?? null));
      }}
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="todo-list">
        {todos.map((todo) => (
          <SortableRow key={todo.id} todo={todo} {...rowProps(todo)} />
        ))}
      </ul>
    </SortableList>
  );
}
