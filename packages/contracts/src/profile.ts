import * as z from 'zod/mini';
import { defineMessages } from './messages';

/**
 * The signed-in account's own profile (demo-apps §3 "Profile", §7 "Profile"), under `/api/profile`: its timeline
 * (its posts and what it did in the console, from the audit trail), its photos and videos, and its about page.
 * There is no other account's profile to read: every call is on the token's account.
 */

export const profileMessages = defineMessages('profile', {
  gender: 'Give a gender of up to 40 characters',
  birthday: 'Give a birthday as a date (year-month-day) in the past',
  locations: 'List up to 10 places, each of up to 100 characters',
  about: 'Write up to 2,000 characters about yourself',
  occupation: 'Give an occupation of up to 100 characters',
  skills: 'Give your skills in up to 500 characters',
  jobs: 'List up to 10 jobs, each a company of 1 to 100 characters and a period of up to 40',
  address: 'Give an address of up to 300 characters',
  tel: 'List up to 5 phone numbers of 6 to 25 digits, spaces and + ( ) -',
  websites: 'List up to 5 web addresses starting with http:// or https://',
  emails: 'List up to 5 valid email addresses',
  message: 'Write a post of 1 to 2,000 characters',
  notFound: 'No photo or video has this id',
});

export const profileLimits = {
  gender: 40,
  locations: 10,
  place: 100,
  about: 2000,
  occupation: 100,
  skills: 500,
  jobs: 10,
  company: 100,
  period: 40,
  address: 300,
  contacts: 5,
  website: 300,
  message: 2000,
  /** Bytes of one photo or video. */
  mediaBytes: 10 * 1024 * 1024,
  /** Bytes of the cover image. */
  coverBytes: 5 * 1024 * 1024,
} as const;

/** What a photo or video of the profile may be, read from its bytes. */
export const profileImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const profileVideoTypes = ['video/mp4', 'video/webm'] as const;
export const profileMediaTypes = [...profileImageTypes, ...profileVideoTypes] as const;

const text = (max: number, message: string) => z.string(message).check(z.trim(), z.maxLength(max, message));
const list = <T extends z.core.SomeType>(item: T, max: number, message: string) =>
  z.array(item, message).check(z.maxLength(max, message));

const birthdaySchema = z.nullable(
  z.string(profileMessages.birthday).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, profileMessages.birthday),
    z.refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(value) &&
        date.getTime() < Date.now() &&
        date.getUTCFullYear() >= 1900
      );
    }, profileMessages.birthday),
  ),
);

const phoneSchema = z.string(profileMessages.tel).check(z.trim(), z.regex(/^[+()\-\d ]{6,25}$/, profileMessages.tel));
const websiteSchema = z
  .string(profileMessages.websites)
  .check(
    z.trim(),
    z.maxLength(profileLimits.website, profileMessages.websites),
    z.regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, profileMessages.websites),
  );
const emailSchema = z.string(profileMessages.emails).check(z.trim(), z.email(profileMessages.emails));

const jobSchema = z.object(
  {
    company: z
      .string(profileMessages.jobs)
      .check(z.trim(), z.minLength(1, profileMessages.jobs), z.maxLength(profileLimits.company, profileMessages.jobs)),
    date: text(profileLimits.period, profileMessages.jobs),
  },
  profileMessages.jobs,
);
export type ProfileJob = z.infer<typeof jobSchema>;

/** The parts of "About" the user edits; the dialog and the server check them with the same rules. */
export const profileGeneralSchema = z.object({
  gender: text(profileLimits.gender, profileMessages.gender),
  birthday: birthdaySchema,
  locations: list(
    text(profileLimits.place, profileMessages.locations),
    profileLimits.locations,
    profileMessages.locations,
  ),
  about: text(profileLimits.about, profileMessages.about),
});
export const profileWorkSchema = z.object({
  occupation: text(profileLimits.occupation, profileMessages.occupation),
  skills: text(profileLimits.skills, profileMessages.skills),
  jobs: list(jobSchema, profileLimits.jobs, profileMessages.jobs),
});
export const profileContactSchema = z.object({
  address: text(profileLimits.address, profileMessages.address),
  tel: list(phoneSchema, profileLimits.contacts, profileMessages.tel),
  websites: list(websiteSchema, profileLimits.contacts, profileMessages.websites),
  emails: list(emailSchema, profileLimits.contacts, profileMessages.emails),
});

/** `PUT /api/profile/about`: the general, work and contact parts, each whole. */
export const profileAboutChangesSchema = z
  .object({ general: profileGeneralSchema, work: profileWorkSchema, contact: profileContactSchema })
  .register(z.globalRegistry, { id: 'ProfileAboutChanges' });
export type ProfileAboutChanges = z.infer<typeof profileAboutChangesSchema>;

