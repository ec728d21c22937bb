import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { mailListQuerySchema, mailMessages, sendMailSchema } from './mail';

const issuesOf = (schema: z.ZodMiniType, input: unknown) =>
  Object.fromEntries(
    (z.safeParse(schema, input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
const id = '0b6f5e9c-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

describe('mail contracts', () => {
  it('sends only with a recipient, each a valid address', () => {
    expect(issuesOf(sendMailSchema, { id, to: [] })).toEqual({ to: mailMessages.recipients });
    expect(issuesOf(sendMailSchema, { id, to: [], bcc: [{ name: '', email: 'a@b.example' }] })).toEqual({});
    expect(issuesOf(sendMailSchema, { id, to: [{ name: 'A', email: 'not-an-address' }] })).toEqual({
      'to.0.email': mailMessages.email,
    });
  });

  it('lists the inbox by default and takes one of label, filter or folder', () => {
    expect(z.parse(mailListQuerySchema, {})).toMatchObject({ sort: 'time', order: 'desc', limit: 25 });
    expect(issuesOf(mailListQuerySchema, { folderHandle: 'archive' })).toEqual({
      folderHandle: mailMessages.folderHandle,
    });
    expect(issuesOf(mailListQuerySchema, { folderHandle: 'inbox', labelHandle: 'note' })).toEqual({
      folderHandle: mailMessages.oneListOnly,
    });
  });
});
