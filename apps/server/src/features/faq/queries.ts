import {
  type FaqCategory,
  type FaqCategoryFields,
  type FaqEntryChanges,
  type FaqEntryFields,
  type FaqItem,
  faqLimits,
  faqMessages,
} from '@conecta/contracts/faq';
import { asc, count, eq, max, sql } from 'drizzle-orm';
import { type Database, withTransaction } from '../../db/client';
import { everyWordContains } from '../../db/search';
import { HttpError, InputError } from '../../http/errors';
import { type FaqCategoryRow, type FaqItemRow, faqCategories, faqItems } from './table';

const entryNotFound = () => new HttpError(404, faqMessages.notFound);
const categoryNotFound = () => new HttpError(404, faqMessages.categoryNotFound);
const faqFull = () =>
  new HttpError(409, faqMessages.full, { limit: faqLimits.entries, categories: faqLimits.categories });

export function toFaqItem(row: FaqItemRow): FaqItem {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    categoryId: row.categoryId,
    position: row.position,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toFaqCategory = (row: FaqCategoryRow): FaqCategory => ({ id: row.id, title: row.title, position: row.position });

/** The FAQ in reading order (its categories' order, then each entry's place), searched in the database. */
export async function readFaq(db: Database, q?: string): Promise<FaqItem[]> {
  const rows = await db
    .select({ item: faqItems })
    .from(faqItems)
    .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
    .where(everyWordContains(q, faqItems.question, faqItems.answer))
    .orderBy(asc(faqCategories.position), asc(faqItems.position), asc(faqItems.id))
    .limit(faqLimits.entries);
  return rows.map((row) => toFaqItem(row.item));
}

export async function readFaqCategories(db: Database): Promise<FaqCategory[]> {
  const rows = await db.select().from(faqCategories).orderBy(asc(faqCategories.position), asc(faqCategories.id));
  return rows.map(toFaqCategory);
}

/** The next place at the end of a category; 400 naming `categoryId` when there is no such category. */
async function endOfCategory(tx: Database, categoryId: string): Promise<number> {
  const [category] = await tx
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.id, categoryId))
    .for('update');
  if (!category) throw new InputError({ categoryId: faqMessages.category });
  const [last] = await tx
    .select({ position: max(faqItems.position) })
    .from(faqItems)
    .where(eq(faqItems.categoryId, categoryId));
  return (last?.position ?? -1) + 1;
}

/** A new entry, last in its category. */
export function createFaqEntry(db: Database, authorId: string, fields: FaqEntryFields): Promise<FaqItem> {
  return withTransaction(db, async (tx) => {
    const [{ entries } = { entries: 0 }] = await tx.select({ entries: count() }).from(faqItems);
    if (entries >= faqLimits.entries) throw faqFull();
    const position = await endOfCategory(tx, fields.categoryId);
    const [row] = await tx
      .insert(faqItems)
      .values({ ...fields, position, updatedBy: authorId })
      .returning();
    if (!row) throw new Error('The FAQ insert returned no row');
    return toFaqItem(row);
  });
}

/** The changed entry; moved to another category, it goes last there. */
export function updateFaqEntry(db: Database, authorId: string, id: string, changes: FaqEntryChanges): Promise<FaqItem> {
  return withTransaction(db, async (tx) => {
    const [current] = await tx.select().from(faqItems).where(eq(faqItems.id, id)).for('update');
    if (!current) throw entryNotFound();
    const moved = changes.categoryId !== undefined && changes.categoryId !== current.categoryId;
    const position = moved ? await endOfCategory(tx, changes.categoryId as string) : current.position;
    const [row] = await tx
      .update(faqItems)
      .set({ ...changes, position, updatedAt: sql`now()`, updatedBy: authorId })
      .where(eq(faqItems.id, id))
      .returning();
    if (!row) throw entryNotFound();
    return toFaqItem(row);
  });
}

export async function removeFaqEntry(db: Database, id: string): Promise<void> {
  const removed = await db.delete(faqItems).where(eq(faqItems.id, id)).returning({ id: faqItems.id });
  if (!removed.length) throw entryNotFound();
}

/**
 * Puts a category's entries in the order given. Every entry of the category, each once, or nothing changes
 * (400 naming `ids`): an order made from a stale page never drops or duplicates an entry.
 */
export function orderFaqCategory(db: Database, categoryId: string, ids: readonly string[]): Promise<FaqItem[]> {
  return withTransaction(db, async (tx) => {
    const [category] = await tx
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(eq(faqCategories.id, categoryId))
      .for('update');
    if (!category) throw categoryNotFound();
    const current = await tx.select({ id: faqItems.id }).from(faqItems).where(eq(faqItems.categoryId, categoryId));
    const known = new Set(current.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new InputError({ ids: faqMessages.order });
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(faqItems).set({ position }).where(eq(faqItems.id, id));
    }
    const rows = await tx
      .select()
      .from(faqItems)
      .where(eq(faqItems.categoryId, categoryId))
      .orderBy(asc(faqItems.position));
    return rows.map(toFaqItem);
  });
}

export function createFaqCategory(db: Database, fields: FaqCategoryFields): Promise<FaqCategory> {
  return withTransaction(db, async (tx) => {
    const [last] = await tx.select({ position: max(faqCategories.position), total: count() }).from(faqCategories);
    if ((last?.total ?? 0) >= faqLimits.categories) throw faqFull();
    const [row] = await tx
      .insert(faqCategories)
      .values({ title: fields.title, position: (last?.position ?? -1) + 1 })
      .returning();
    if (!row) throw new Error('The FAQ category insert returned no row');
    return toFaqCategory(row);
  });
}

export async function renameFaqCategory(db: Database, id: string, fields: FaqCategoryFields): Promise<FaqCategory> {
  const [row] = await db.update(faqCategories).set({ title: fields.title }).where(eq(faqCategories.id, id)).returning();
  if (!row) throw categoryNotFound();
  return toFaqCategory(row);
}

/** Removes an empty category; one with entries is refused (409), so no answer is lost with it. */
export function removeFaqCategory(db: Database, id: string): Promise<void> {
  return withTransaction(db, async (tx) => {
    const [category] = await tx.select().from(faqCategories).where(eq(faqCategories.id, id)).for('update');
    if (!category) throw categoryNotFound();
    const [{ entries } = { entries: 0 }] = await tx
      .select({ entries: count() })
      .from(faqItems)
      .where(eq(faqItems.categoryId, id));
    if (entries > 0) throw new HttpError(409, faqMessages.categoryNotEmpty);
    await tx.delete(faqCategories).where(eq(faqCategories.id, id));
  });
}
