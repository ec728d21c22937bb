import type { Todo } from '@conecta/contracts/todo';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { todoNamespace } from './locales';
import { restrictToVerticalAxis } from './restrictToVerticalAxis';
import { TodoRow, type TodoRowProps } from './TodoRow';

type RowProps = Omit<TodoRowProps, 'drag' | 'todo'>;

function SortableRow({ todo, ...props }: RowProps & { todo: Todo }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: todo.id,
  });
  return (
    <TodoRow
      todo={todo}
      {...props}
      drag={{
        rowRef: setNodeRef,
        handleRef: setActivatorNodeRef,
        handleProps: { ...attributes, ...listeners },
        style: { transform: CSS.Translate.toString(transform), transition },
        dragging: isDragging,
      }}
    />
  );
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = todos.map((todo) => todo.id);
  const titleOf = (id: string | number) => todos.find((todo) => todo.id === id)?.title ?? '';
  const place = (id: string | number | undefined) => ({ position: ids.indexOf(String(id)) + 1, count: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dragStart', { title: titleOf(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) => t('dragOver', { title: titleOf(active.id), ...place(over?.id ?? active.id) }),
    onDragEnd: ({ active, over }) => t('dragEnd', { title: titleOf(active.id), ...place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('dragCancel', { title: titleOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    // The dropped row takes the place of the one it was dropped on: after whichever row then precedes it.
    const to = ids.indexOf(String(over.id));
    const rest = ids.filter((id) => id !== active.id);
    onMove(String(active.id), to === 0 ? null : (rest[to - 1] ?? null));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('reorderHint') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="todo-list">
          {todos.map((todo) => (
            <SortableRow key={todo.id} todo={todo} {...rowProps(todo)} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
