import {
  type HighlightPart,
  type Mail,
  type MailListItem,
  type MailListQuery,
  type MailPage,
  type MailUnreadCounts,
  mailExcerptLength,
  mailFilters,
  mailFolderId,
  mailFolders,
  mailLabels,
  mailMessages,
} from '@conecta/contracts/mail';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { accountCollection } from '../../db/accountCollection';
import type { Database } from '../../db/client';
import type { SortKey } from '../../db/keyset';
import { searchConfig } from '../../db/search';
import { HttpError } from '../../http/errors';
import { ensureAccountSampleData } from '../../platform/account-sample-data';
import { mailAccountSampleData } from './seed';
import { type MailRow, mailItems } from './table';

/** Each account's mailbox, its sample mail written at its first call; another's mail is as unknown as a missing one. */
export const mailbox = accountCollection({
  table: mailItems,
  id: mailItems.id,
  owner: mailItems.accountId,
  sampleData: mailAccountSampleData,
  notFound: () => new HttpError(404, mailMessages.notFound),
});

/** Every column but the search vector, which only the database reads. */
export const { search: _search, ...storedColumns } = getTableColumns(mailItems);
type StoredMail = Omit<MailRow, 'search'>;

export function toMail(row: StoredMail): Mail {
  return {
    id: row.id,
    from: { name: row.fromName, email: row.fromEmail, avatar: row.fromAvatar },
    to: row.to,
    cc: row.cc,
    bcc: row.bcc,
    subject: row.subject,
    message: row.message,
    time: row.time.toISOString(),
    read: row.read,
    starred: row.starred,
    important: row.important,
    hasAttachments: row.attachments.length > 0,
    attachments: row.attachments,
    labels: row.labels,
    folder: row.folder,
    notDeliveredTo: row.notDeliveredTo,
    sendAt: row.sendAt?.toISOString() ?? null,
  };
}

/** What a list row reads of a mail: no body (`message`, `bodyText`), an excerpt of the text instead. */
const { message: _message, bodyText: _bodyText, ...listColumns } = storedColumns;
type ListedMail = Omit<StoredMail, 'message' | 'bodyText'> & { excerptText: string };

/**
 * The characters of the text a search highlights: ts_headline reads its whole input, and over a 199,000-character
 * body (a phrase over repeated words) it ran for minutes. A match beyond this is found, but not marked.
 */
export const highlightSourceLength = 2000;

/** Whitespace runs as one space: the excerpt is one line of the list. */
function oneLine(text: string, length: number): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, length);
}

export function toListItem(row: ListedMail): Omit<MailListItem, 'highlight'> {
  const { excerptText, ...rest } = row;
  const { message: _body, ...mail } = toMail({ ...rest, message: '', bodyText: '' });
  return { ...mail, excerpt: oneLine(excerptText, mailExcerptLength) };
}

/** The account's mail with this id; 404 for a missing id or another account's. */
export async function readMail(db: Database, accountId: string, id: string): Promise<Mail> {
  return toMail(await mailbox.readOne(db, accountId, id, storedColumns));
}

/** Which mails a list shows: a label, a filter (across folders) or a folder, the inbox when none is given. */
function listCondition(query: Pick<MailListQuery, 'labelHandle' | 'filterHandle' | 'folderHandle'>): SQL {
  if (query.labelHandle) {
    const label = mailLabels.find((entry) => entry.handle === query.labelHandle)?.id ?? -1;
    return sql`${mailItems.labels} @> array[${label}]::smallint[]`;
  }
  if (query.filterHandle) {
    const filter = mailFilters.find((entry) => entry.handle === query.filterHandle)?.handle;
    return filter === 'starred' ? eq(mailItems.starred, true) : eq(mailItems.important, true);
  }
  return eq(mailItems.folder, mailFolderId[query.folderHandle ?? 'inbox']);
}

/** Marks the matched words in ts_headline's output; control characters never occur in stored text. */
const startMark = '\u0002';
const stopMark = '\u0003';
const headlineOptions = {
  subject: `StartSel=${startMark}, StopSel=${stopMark}, HighlightAll=true`,
  excerpt: `StartSel=${startMark}, StopSel=${stopMark}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`,
};

/** ts_headline's marked text as runs of plain text, so a client never has to treat it as HTML. */
export function highlightParts(marked: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  for (const [index, piece] of marked.split(startMark).entries()) {
    const [matched, rest] =
      index === 0
        ? [undefined, piece]
        : (() => {
            const at = piece.indexOf(stopMark);
            return at < 0 ? [piece, ''] : [piece.slice(0, at), piece.slice(at + 1)];
          })();
    if (matched) parts.push({ text: matched, match: true });
    if (rest) parts.push({ text: rest.replaceAll(stopMark, ''), match: false });
  }
  return parts;
}

/** A last word this long or longer is also matched as the start of a word (the user may still be typing). */
const prefixMinLength = 3;

/**
 * The text query of a search: websearch syntax (words, "phrases", -exclusions, or), and the last plain word
 * also matched as a prefix, so "portab" finds "portabilidade" while the user types. The prefix word is letters
 * and digits only, so it can be handed to `to_tsquery` safely. Accents and case are ignored on both sides
 * (`searchConfig`): "seguranca" finds and marks "Segurança".
 */
