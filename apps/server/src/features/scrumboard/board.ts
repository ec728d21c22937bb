import {
  type ScrumboardActivity,
  type ScrumboardBoard,
  type ScrumboardBoardSummary,
  type ScrumboardCard,
  type ScrumboardChangedEvent,
  type ScrumboardList,
  type ScrumboardMember,
  type ScrumboardOrder,
  type ScrumboardOrderAnswer,
  type ScrumboardSettings,
  scrumboardLimits,
  scrumboardMessages,
  scrumboardTopic,
} from '@conecta/contracts/scrumboard';
import { and, asc, eq, ilike, inArray, max, sql } from 'drizzle-orm';
import { accounts } from '../../accounts';
import { type Database, withTransaction } from '../../db/client';
import { HttpError, InputError } from '../../http/errors';
import { publishToTopic } from '../../live';
import {
  type ScrumboardBoardRow,
  type ScrumboardCardRow,
  type ScrumboardListRow,
  scrumboardBoards,
  scrumboardCards,
  scrumboardLists,
  scrumboardMembers,
} from './table';

const m = scrumboardMessages;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const boardNotFound = () => new HttpError(404, m.boardNotFound);

/** An order made on an older board: answered 409 with the board as it is now. */
export class StaleBoardError extends Error {
  constructor(readonly board: ScrumboardBoard) {
    super(m.stale);
  }
}

/** The labels a new board starts with. */
export const defaultLabels = [
  { name: 'Design', class: 'blue' },
  { name: 'App', class: 'green' },
  { name: 'Feature', class: 'orange' },
  { name: 'Bug', class: 'red' },
];

/** "Sprint 42: Lançamento" → "sprint-42-lancamento" (the board's address after its id). */
export function uriOf(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'board';
}