/** Someone shown on the profile: a name and a photo URL (null: initials). */
export const profilePersonSchema = z.object({ id: z.string(), name: z.string(), avatar: z.nullable(z.string()) });
export type ProfilePerson = z.infer<typeof profilePersonSchema>;

export const profileGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  members: z.number(),
});
export type ProfileGroup = z.infer<typeof profileGroupSchema>;

/** `GET /api/profile/about`: the spec's five parts, and the cover image's URL (null when none was uploaded). */
export const profileAboutSchema = z
  .object({
    general: profileGeneralSchema,
    work: profileWorkSchema,
    contact: profileContactSchema,
    groups: z.array(profileGroupSchema),
    friends: z.array(profilePersonSchema),
    cover: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'ProfileAbout' });
export type ProfileAbout = z.infer<typeof profileAboutSchema>;

export const profilePostTypes = ['post', 'article', 'something'] as const;
export type ProfilePostType = (typeof profilePostTypes)[number];

export const profileMediaKinds = ['photo', 'video'] as const;
export type ProfileMediaKind = (typeof profileMediaKinds)[number];

const postMediaSchema = z.object({ type: z.enum(profileMediaKinds), preview: z.string() });

export const profileCommentSchema = z.object({
  id: z.string(),
  user: profilePersonSchema,
  message: z.string(),
  time: z.string(),
});
export type ProfileComment = z.infer<typeof profileCommentSchema>;

export const profilePostSchema = z
  .object({
    id: z.string(),
    user: profilePersonSchema,
    message: z.string(),
    time: z.string(),
    type: z.enum(profilePostTypes),
    like: z.number(),
    share: z.number(),
    media: z.nullable(postMediaSchema),
    article: z.nullable(z.object({ title: z.string(), subtitle: z.string(), excerpt: z.string() })),
    comments: z.array(profileCommentSchema),
  })
  .register(z.globalRegistry, { id: 'ProfilePost' });
export type ProfilePost = z.infer<typeof profilePostSchema>;

/**
 * One thing the account did in the console, from the audit trail: `message` is the English sentence, and
 * `action`, `entity` and `subject` let a page word it in the user's language.
 */
export const profileActivitySchema = z.object({
  id: z.string(),
  user: profilePersonSchema,
  message: z.string(),
  time: z.string(),
  action: z.string(),
  entity: z.string(),
  subject: z.string(),
});
export type ProfileActivity = z.infer<typeof profileActivitySchema>;

/** `GET /api/profile/timeline`: the latest activities and posts, newest first. */
export const profileTimelineSchema = z
  .object({ activities: z.array(profileActivitySchema), posts: z.array(profilePostSchema) })
  .register(z.globalRegistry, { id: 'ProfileTimeline' });
export type ProfileTimeline = z.infer<typeof profileTimelineSchema>;

/** `POST /api/profile/timeline`: a new post of the account. */
export const newProfilePostSchema = z
  .object({
    message: z
      .string(profileMessages.message)
      .check(
        z.trim(),
        z.minLength(1, profileMessages.message),
        z.maxLength(profileLimits.message, profileMessages.message),
      ),
  })
  .register(z.globalRegistry, { id: 'ProfileNewPost' });
export type NewProfilePost = z.infer<typeof newProfilePostSchema>;

/** One uploaded photo or video; `preview` is its stored file's URL. */
export const profileMediaSchema = z
  .object({
    id: z.string(),
    type: z.enum(profileMediaKinds),
    title: z.string(),
    preview: z.string(),
    time: z.string(),
  })
  .register(z.globalRegistry, { id: 'ProfileMedia' });
export type ProfileMedia = z.infer<typeof profileMediaSchema>;

/**
 * `GET /api/profile/photos-videos`: the account's uploads grouped by the month they were added, newest first;
 * a group's `id` and `name` are the month (`2026-11`), its `info` counts what it holds (in English).
 */
export const profileMediaGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  info: z.string(),
  media: z.array(profileMediaSchema),
});
export type ProfileMediaGroup = z.infer<typeof profileMediaGroupSchema>;

export const profilePhotosVideosSchema = z
  .array(profileMediaGroupSchema)
  .register(z.globalRegistry, { id: 'ProfilePhotosVideos' });
export type ProfilePhotosVideos = z.infer<typeof profilePhotosVideosSchema>;

/** The `:id` of a photo or video. */
export const profileMediaParamsSchema = z.object({ id: z.string() });

/** `PUT /api/profile/cover`: the cover's new URL. */
export const profileCoverSchema = z
  .object({ cover: z.nullable(z.string()) })
  .register(z.globalRegistry, { id: 'ProfileCover' });
export type ProfileCover = z.infer<typeof profileCoverSchema>;
