import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { keysetPageSchema, keysetQueryFields, quickSearchSchema } from './list';
import { messageText } from './messages';

const query = z.object({
  q: quickSearchSchema,
  ...keysetQueryFields(['name', 'createdAt'], { sort: 'createdAt', order: 'desc' }),
});
const messages = (input: Record<string, string>) =>
  Object.fromEntries(
    (z.safeParse(query, input).error?.issues ?? []).map((issue) => [issue.path.join('.'), messageText(issue.message)]),
  );

describe('keyset list query', () => {
  it('fills the defaults: first page forward, the sort the list chose, 25 rows', () => {
    expect(z.parse(query, {})).toEqual({ sort: 'createdAt', order: 'desc', limit: 25, direction: 'after' });
  });

  it('reads a query string as the API receives it', () => {
    expect(
      z.parse(query, { q: '  moto ', sort: 'name', order: 'asc', limit: '50', cursor: 'abc', direction: 'before' }),
    ).toEqual({ q: 'moto', sort: 'name', order: 'asc', limit: 50, cursor: 'abc', direction: 'before' });
  });

  it('names each field it refuses, with the messages the API has always answered', () => {
    expect(messages({ sort: 'password', order: 'up', direction: 'sideways', cursor: 'x'.repeat(513) })).toEqual({
      sort: 'Unknown sort field',
      order: 'Order must be asc or desc',
      direction: 'Direction must be after or before',
      cursor: 'Invalid cursor',
    });
    expect(Object.keys(messages({ limit: '101' }))).toEqual(['limit']);
    expect(Object.keys(messages({ limit: '0' }))).toEqual(['limit']);
    expect(messages({ q: 'x'.repeat(101) })).toEqual({ q: 'Search can have up to 100 characters' });
  });
});

describe('keyset page', () => {
  it('carries the rows, the total and the cursors on either side', () => {
    const page = keysetPageSchema(z.object({ id: z.string() }));
    const answer = { items: [{ id: 'a' }], total: 1, totalIsEstimate: false, nextCursor: null, prevCursor: null };
    expect(z.parse(page, answer)).toEqual(answer);
    expect(z.safeParse(page, { ...answer, nextCursor: undefined }).success).toBe(false);
  });
});
