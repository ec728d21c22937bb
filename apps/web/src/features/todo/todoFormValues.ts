import { type NewTodo, newTodoSchema, type Todo, todoLabels } from '@conecta/contracts/todo';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { TodoList } from './todoView';

/** What the dialog's inputs hold: dates as `2026-11-23T14:05` in local time (empty = none). */
export interface TodoFormValues {
  title: string;
  notes: string;
  startDate: string;
  dueDate: string;
  completed: boolean;
  starred: boolean;
  important: boolean;
  labels: number[];
}

export const todoFormFields = ['title', 'notes', 'startDate', 'dueDate', 'labels'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11-23T14:05` in the browser's time zone, as the input shows it. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The picker's value for what the form holds (local time); null when empty. */
export function toPickerDate(value: string): Date | null {
  if (!value) return null;
  return new Date(value);
}

/** What the form holds for the picker's date: a half-typed (invalid) date stays invalid, so the contract refuses it. */
export function fromPickerDate(date: Date | null): string {
  if (!date) return '';
  return Number.isNaN(date.getTime()) ? 'invalid' : toLocalInput(date.toISOString());
}

/** The input's local time as the API's ISO 8601; null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const blank: TodoFormValues = {
  title: '',
  notes: '',
  startDate: '',
  dueDate: '',
  completed: false,
  starred: false,
  important: false,
  labels: [],
};

/** The inputs for a to-do, or for a new one with `fresh` (what the list it is made in implies). */
export function valuesOf(todo: Todo | undefined, fresh: Partial<TodoFormValues> = {}): TodoFormValues {
  if (!todo) return { ...blank, ...fresh };
  return {
    title: todo.title,
    notes: todo.notes,
    startDate: toLocalInput(todo.startDate),
    dueDate: toLocalInput(todo.dueDate),
    completed: todo.completed,
    starred: todo.starred,
    important: todo.important,
    labels: [...todo.labels],
  };
}

export function payloadOf(values: TodoFormValues): z.input<typeof newTodoSchema> {
  return {
    ...values,
    startDate: fromLocalInput(values.startDate),
    dueDate: fromLocalInput(values.dueDate),
    labels: [...values.labels].sort((a, b) => a - b),
  };
}

/** The contract's own rules (title required, due not before start) on what the inputs hold. */
export const todoFormResolver = zodResolver(
  z.pipe(
    z.transform((values: TodoFormValues) => payloadOf(values)),
    newTodoSchema,
  ),
) as unknown as Resolver<TodoFormValues, unknown, NewTodo>;

/** A to-do made from a list starts in it: with its label, or with the flag its filter shows. */
export function freshValuesFor(list: TodoList): Partial<TodoFormValues> {
  if (list.kind === 'label') {
    const label = todoLabels.find((entry) => entry.handle === list.handle);
    return label ? { labels: [label.id] } : {};
  }
  if (
    list.kind === 'filter' &&
    (list.handle === 'starred' || list.handle === 'important' || list.handle === 'completed')
  )
    return { [list.handle]: true };
  return {};
}
