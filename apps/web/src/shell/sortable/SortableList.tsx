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
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { restrictToVerticalAxis } from './restrictToVerticalAxis';

/** What an item of a sortable list hands its element and its drag handle. */
export interface SortableItemDrag {
  rowRef: (element: HTMLElement | null) => void;
  handleRef: (element: HTMLElement | null) => void;
  handleProps: Omit<HTMLAttributes<HTMLElement>, 'color'>;
  style: CSSProperties;
  dragging: boolean;
}

/** An item of a {@link SortableList}: its element takes `rowRef` and `style`, its handle `handleRef` and `handleProps`. */
export function useSortableItem(id: string): SortableItemDrag {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return {
    rowRef: setNodeRef,
    handleRef: setActivatorNodeRef,
    handleProps: { ...attributes, ...listeners } as Omit<HTMLAttributes<HTMLElement>, 'color'>,
    style: { transform: CSS.Translate.toString(transform), transition },
    dragging: isDragging,
  };
}

export interface SortableListProps {
  /** The items' ids, in their order now. */
  ids: readonly string[];
  /** The item `id` was dropped where the item at `toIndex` was. */
  onMove(id: string, fromIndex: number, toIndex: number): void;
  /** What a screen reader hears at each step, in the page's language; dnd-kit's English otherwise. */
  announcements?: Announcements;
  /** How to pick an item up from the keyboard, in the page's language. */
  instructions?: string;
  children: ReactNode;
}

/**
 * A vertical list sorted by hand: an item is dragged by its handle with the mouse or a finger, or picked up from the
 * keyboard (space or enter, arrows, space or enter); items move up and down only.
 */
export function SortableList({ ids, onMove, announcements, instructions, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(String(active.id), ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={onDragEnd}
      accessibility={{
        ...(announcements && { announcements }),
        ...(instructions && { screenReaderInstructions: { draggable: instructions } }),
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
