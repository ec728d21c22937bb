import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Events and notes of the shell's quick panel, shown to everyone signed in, in `position` order. */
export const quickPanelItems = pgTable('quick_panel_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['event', 'note'] }).notNull(),
  title: text('title').notNull(),
  detail: text('detail').notNull(),
  position: integer('position').notNull(),
});