/** Whether the account is a member of the board (an id that is not a uuid is no board). */
export async function isBoardMember(db: Database, accountId: string, boardId: string): Promise<boolean> {
  if (!uuidPattern.test(boardId)) return false;
  const [row] = await db
    .select({ boardId: scrumboardMembers.boardId })
    .from(scrumboardMembers)
    .where(and(eq(scrumboardMembers.boardId, boardId), eq(scrumboardMembers.accountId, accountId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The board row when the account is a member, locked for the rest of the transaction when `lock`: writes to one
 * board run one after the other (on PostgreSQL; PGlite has one connection anyway). Anyone else gets 404.
 */
async function memberBoard(
  db: Database,
  accountId: string,
  boardId: string,
  lock = false,
): Promise<ScrumboardBoardRow> {
  if (!(await isBoardMember(db, accountId, boardId))) throw boardNotFound();
  const query = db.select().from(scrumboardBoards).where(eq(scrumboardBoards.id, boardId));
  const [board] = lock ? await query.for('update') : await query;
  if (!board) throw boardNotFound();
  return board;
}

const toList = (row: ScrumboardListRow, idCards: string[]): ScrumboardList => ({
  id: row.id,
  name: row.name,
  idCards,
  wipLimit: row.wipLimit,
});

export function toCard(row: ScrumboardCardRow): ScrumboardCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    idAttachmentCover: row.idAttachmentCover,
    idMembers: row.idMembers,
    idLabels: row.idLabels,
    attachments: row.attachments,
    subscribed: row.subscribed,
    checklists: row.checklists,
    activities: row.activities,
    due: row.due ? row.due.toISOString() : null,
  };
}

async function readMembers(db: Database, boardId: string): Promise<ScrumboardMember[]> {
  return db
    .select({ id: accounts.id, name: accounts.displayName, avatar: accounts.photoUrl })
    .from(scrumboardMembers)
    .innerJoin(accounts, eq(accounts.id, scrumboardMembers.accountId))
    .where(eq(scrumboardMembers.boardId, boardId))
    .orderBy(asc(scrumboardMembers.addedAt), asc(accounts.displayName));
}

/** The lists in order, each with its cards' ids in order. */
async function readLists(db: Database, boardId: string): Promise<ScrumboardList[]> {
  const lists = await db
    .select()
    .from(scrumboardLists)
    .where(eq(scrumboardLists.boardId, boardId))
    .orderBy(asc(scrumboardLists.position), asc(scrumboardLists.id));
  const cards = await db
    .select({ id: scrumboardCards.id, listId: scrumboardCards.listId })
    .from(scrumboardCards)
    .where(eq(scrumboardCards.boardId, boardId))
    .orderBy(asc(scrumboardCards.position), asc(scrumboardCards.id));
  return listsWithCards(lists, cards);
}

function listsWithCards(lists: ScrumboardListRow[], cards: { id: string; listId: string }[]): ScrumboardList[] {
  const idCards = new Map<string, string[]>(lists.map((list) => [list.id, []]));
  for (const card of cards) idCards.get(card.listId)?.push(card.id);
  return lists.map((list) => toList(list, idCards.get(list.id) ?? []));
}

/**
 * The board's cards in order, each as the API shows it with its list, built by the database as one JSON value: a
 * board of 2,000 cards is one value to read instead of 2,000 rows of jsonb columns (the embedded engine turns each
 * row into objects in JavaScript: 40 ms against 17 for the whole value).
 */
async function readCards(db: Database, boardId: string): Promise<(ScrumboardCard & { listId: string })[]> {
  const c = scrumboardCards;
  const [row] = await db
    .select({
      cards: sql<(ScrumboardCard & { listId: string })[]>`coalesce(json_agg(json_build_object(
        'id', ${c.id}, 'listId', ${c.listId}, 'name', ${c.name}, 'description', ${c.description},
        'idAttachmentCover', ${c.idAttachmentCover}, 'idMembers', ${c.idMembers}, 'idLabels', ${c.idLabels},
        'attachments', ${c.attachments}, 'subscribed', ${c.subscribed}, 'checklists', ${c.checklists},
        'activities', ${c.activities},
        'due', to_char(${c.due} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      ) order by ${c.position}, ${c.id}), '[]'::json)`,
    })
    .from(c)
    .where(eq(c.boardId, boardId));
  return row?.cards ?? [];
}

async function assemble(db: Database, board: ScrumboardBoardRow): Promise<ScrumboardBoard> {
  const lists = await db
    .select()
    .from(scrumboardLists)
    .where(eq(scrumboardLists.boardId, board.id))
    .orderBy(asc(scrumboardLists.position), asc(scrumboardLists.id));
  const cards = await readCards(db, board.id);
  return {
    id: board.id,
    name: board.name,
    uri: board.uri,
    settings: {
      color: board.color as ScrumboardSettings['color'],
      subscribed: board.subscribed,
      cardCoverImages: board.cardCoverImages,
    },
    lists: listsWithCards(lists, cards),
    cards: cards.map(({ listId: _listId, ...card }) => card),
    members: await readMembers(db, board.id),
    labels: board.labels,
    version: board.version,
  };
}

/** `GET …/boards`: the account's boards, id, name and uri only. */
export async function readBoards(db: Database, accountId: string): Promise<ScrumboardBoardSummary[]> {
  return db
    .select({ id: scrumboardBoards.id, name: scrumboardBoards.name, uri: scrumboardBoards.uri })
    .from(scrumboardBoards)
    .innerJoin(scrumboardMembers, eq(scrumboardMembers.boardId, scrumboardBoards.id))
    .where(eq(scrumboardMembers.accountId, accountId))
    .orderBy(asc(scrumboardBoards.createdAt), asc(scrumboardBoards.id));
}

/** `GET …/board?boardId`: the whole board, or 404 'Requested board do not exist.' for anyone but its members. */
export async function readBoard(db: Database, accountId: string, boardId: string): Promise<ScrumboardBoard> {
  return assemble(db, await memberBoard(db, accountId, boardId));
}

/** Tells the board's followers it changed (after the commit, so their read sees it). */
async function announce(db: Database, boardId: string, version: number, removed = false): Promise<void> {
  const event: ScrumboardChangedEvent = { type: 'scrumboard-changed', boardId, version, ...(removed && { removed }) };
  await publishToTopic(db, scrumboardTopic(boardId), { ...event });
}

/**
 * One change of a board by a member: in a transaction holding the board's row, the version raised with it, the
 * followers told once it is committed.
 */
async function changeBoard<T>(
  db: Database,
  accountId: string,
  boardId: string,
  change: (tx: Database, board: ScrumboardBoardRow) => Promise<T>,
): Promise<{ result: T; version: number }> {
  const outcome = await withTransaction(db, async (tx) => {
    const board = await memberBoard(tx, accountId, boardId, true);
    const result = await change(tx, board);
    const [bumped] = await tx
      .update(scrumboardBoards)
      .set({ version: sql`${scrumboardBoards.version} + 1` })
      .where(eq(scrumboardBoards.id, boardId))
      .returning({ version: scrumboardBoards.version });
    return { result, version: bumped?.version ?? board.version + 1 };
  });
  await announce(db, boardId, outcome.version);
  return outcome;
}

async function reread(db: Database, boardId: string): Promise<ScrumboardBoard> {
  const [board] = await db.select().from(scrumboardBoards).where(eq(scrumboardBoards.id, boardId));
  if (!board) throw boardNotFound();
  return assemble(db, board);
}

// ---- Boards --------------------------------------------------------------------------------------------

export async function createBoard(
  db: Database,
  accountId: string,
  input: { name?: string; settings?: Partial<ScrumboardSettings> },
): Promise<ScrumboardBoard> {
  const name = input.name ?? 'Untitled Board';
  const id = await withTransaction(db, async (tx) => {
    const [board] = await tx
      .insert(scrumboardBoards)
      .values({
        name,
        uri: uriOf(name),
        color: input.settings?.color ?? 'fuse-dark',
        subscribed: input.settings?.subscribed ?? true,
        cardCoverImages: input.settings?.cardCoverImages ?? true,
        labels: defaultLabels.map((label) => ({ id: crypto.randomUUID(), ...label })),
      })
      .returning({ id: scrumboardBoards.id });
    if (!board) throw new Error('The insert returned no board');
    await tx.insert(scrumboardMembers).values({ boardId: board.id, accountId });
    return board.id;
  });
  return reread(db, id);
}

export async function renameBoard(db: Database, accountId: string, boardId: string, name: string) {
  await changeBoard(db, accountId, boardId, (tx) =>
    tx
      .update(scrumboardBoards)
      .set({ name, uri: uriOf(name) })
      .where(eq(scrumboardBoards.id, boardId)),
  );
  return reread(db, boardId);
}

export async function updateBoardSettings(
  db: Database,
  accountId: string,
  boardId: string,
  settings: Partial<ScrumboardSettings>,
) {
  await changeBoard(db, accountId, boardId, (tx) =>
    tx.update(scrumboardBoards).set(settings).where(eq(scrumboardBoards.id, boardId)),
  );
  return reread(db, boardId);
}

export async function deleteBoard(db: Database, accountId: string, boardId: string): Promise<string> {
  const version = await withTransaction(db, async (tx) => {
    const board = await memberBoard(tx, accountId, boardId, true);
    await tx.delete(scrumboardBoards).where(eq(scrumboardBoards.id, boardId));
    return board.version + 1;
  });
  await announce(db, boardId, version, true);
  return boardId;
}

/** The board's members from now on: console accounts that exist and are active; at least one. */
export async function updateBoardMembers(db: Database, accountId: string, boardId: string, memberIds: string[]) {
  const ids = [...new Set(memberIds)];
  const { version } = await changeBoard(db, accountId, boardId, async (tx) => {
    const valid = ids.every((id) => uuidPattern.test(id));
    const found = valid
      ? await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(inArray(accounts.id, ids), eq(accounts.status, 'active')))
      : [];
    if (found.length !== ids.length) throw new InputError({ memberIds: m.memberIds });
    await tx
      .delete(scrumboardMembers)
      .where(and(eq(scrumboardMembers.boardId, boardId), sql`${scrumboardMembers.accountId} <> all(${sqlUuids(ids)})`));
    await tx
      .insert(scrumboardMembers)
      .values(ids.map((id) => ({ boardId, accountId: id })))
      .onConflictDoNothing();
  });
  if (!ids.includes(accountId)) {
    // The caller left the board: its followers read it again (and those no longer members get 404).
    await announce(db, boardId, version);
    return null;
  }
  return reread(db, boardId);
}

/** A uuid[] parameter, written as one text so both drivers pass it alike. */
const sqlUuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Console accounts to pick members from, by part of the name or email. */
export async function readAccountsToAdd(db: Database, q: string): Promise<ScrumboardMember[]> {
  const pattern = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: accounts.id, name: accounts.displayName, avatar: accounts.photoUrl })
    .from(accounts)
    .where(
      and(
        eq(accounts.status, 'active'),
        q.trim() ? sql`(${ilike(accounts.displayName, pattern)} or ${ilike(accounts.email, pattern)})` : undefined,
      ),
    )
    .orderBy(asc(accounts.displayName))
    .limit(20);
}

