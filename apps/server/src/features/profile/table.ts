import type {
  ProfileAbout,
  ProfileComment,
  ProfileMediaKind,
  ProfilePerson,
  ProfilePost,
} from '@conecta/contracts/profile';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';

/** Each account's "About" (one row) and its cover image. */
export const profileAbout = pgTable('profile_about', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  general: jsonb('general').$type<ProfileAbout['general']>().notNull(),
  work: jsonb('work').$type<ProfileAbout['work']>().notNull(),
  contact: jsonb('contact').$type<ProfileAbout['contact']>().notNull(),
  groups: jsonb('groups').$type<ProfileAbout['groups']>().notNull(),
  friends: jsonb('friends').$type<ProfileAbout['friends']>().notNull(),
  /** The stored file's URL (`/api/files/<id>`), null without a cover. */
  coverUrl: text('cover_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ProfileAboutRow = typeof profileAbout.$inferSelect;

/** The posts of each account's timeline: its own (no `author`) and the sample ones of other people. */
export const profilePosts = pgTable(
  'profile_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who wrote it; null: the account itself (shown with its current name and photo). */
    author: jsonb('author').$type<ProfilePerson>(),
    type: text('type', { enum: ['post', 'article', 'something'] }).notNull(),
    message: text('message').notNull(),
    like: integer('like').notNull().default(0),
    share: integer('share').notNull().default(0),
    article: jsonb('article').$type<ProfilePost['article']>(),
    comments: jsonb('comments').$type<ProfileComment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profile_posts_account').on(table.accountId, table.createdAt)],
);
export type ProfilePostRow = typeof profilePosts.$inferSelect;

/** Each account's uploaded photos and videos. */
export const profileMedia = pgTable(
  'profile_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['photo', 'video'] })
      .$type<ProfileMediaKind>()
      .notNull(),
    title: text('title').notNull(),
    /** The stored file's URL (`/api/files/<id>`). */
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profile_media_account').on(table.accountId, table.createdAt)],
);
export type ProfileMediaRow = typeof profileMedia.$inferSelect;
