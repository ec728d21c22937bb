import type { ScrumboardBoard, ScrumboardCard, ScrumboardList } from '@conecta/contracts/scrumboard';
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  getFirstCollision,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardCard } from './BoardCard';
import { BoardListColumn } from './BoardListColumn';
import { scrumboardNamespace } from './locales';

/** The lists as the board shows them: each list's id and its cards' ids, in order. */
export type Columns = { id: string; idCards: string[] }[];

const columnsOf = (lists: ScrumboardList[]): Columns =>
  lists.map((list) => ({ id: list.id, idCards: [...list.idCards] }));
const sameColumns = (a: Columns, b: Columns) => JSON.stringify(a) === JSON.stringify(b);

export interface BoardColumnsProps {
  board: ScrumboardBoard;
  /** A move ended: the board's lists in their new order, and what moved. */
  onOrder(columns: Columns, moved: { kind: 'card' | 'list'; id: string }): void;
  onOpenCard(cardId: string): void;
  /** Whether a drag is on, so live refreshes wait for the drop. */
  onDragging(dragging: boolean): void;
  /** After the last list: the form that adds one. */
  addList: ReactNode;
}

function SortableCard({ card, board, onOpen }: { card: ScrumboardCard; board: ScrumboardBoard; onOpen(): void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { type: 'card' },
  });
  return (
    <BoardCard
      ref={setNodeRef}
      card={card}
      board={board}
      onOpen={onOpen}
      dragProps={{ ...attributes, ...listeners }}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : 1 }}
    />
  );
}

function SortableColumn({
  list,
  idCards,
  board,
  onOpenCard,
}: {
  list: ScrumboardList;
  idCards: string[];
  board: ScrumboardBoard;
  onOpenCard(cardId: string): void;
}) {
  const sortable = useSortable({ id: list.id, data: { type: 'list' } });
  const cardsById = new Map(board.cards.map((card) => [card.id, card]));
  return (
    <BoardListColumn
      ref={sortable.setNodeRef}
      list={list}
      count={idCards.length}
      boardId={board.id}
      handleRef={sortable.setActivatorNodeRef}
      handleAttributes={sortable.attributes}
      handleListeners={sortable.listeners}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.5 : 1,
      }}
    >
      <SortableContext items={idCards} strategy={verticalListSortingStrategy}>
        {idCards.map((id) => {
          const card = cardsById.get(id);
          return card ? <SortableCard key={id} card={card} board={board} onOpen={() => onOpenCard(id)} /> : null;
        })}
      </SortableContext>
    </BoardListColumn>
  );
}

/**
 * The board's lists side by side, cards dragged between them and lists dragged among themselves — by mouse, touch
 * or keyboard (space to pick up, arrows, space to drop, escape to cancel), each step said to screen readers. In a
 * right-to-left page the lists run from the right and the arrows move as they point.
 */
