import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { newTodoSchema, todoListQuerySchema, todoMessages } from './todo';

const issuesOf = (schema: z.ZodMiniType, input: unknown) =>
  Object.fromEntries(
    (z.safeParse(schema, input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the to-do form, as the dialog and the server check it', () => {
  it('needs a title that is more than spaces', () => {
    expect(issuesOf(newTodoSchema, { title: '   ' })).toEqual({ title: todoMessages.title });
    expect(z.parse(newTodoSchema, { title: '  Conferir fatura ' })).toMatchObject({
      title: 'Conferir fatura',
      notes: '',
      startDate: null,
      dueDate: null,
      labels: [],
      completed: false,
    });
  });

  it('refuses a due date before the start, on the due date, and accepts the same instant', () => {
    const start = '2026-11-23T09:00:00-03:00';
    expect(issuesOf(newTodoSchema, { title: 'x', startDate: start, dueDate: '2026-11-23T11:59:00Z' })).toEqual({
      dueDate: todoMessages.dueBeforeStart,
    });
    expect(issuesOf(newTodoSchema, { title: 'x', startDate: start, dueDate: '2026-11-23T12:00:00Z' })).toEqual({});
    expect(issuesOf(newTodoSchema, { title: 'x', dueDate: 'tomorrow' })).toEqual({ dueDate: todoMessages.date });
  });

  it('takes one of label, filter or folder in a list query', () => {
    expect(z.parse(todoListQuerySchema, {})).toMatchObject({ sort: 'manual', order: 'asc' });
    expect(issuesOf(todoListQuerySchema, { labelHandle: 'api', filterHandle: 'deleted' })).toEqual({
      folderHandle: todoMessages.oneListOnly,
    });
  });
});