export function mailSearchQuery(q: string): SQL {
  const last = /(^|\s)([\p{L}\p{N}]+)$/u.exec(q);
  const word = last?.[2];
  if (!last || !word || word.length < prefixMinLength) return sql`websearch_to_tsquery(${searchConfig}, ${q})`;
  const prefix = sql`to_tsquery(${searchConfig}, ${`${word}:*`})`;
  const head = q.slice(0, last.index).trim();
  if (!head) return prefix;
  // "a or b…": keep the or; anything else before the last word must match as well.
  const alternative = /^(.*\S)\s+or$/i.exec(head)?.[1];
  return alternative
    ? sql`(websearch_to_tsquery(${searchConfig}, ${alternative}) || ${prefix})`
    : sql`(websearch_to_tsquery(${searchConfig}, ${head}) && ${prefix})`;
}

const timeKey: SortKey = { column: mailItems.time, nullable: false, type: 'timestamptz' };

/**
 * One page of a list, newest first: an index range of (account, folder, time, id) for a folder, of
 * (account, time, id) for labels and filters; a search adds `search @@ websearch_to_tsquery(…)` (GIN) and
 * the highlights of the matched words, computed for the page's rows only.
 */
export async function readMailPage(db: Database, accountId: string, query: MailListQuery): Promise<MailPage> {
  const q = query.q?.trim() || undefined;
  const tsQuery = q ? mailSearchQuery(q) : undefined;
  // Computed by PostgreSQL for the page's rows only; null outside a search.
  const highlightColumns = {
    subjectMarked: tsQuery
      ? sql<string | null>`ts_headline(${searchConfig}, ${mailItems.subject}, ${tsQuery}, ${headlineOptions.subject})`
      : sql<string | null>`null`,
    excerptMarked: tsQuery
      ? sql<
          string | null
        >`ts_headline(${searchConfig}, left(${mailItems.bodyText}, ${highlightSourceLength}), ${tsQuery}, ${headlineOptions.excerpt})`
      : sql<string | null>`null`,
  };
  // Twice the excerpt's length: runs of whitespace shrink to one space in `oneLine`.
  const excerptText = sql<string>`left(${mailItems.bodyText}, ${mailExcerptLength * 2})`;
  return mailbox.page(db, accountId, query, {
    where: listCondition(query),
    search: tsQuery ? sql`${mailItems.search} @@ ${tsQuery}` : undefined,
    sort: timeKey,
    columns: { ...listColumns, excerptText, ...highlightColumns },
    toItem: (row): MailListItem => ({
      ...toListItem(row),
      highlight:
        row.subjectMarked === null
          ? null
          : { subject: highlightParts(row.subjectMarked), excerpt: highlightParts(row.excerptMarked ?? '') },
    }),
  });
}

/**
 * How many unread mails each list holds (the side list's counts, the navigation's badge, the tab's title): one
 * pass over the account's unread mail, read through its partial index (`mail_messages_unread`), so it costs what
 * the unread mail is, not the mailbox. Filters and labels count across folders, as their lists show them.
 */
export async function readUnreadCounts(db: Database, accountId: string): Promise<MailUnreadCounts> {
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
  const columns: Record<string, SQL<number>> = {};
  for (const folder of mailFolders) columns[`folder_${folder.handle}`] = count(sql`${mailItems.folder} = ${folder.id}`);
  columns.filter_starred = count(sql`${mailItems.starred}`);
  columns.filter_important = count(sql`${mailItems.important}`);
  for (const label of mailLabels) {
    columns[`label_${label.handle}`] = count(sql`${mailItems.labels} @> array[${label.id}]::smallint[]`);
  }
  const [row = {}] = await db
    .select(columns)
    .from(mailItems)
    .where(and(eq(mailItems.accountId, accountId), eq(mailItems.read, false)));
  const of = (key: string) => Number((row as Record<string, unknown>)[key] ?? 0);
  return {
    folders: Object.fromEntries(
      mailFolders.map((f) => [f.handle, of(`folder_${f.handle}`)]),
    ) as MailUnreadCounts['folders'],
    filters: Object.fromEntries(
      mailFilters.map((f) => [f.handle, of(`filter_${f.handle}`)]),
    ) as MailUnreadCounts['filters'],
    labels: Object.fromEntries(
      mailLabels.map((l) => [l.handle, of(`label_${l.handle}`)]),
    ) as MailUnreadCounts['labels'],
  };
}

/** A mail exchanged with someone, as another feature lists it (Contacts' "mails exchanged"). */
export interface MailExchanged {
  id: string;
  subject: string;
  time: string;
  folder: number;
  fromName: string;
  fromEmail: string;
}

/**
 * The account's latest mails from or to `email` (case ignored), newest first, its sample mailbox written first
 * if it never opened Mail. For other features, through `features/mail/index.ts`.
 */
export async function readMailsExchangedWith(
  db: Database,
  accountId: string,
  email: string,
  limit = 20,
): Promise<MailExchanged[]> {
  await ensureAccountSampleData(db, mailAccountSampleData, accountId);
  const address = email.trim().toLowerCase();
  if (!address) return [];
  const rows = await db
    .select({
      id: mailItems.id,
      subject: mailItems.subject,
      time: mailItems.time,
      folder: mailItems.folder,
      fromName: mailItems.fromName,
      fromEmail: mailItems.fromEmail,
    })
    .from(mailItems)
    .where(
      mailbox.own(
        accountId,
        sql`(lower(${mailItems.fromEmail}) = ${address} or exists (select 1 from jsonb_array_elements(${mailItems.to} || ${mailItems.cc}) as recipient where lower(recipient->>'email') = ${address}))`,
      ),
    )
    .orderBy(sql`${mailItems.time} desc`, sql`${mailItems.id} desc`)
    .limit(limit);
  return rows.map((row) => ({ ...row, time: row.time.toISOString() }));
}