export function BoardColumns({ board, onOrder, onOpenCard, onDragging, addList }: BoardColumnsProps) {
  const { t } = useTranslation(scrumboardNamespace);
  const [columns, setColumns] = useState<Columns>(() => columnsOf(board.lists));
  const [active, setActive] = useState<{ id: string; type: 'card' | 'list' } | null>(null);
  const before = useRef<Columns>(columns);

  // The board's order is the one shown, except while something is carried.
  useEffect(() => {
    if (!active) setColumns(columnsOf(board.lists));
  }, [board.lists, active]);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter opens a card; space picks it up and drops it.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const listOfCard = useCallback(
    (id: UniqueIdentifier) =>
      columns.find((column) => column.id === id) ?? columns.find((column) => column.idCards.includes(String(id))),
    [columns],
  );

  // Cards land on the card under the pointer, or an empty list; lists only among lists.
  const collision: CollisionDetection = useCallback(
    (args) => {
      if (args.active.data.current?.type === 'list') {
        return closestCenter({
          ...args,
          droppableContainers: args.droppableContainers.filter((c) => c.data.current?.type === 'list'),
        });
      }
      const pointer = pointerWithin(args);
      const hits = pointer.length > 0 ? pointer : rectIntersection(args);
      const overId = getFirstCollision(hits, 'id');
      if (overId == null) return closestCorners(args);
      const column = columns.find((c) => c.id === overId);
      if (column && column.idCards.length > 0) {
        const near = closestCenter({
          ...args,
          droppableContainers: args.droppableContainers.filter((c) => column.idCards.includes(String(c.id))),
        });
        if (near.length > 0) return near;
      }
      return [{ id: overId }];
    },
    [columns],
  );

  const nameOf = (id: UniqueIdentifier) =>
    board.cards.find((card) => card.id === id)?.name ?? board.lists.find((list) => list.id === id)?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active: a }) =>
      t(a.data.current?.type === 'list' ? 'dragStartList' : 'dragStartCard', { name: nameOf(a.id) }),
    onDragOver: ({ active: a, over }) => {
      if (a.data.current?.type === 'list') {
        const position = columns.findIndex((c) => c.id === (over?.id ?? a.id)) + 1;
        return t('dragOverList', { name: nameOf(a.id), position, count: columns.length });
      }
      const column = listOfCard(a.id);
      return t('dragOverCard', {
        name: nameOf(a.id),
        list: nameOf(column?.id ?? ''),
        position: (column?.idCards.indexOf(String(a.id)) ?? 0) + 1,
      });
    },
    onDragEnd: ({ active: a }) => t('dragEnd', { name: nameOf(a.id) }),
    onDragCancel: ({ active: a }) => t('dragCancel', { name: nameOf(a.id) }),
  };

  const start = ({ active: a }: DragStartEvent) => {
    before.current = columns;
    setActive({ id: String(a.id), type: a.data.current?.type === 'list' ? 'list' : 'card' });
    onDragging(true);
  };

  // A card carried over another list is put in it at once, so the lists make room as it goes.
  const over = ({ active: a, over: target }: DragOverEvent) => {
    if (!target || a.data.current?.type === 'list') return;
    const from = listOfCard(a.id);
    const to = listOfCard(target.id);
    if (!from || !to || from.id === to.id) return;
    setColumns((current) =>
      current.map((column) => {
        if (column.id === from.id) return { ...column, idCards: column.idCards.filter((id) => id !== a.id) };
        if (column.id !== to.id) return column;
        const at = column.idCards.indexOf(String(target.id));
        const index = at < 0 ? column.idCards.length : at;
        return {
          ...column,
          idCards: [...column.idCards.slice(0, index), String(a.id), ...column.idCards.slice(index)],
        };
      }),
    );
  };

  const finish = (next: Columns | null) => {
    setActive(null);
    onDragging(false);
    if (!next) {
      setColumns(before.current);
      return;
    }
    setColumns(next);
    return next;
  };

  const end = ({ active: a, over: target }: DragEndEvent) => {
    let next = columns;
    if (target && a.data.current?.type === 'list') {
      const from = columns.findIndex((c) => c.id === a.id);
      const to = columns.findIndex((c) => c.id === target.id);
      if (from >= 0 && to >= 0 && from !== to) next = arrayMove(columns, from, to);
    } else if (target) {
      const column = listOfCard(a.id);
      if (column?.idCards.includes(String(target.id))) {
        const from = column.idCards.indexOf(String(a.id));
        const to = column.idCards.indexOf(String(target.id));
        if (from !== to) {
          next = columns.map((c) => (c.id === column.id ? { ...c, idCards: arrayMove(c.idCards, from, to) } : c));
        }
      }
    }
    finish(next);
    if (!sameColumns(next, before.current)) {
      onOrder(next, { kind: a.data.current?.type === 'list' ? 'list' : 'card', id: String(a.id) });
    }
  };

  const listsById = new Map(board.lists.map((list) => [list.id, list]));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={start}
      onDragOver={over}
      onDragEnd={end}
      onDragCancel={() => finish(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragHint') } }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, overflowX: 'auto', p: 2, minHeight: 0, flex: 1 }}
        data-testid="scrumboard-lists"
      >
        <SortableContext items={columns.map((c) => c.id)} strategy={horizontalListSortingStrategy}>
          {columns.map((column) => {
            const list = listsById.get(column.id);
            return list ? (
              <SortableColumn
                key={column.id}
                list={list}
                idCards={column.idCards}
                board={board}
                onOpenCard={onOpenCard}
              />
            ) : null;
          })}
        </SortableContext>
        {addList}
      </Box>
    </DndContext>
  );
}