// ---- Lists ---------------------------------------------------------------------------------------------

async function boardList(tx: Database, boardId: string, listId: string): Promise<ScrumboardListRow> {
  const [list] = uuidPattern.test(listId)
    ? await tx
        .select()
        .from(scrumboardLists)
        .where(and(eq(scrumboardLists.id, listId), eq(scrumboardLists.boardId, boardId)))
    : [];
  if (!list) throw new HttpError(404, m.listNotFound);
  return list;
}

async function cardIdsOf(tx: Database, listId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: scrumboardCards.id })
    .from(scrumboardCards)
    .where(eq(scrumboardCards.listId, listId))
    .orderBy(asc(scrumboardCards.position), asc(scrumboardCards.id));
  return rows.map((row) => row.id);
}

export async function createList(db: Database, accountId: string, boardId: string, name: string) {
  const { result } = await changeBoard(db, accountId, boardId, async (tx) => {
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int`, last: max(scrumboardLists.position) })
      .from(scrumboardLists)
      .where(eq(scrumboardLists.boardId, boardId));
    if ((count?.n ?? 0) >= scrumboardLimits.lists) throw new InputError({ 'data.name': m.tooMany });
    const [list] = await tx
      .insert(scrumboardLists)
      .values({ boardId, name, position: (count?.last ?? -1) + 1 })
      .returning();
    if (!list) throw new Error('The insert returned no list');
    return toList(list, []);
  });
  return result;
}

export async function renameList(db: Database, accountId: string, boardId: string, listId: string, name: string) {
  const { result } = await changeBoard(db, accountId, boardId, async (tx) => {
    await boardList(tx, boardId, listId);
    const [list] = await tx.update(scrumboardLists).set({ name }).where(eq(scrumboardLists.id, listId)).returning();
    if (!list) throw new HttpError(404, m.listNotFound);
    return toList(list, await cardIdsOf(tx, listId));
  });
  return result;
}

export async function setListLimit(
  db: Database,
  accountId: string,
  boardId: string,
  listId: string,
  wipLimit: number | null,
) {
  const { result } = await changeBoard(db, accountId, boardId, async (tx) => {
    await boardList(tx, boardId, listId);
    const [list] = await tx.update(scrumboardLists).set({ wipLimit }).where(eq(scrumboardLists.id, listId)).returning();
    if (!list) throw new HttpError(404, m.listNotFound);
    return toList(list, await cardIdsOf(tx, listId));
  });
  return result;
}

/** Removes the list and its cards; answers the list's id. */
export async function removeList(db: Database, accountId: string, boardId: string, listId: string): Promise<string> {
  await changeBoard(db, accountId, boardId, async (tx) => {
    await boardList(tx, boardId, listId);
    await tx.delete(scrumboardLists).where(eq(scrumboardLists.id, listId));
  });
  return listId;
}

// ---- Cards ---------------------------------------------------------------------------------------------

async function memberIdsOf(tx: Database, boardId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ id: scrumboardMembers.accountId })
    .from(scrumboardMembers)
    .where(eq(scrumboardMembers.boardId, boardId));
  return new Set(rows.map((row) => row.id));
}

/** Labels and members of a card must be the board's. */
async function checkCardRefs(
  tx: Database,
  board: ScrumboardBoardRow,
  card: { idLabels?: string[]; idMembers?: string[] },
  prefix: string,
) {
  const labels = new Set(board.labels.map((label) => label.id));
  if (card.idLabels?.some((id) => !labels.has(id))) throw new InputError({ [`${prefix}.idLabels`]: m.labels });
  if (card.idMembers?.length) {
    const members = await memberIdsOf(tx, board.id);
    if (card.idMembers.some((id) => !members.has(id))) throw new InputError({ [`${prefix}.idMembers`]: m.members });
  }
}

export async function createCard(
  db: Database,
  accountId: string,
  boardId: string,
  listId: string,
  data: { name: string; description?: string; due?: string | null; idLabels?: string[]; idMembers?: string[] },
): Promise<ScrumboardCard> {
  const { result } = await changeBoard(db, accountId, boardId, async (tx, board) => {
    await boardList(tx, boardId, listId);
    await checkCardRefs(tx, board, data, 'data');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(scrumboardCards)
      .where(eq(scrumboardCards.boardId, boardId));
    if ((count?.n ?? 0) >= scrumboardLimits.cards) throw new InputError({ 'data.name': m.tooMany });
    const [last] = await tx
      .select({ position: max(scrumboardCards.position) })
      .from(scrumboardCards)
      .where(eq(scrumboardCards.listId, listId));
    // Appended to the chosen list (§4).
    const [card] = await tx
      .insert(scrumboardCards)
      .values({
        boardId,
        listId,
        position: (last?.position ?? -1) + 1,
        name: data.name,
        description: data.description ?? '',
        due: data.due ? new Date(data.due) : null,
        idLabels: [...new Set(data.idLabels ?? [])],
        idMembers: [...new Set(data.idMembers ?? [])],
      })
      .returning();
    if (!card) throw new Error('The insert returned no card');
    return toCard(card);
  });
  return result;
}

/**
 * Activities are the board's record: stored ones stay as they were (a member removes only their own comments),
 * new ones are written as the signed-in account's, now.
 */
function mergeActivities(
  stored: ScrumboardActivity[],
  sent: ScrumboardActivity[],
  accountId: string,
  attachmentsAdded: string[],
): ScrumboardActivity[] {
  const sentIds = new Set(sent.map((activity) => activity.id));
  const storedById = new Map(stored.map((activity) => [activity.id, activity]));
  const now = new Date().toISOString();
  const kept = stored.filter(
    (activity) => sentIds.has(activity.id) || activity.idMember !== accountId || activity.type !== 'comment',
  );
  const added = sent
    .filter((activity) => !storedById.has(activity.id) && activity.type === 'comment')
    .map((activity) => ({ ...activity, idMember: accountId, time: now }));
  const attached = attachmentsAdded.map((name) => ({
    id: crypto.randomUUID(),
    type: 'attachment' as const,
    idMember: accountId,
    message: name,
    time: now,
  }));
  return [...kept, ...added, ...attached].slice(-scrumboardLimits.activities);
}

/** `POST …/card/update {boardId, card}`: the card's content replaced (its list and place are the order's). */
export async function updateCard(
  db: Database,
  accountId: string,
  boardId: string,
  card: ScrumboardCard,
): Promise<ScrumboardCard> {
  const { result } = await changeBoard(db, accountId, boardId, async (tx, board) => {
    const [stored] = uuidPattern.test(card.id)
      ? await tx
          .select()
          .from(scrumboardCards)
          .where(and(eq(scrumboardCards.id, card.id), eq(scrumboardCards.boardId, boardId)))
      : [];
    if (!stored) throw new HttpError(404, m.cardNotFound);
    await checkCardRefs(tx, board, card, 'card');
    const attachmentIds = new Set(card.attachments.map((attachment) => attachment.id));
    if (
      card.idAttachmentCover &&
      !card.attachments.some((a) => a.id === card.idAttachmentCover && a.type === 'image')
    ) {
      throw new InputError({ 'card.idAttachmentCover': m.attachment });
    }
    if (attachmentIds.size !== card.attachments.length) throw new InputError({ 'card.attachments': m.attachment });
    const storedAttachments = new Set(stored.attachments.map((attachment) => attachment.id));
    const addedAttachments = card.attachments.filter((a) => !storedAttachments.has(a.id)).map((a) => a.name);
    const [row] = await tx
      .update(scrumboardCards)
      .set({
        name: card.name,
        description: card.description,
        idAttachmentCover: card.idAttachmentCover,
        idMembers: [...new Set(card.idMembers)],
        idLabels: [...new Set(card.idLabels)],
        attachments: card.attachments,
        subscribed: card.subscribed,
        checklists: card.checklists,
        activities: mergeActivities(stored.activities, card.activities, accountId, addedAttachments),
        due: card.due ? new Date(card.due) : null,
      })
      .where(eq(scrumboardCards.id, card.id))
      .returning();
    if (!row) throw new HttpError(404, m.cardNotFound);
    return toCard(row);
  });
  return result;
}

/** Removes the card from the board and so from every list; answers its id. */
export async function removeCard(db: Database, accountId: string, boardId: string, cardId: string): Promise<string> {
  await changeBoard(db, accountId, boardId, async (tx) => {
    const removed = uuidPattern.test(cardId)
      ? await tx
          .delete(scrumboardCards)
          .where(and(eq(scrumboardCards.id, cardId), eq(scrumboardCards.boardId, boardId)))
          .returning({ id: scrumboardCards.id })
      : [];
    if (removed.length === 0) throw new HttpError(404, m.cardNotFound);
  });
  return cardId;
}

// ---- Order ---------------------------------------------------------------------------------------------

/**
 * `POST …/card/order` and `…/list/order`: the board's lists replaced by the order sent. The order must hold every
 * list and every card of the board once (so no card is lost or doubled) and, when it names one, be made on the
 * current version; otherwise nothing changes and the caller gets the board as it is (409).
 */
export async function orderBoard(
  db: Database,
  accountId: string,
  order: ScrumboardOrder,
): Promise<ScrumboardOrderAnswer> {
  const answer = await withTransaction(db, async (tx) => {
    const board = await memberBoard(tx, accountId, order.boardId, true);
    const lists = await readLists(tx, board.id);
    if (!sameOrderContents(lists, order) || (order.version !== undefined && order.version !== board.version)) {
      throw new StaleBoardError(await assemble(tx, board));
    }
    const listRows = order.lists.map((list, position) => ({ id: list.id, position }));
    await tx.execute(sql`
      update ${scrumboardLists} as l set position = v.position
      from jsonb_to_recordset(${JSON.stringify(listRows)}::jsonb) as v(id uuid, position int)
      where l.id = v.id and l.position <> v.position`);
    const cardRows = order.lists.flatMap((list) =>
      list.idCards.map((id, position) => ({ id, list_id: list.id, position })),
    );
    // Only the cards that moved are written: a move in a board of 2,000 cards writes one or a few rows.
    await tx.execute(sql`
      update ${scrumboardCards} as c set list_id = v.list_id, position = v.position
      from jsonb_to_recordset(${JSON.stringify(cardRows)}::jsonb) as v(id uuid, list_id uuid, position int)
      where c.id = v.id and (c.list_id <> v.list_id or c.position <> v.position)`);
    const [bumped] = await tx
      .update(scrumboardBoards)
      .set({ version: sql`${scrumboardBoards.version} + 1` })
      .where(eq(scrumboardBoards.id, board.id))
      .returning({ version: scrumboardBoards.version });
    const byId = new Map(lists.map((list) => [list.id, list]));
    return {
      boardId: board.id,
      version: bumped?.version ?? board.version + 1,
      lists: order.lists.map((list) => ({
        id: list.id,
        name: byId.get(list.id)?.name ?? '',
        idCards: list.idCards,
        wipLimit: byId.get(list.id)?.wipLimit ?? null,
      })),
    };
  });
  await announce(db, answer.boardId, answer.version);
  return answer;
}

/** Every list once and every card once, the same lists and cards the board has. */
function sameOrderContents(current: ScrumboardList[], order: ScrumboardOrder): boolean {
  const listIds = new Set(current.map((list) => list.id));
  const sentLists = new Set(order.lists.map((list) => list.id));
  if (sentLists.size !== order.lists.length || sentLists.size !== listIds.size) return false;
  for (const id of sentLists) if (!listIds.has(id)) return false;
  const cardIds = new Set(current.flatMap((list) => list.idCards));
  const sentCards = order.lists.flatMap((list) => list.idCards);
  const sentSet = new Set(sentCards);
  if (sentSet.size !== sentCards.length || sentSet.size !== cardIds.size) return false;
  for (const id of sentSet) if (!cardIds.has(id)) return false;
  return true;
}
