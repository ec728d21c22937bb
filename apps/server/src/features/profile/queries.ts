import type {
  ProfileAbout,
  ProfileActivity,
  ProfileMedia,
  ProfileMediaGroup,
  ProfilePerson,
  ProfilePost,
  ProfileTimeline,
} from '@conecta/contracts/profile';
import { desc, eq } from 'drizzle-orm';
import type { AccountRow } from '../../accounts';
import type { Database } from '../../db/client';
import { ensureAccountSampleData } from '../../platform/account-sample-data';
import { auditLog, readAuditPage } from '../audit';
import { profileAccountSampleData } from './seed';
import { type ProfileMediaRow, type ProfilePostRow, profileAbout, profileMedia, profilePosts } from './table';

/** Posts and activities a timeline shows. */
export const timelineLength = 20;

/** The account's sample profile, written at its first call. */
export const ensureProfile = (db: Database, accountId: string) =>
  ensureAccountSampleData(db, profileAccountSampleData, accountId);

export const personOf = (account: AccountRow): ProfilePerson => ({
  id: account.id,
  name: account.displayName || account.email,
  avatar: account.photoUrl || null,
});

export const toPost = (row: ProfilePostRow, account: AccountRow): ProfilePost => ({
  id: row.id,
  user: row.author ?? personOf(account),
  message: row.message,
  time: row.createdAt.toISOString(),
  type: row.type,
  like: row.like,
  share: row.share,
  media: null,
  article: row.article ?? null,
  comments: row.comments,
});

/** The English verbs of the audit's actions, for an activity's sentence. */
const verbs: Record<string, string> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  import: 'imported',
  status: 'changed the status of',
  assign: 'assigned',
  unassign: 'unassigned',
  roles: 'changed the roles of',
  disable: 'disabled',
  enable: 'enabled',
  sessions: 'ended the sessions of',
};

/** The account's timeline: its latest posts, and the latest things it did in the console (the audit trail). */
export async function readTimeline(db: Database, account: AccountRow): Promise<ProfileTimeline> {
  await ensureProfile(db, account.id);
  const posts = await db
    .select()
    .from(profilePosts)
    .where(eq(profilePosts.accountId, account.id))
    .orderBy(desc(profilePosts.createdAt))
    .limit(timelineLength);
  const history = await readAuditPage(db, eq(auditLog.actorId, account.id), { limit: timelineLength });
  const user = personOf(account);
  const activities = history.items.map(
    (entry): ProfileActivity => ({
      id: entry.id,
      user,
      message: `${user.name} ${verbs[entry.action] ?? entry.action} the ${entry.entity} “${entry.entityLabel}”`,
      time: entry.at,
      action: entry.action,
      entity: entry.entity,
      subject: entry.entityLabel,
    }),
  );
  return { activities, posts: posts.map((row) => toPost(row, account)) };
}

export async function readAbout(db: Database, accountId: string): Promise<ProfileAbout> {
  await ensureProfile(db, accountId);
  const [row] = await db.select().from(profileAbout).where(eq(profileAbout.accountId, accountId));
  if (!row) throw new Error('The profile sample data was not written');
  return {
    general: row.general,
    work: row.work,
    contact: row.contact,
    groups: row.groups,
    friends: row.friends,
    cover: row.coverUrl,
  };
}

export const toMedia = (row: ProfileMediaRow): ProfileMedia => ({
  id: row.id,
  type: row.type,
  title: row.title,
  preview: row.url,
  time: row.createdAt.toISOString(),
});

const countOf = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The account's photos and videos, grouped by the month (UTC) they were added, newest first. */
export async function readPhotosVideos(db: Database, accountId: string): Promise<ProfileMediaGroup[]> {
  const rows = await db
    .select()
    .from(profileMedia)
    .where(eq(profileMedia.accountId, accountId))
    .orderBy(desc(profileMedia.createdAt), desc(profileMedia.id));
  const groups = new Map<string, ProfileMedia[]>();
  for (const row of rows) {
    const month = row.createdAt.toISOString().slice(0, 7);
    groups.set(month, [...(groups.get(month) ?? []), toMedia(row)]);
  }
  return [...groups].map(([month, media]) => {
    const videos = media.filter((item) => item.type === 'video').length;
    return {
      id: month,
      name: month,
      info: `${countOf(media.length - videos, 'photo')}, ${countOf(videos, 'video')}`,
      media,
    };
  });
}
