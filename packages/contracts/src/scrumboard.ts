import * as z from 'zod/mini';
import { isoDateTime } from './dates';
import { defineMessages } from './messages';

/**
 * Scrumboard (demo-apps §3 "Scrumboard", §7 calls under `/api/scrumboard-app`): boards shared by their members,
 * each with lists and cards. A card belongs to a list through that list's `idCards`.
 */

/**
 * The sentences of Scrumboard, in English, each with its code `scrumboard.<key>`: the checks below and the server's
 * refusals carry the code; the web says it from `msg_<key>` in the feature's locale files.
 */
export const scrumboardMessages = defineMessages('scrumboard', {
  // The spec's error catalogue (§8), word for word.
  boardNotFound: 'Requested board do not exist.',
  id: 'Give the id of an item of this board',
  boardName: 'Give the board a name of up to 200 characters',
  listName: 'Give the list a name of up to 200 characters',
  cardName: 'Give the card a name of up to 200 characters',
  description: 'A description can have up to 10,000 characters',
  color: 'Choose one of the board colours',
  listNotFound: 'The board has no list with this id',
  cardNotFound: 'The board has no card with this id',
  stale: 'The board changed meanwhile: it is shown as it is now, try again',
  labels: 'Choose labels of this board',
  members: 'Choose members of this board',
  memberIds: 'A board has from 1 to 100 members, all of them console accounts',
  due: 'Give the due date as a date and time',
  wipLimit: 'A limit is a whole number from 1 to 999, or none',
  attachment: 'An attachment is an image uploaded to this board or a web address (http or https)',
  itemName: 'Give it a name of up to 200 characters',
  comment: 'A comment has from 1 to 2,000 characters',
  tooMany: 'There are too many of these',
  lists: 'Give every list of the board once, and every card of the board once',
});

export const scrumboardLimits = {
  name: 200,
  description: 10_000,
  comment: 2000,
  lists: 100,
  cards: 5000,
  members: 100,
  attachments: 50,
  checklists: 50,
  checkItems: 200,
  activities: 2000,
  wipLimit: 999,
} as const;

/** Board colours (demo-apps §9: they include fuse-dark and blue-grey). */
export const scrumboardColors = ['fuse-dark', 'blue-grey', 'blue', 'green', 'orange', 'purple', 'red', 'teal'] as const;
export type ScrumboardColor = (typeof scrumboardColors)[number];

/** The classes a label is painted with. */
export const scrumboardLabelClasses = ['blue', 'green', 'orange', 'red', 'purple', 'teal', 'pink', 'grey'] as const;

const m = scrumboardMessages;
const idSchema = () => z.string(m.id).check(z.guid(m.id));
const boardIdSchema = () => z.string(m.boardNotFound).check(z.minLength(1, m.boardNotFound), z.maxLength(100));
const text = (max: number, message: string, min = 1) =>
  z.string(message).check(z.trim(), z.minLength(min, message), z.maxLength(max, message));
const list = <T extends z.core.SomeType>(item: T, max: number) =>
  z.array(item, m.tooMany).check(z.maxLength(max, m.tooMany));
const isoTime = () => isoDateTime(m.due);

export const scrumboardSettingsSchema = z
  .object({
    color: z.enum(scrumboardColors, m.color),
    subscribed: z.boolean(),
    cardCoverImages: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'ScrumboardSettings' });
export type ScrumboardSettings = z.infer<typeof scrumboardSettingsSchema>;

export const scrumboardListSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    idCards: z.array(z.string()),
    /** A work-in-progress limit: more cards than this show the list over its limit; null for none. */
    wipLimit: z.nullable(z.number()),
  })
  .register(z.globalRegistry, { id: 'ScrumboardList' });
export type ScrumboardList = z.infer<typeof scrumboardListSchema>;

export const scrumboardMemberSchema = z
  .object({ id: z.string(), name: z.string(), avatar: z.string() })
  .register(z.globalRegistry, { id: 'ScrumboardMember' });
export type ScrumboardMember = z.infer<typeof scrumboardMemberSchema>;

export const scrumboardLabelSchema = z
  .object({ id: z.string(), name: z.string(), class: z.string() })
  .register(z.globalRegistry, { id: 'ScrumboardLabel' });
export type ScrumboardLabel = z.infer<typeof scrumboardLabelSchema>;

/** An image uploaded to the board (`src`, a stored file) or a link (`url`, http or https). */
export const scrumboardAttachmentSchema = z
  .object({
    id: idSchema(),
    name: text(scrumboardLimits.name, m.attachment),
    src: z.optional(z.string().check(z.maxLength(500, m.attachment))),
    url: z.optional(z.string().check(z.maxLength(2000, m.attachment))),
    time: isoTime(),
    type: z.enum(['image', 'link'], m.attachment),
  })
  .check(
    z.refine(
      (a) =>
        a.type === 'image'
          ? Boolean(a.src?.startsWith('/api/files/'))
          : Boolean(a.url && /^https?:\/\/\S+$/i.test(a.url)),
      { message: m.attachment, path: ['type'] },
    ),
  )
  .register(z.globalRegistry, { id: 'ScrumboardAttachment' });
export type ScrumboardAttachment = z.infer<typeof scrumboardAttachmentSchema>;

export const scrumboardCheckItemSchema = z.object({
  id: idSchema(),
  name: text(scrumboardLimits.name, m.itemName),
  checked: z.boolean(),
});
export type ScrumboardCheckItem = z.infer<typeof scrumboardCheckItemSchema>;

export const scrumboardChecklistSchema = z
  .object({
    id: idSchema(),
    name: text(scrumboardLimits.name, m.itemName),
    checkItems: list(scrumboardCheckItemSchema, scrumboardLimits.checkItems),
  })
  .register(z.globalRegistry, { id: 'ScrumboardChecklist' });
export type ScrumboardChecklist = z.infer<typeof scrumboardChecklistSchema>;

/**
 * A comment or an attachment added. The server writes `idMember` and `time` of a new one (the signed-in account,
 * now) and keeps stored ones as they were; a member removes only their own comments.
 */
export const scrumboardActivitySchema = z
  .object({
    id: idSchema(),
    type: z.enum(['comment', 'attachment'], m.comment),
    idMember: z.string(),
    message: text(scrumboardLimits.comment, m.comment),
    time: isoTime(),
  })
  .register(z.globalRegistry, { id: 'ScrumboardActivity' });
export type ScrumboardActivity = z.infer<typeof scrumboardActivitySchema>;

export const scrumboardCardSchema = z
  .object({
    id: idSchema(),
    name: text(scrumboardLimits.name, m.cardName),
    description: z._default(z.string().check(z.maxLength(scrumboardLimits.description, m.description)), ''),
    idAttachmentCover: z._default(z.string().check(z.maxLength(100, m.attachment)), ''),
    idMembers: z._default(list(z.string(m.members), scrumboardLimits.members), []),
    idLabels: z._default(list(z.string(m.labels), 50), []),
    attachments: z._default(list(scrumboardAttachmentSchema, scrumboardLimits.attachments), []),
    subscribed: z._default(z.boolean(), false),
    checklists: z._default(list(scrumboardChecklistSchema, scrumboardLimits.checklists), []),
    activities: z._default(list(scrumboardActivitySchema, scrumboardLimits.activities), []),
    due: z._default(z.nullable(isoTime()), null),
  })
  .register(z.globalRegistry, { id: 'ScrumboardCard' });
export type ScrumboardCard = z.infer<typeof scrumboardCardSchema>;

/**
 * A card as the server answers it: the same fields, without the input checks (ids, dates and lengths were checked
 * on the way in), so a board of thousands of cards is answered without checking each again.
 */
export const scrumboardCardViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    idAttachmentCover: z.string(),
    idMembers: z.array(z.string()),
    idLabels: z.array(z.string()),
    attachments: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        src: z.optional(z.string()),
        url: z.optional(z.string()),
        time: z.string(),
        type: z.enum(['image', 'link']),
      }),
    ),
    subscribed: z.boolean(),
    checklists: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        checkItems: z.array(z.object({ id: z.string(), name: z.string(), checked: z.boolean() })),
      }),
    ),
    activities: z.array(
      z.object({
        id: z.string(),
        type: z.enum(['comment', 'attachment']),
        idMember: z.string(),
        message: z.string(),
        time: z.string(),
      }),
    ),
    due: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'ScrumboardCardView' });

export const scrumboardBoardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    uri: z.string(),
    settings: scrumboardSettingsSchema,
    lists: z.array(scrumboardListSchema),
    cards: z.array(scrumboardCardViewSchema),
    members: z.array(scrumboardMemberSchema),
    labels: z.array(scrumboardLabelSchema),
    /** Grows with every change: an order sent with an older one is refused with 409 and the board as it is. */
    version: z.number(),
  })
  .register(z.globalRegistry, { id: 'ScrumboardBoard' });
export type ScrumboardBoard = z.infer<typeof scrumboardBoardSchema>;

/** `GET …/boards`: id, name and uri only (§7). */
export const scrumboardBoardSummarySchema = z.object({ id: z.string(), name: z.string(), uri: z.string() });
export const scrumboardBoardListSchema = z
  .array(scrumboardBoardSummarySchema)
  .register(z.globalRegistry, { id: 'ScrumboardBoardList' });
export type ScrumboardBoardSummary = z.infer<typeof scrumboardBoardSummarySchema>;

// ---- Requests ------------------------------------------------------------------------------------------

export const scrumboardBoardQuerySchema = z.object({ boardId: boardIdSchema() });

/** `POST …/board/new {board}`: a name (default "Untitled Board") and settings; the creator is its member. */
export const scrumboardNewBoardSchema = z.object({
  board: z._default(
    z.object({
      name: z.optional(text(scrumboardLimits.name, m.boardName)),
      settings: z.optional(z.partial(scrumboardSettingsSchema)),
    }),
    {},
  ),
});
export type ScrumboardNewBoard = z.infer<typeof scrumboardNewBoardSchema>;

export const scrumboardRenameBoardSchema = z.object({
  boardId: boardIdSchema(),
  boardTitle: text(scrumboardLimits.name, m.boardName),
});
export const scrumboardSettingsUpdateSchema = z.object({
  boardId: boardIdSchema(),
  settings: z.partial(scrumboardSettingsSchema),
});
export const scrumboardBoardIdSchema = z.object({ boardId: boardIdSchema() });
/** `POST …/board/members/update`: the board's members from now on (console account ids). */
export const scrumboardMembersUpdateSchema = z.object({
  boardId: boardIdSchema(),
  memberIds: z
    .array(z.string(m.memberIds), m.memberIds)
    .check(z.minLength(1, m.memberIds), z.maxLength(scrumboardLimits.members, m.memberIds)),
});

const newCardFields = z.object({
  name: text(scrumboardLimits.name, m.cardName),
  description: z.optional(z.string().check(z.maxLength(scrumboardLimits.description, m.description))),
  due: z.optional(z.nullable(isoTime())),
  idLabels: z.optional(list(z.string(m.labels), 50)),
  idMembers: z.optional(list(z.string(m.members), scrumboardLimits.members)),
});
export const scrumboardNewCardSchema = z.object({ boardId: boardIdSchema(), listId: idSchema(), data: newCardFields });
export type ScrumboardNewCard = z.infer<typeof scrumboardNewCardSchema>;

export const scrumboardNewListSchema = z.object({
  boardId: boardIdSchema(),
  data: z.object({ name: text(scrumboardLimits.name, m.listName) }),
});
export const scrumboardRenameListSchema = z.object({
  boardId: boardIdSchema(),
  listId: idSchema(),
  listTitle: text(scrumboardLimits.name, m.listName),
});
export const scrumboardListLimitSchema = z.object({
  boardId: boardIdSchema(),
  listId: idSchema(),
  wipLimit: z.nullable(
    z
      .number(m.wipLimit)
      .check(z.int(m.wipLimit), z.minimum(1, m.wipLimit), z.maximum(scrumboardLimits.wipLimit, m.wipLimit)),
  ),
});
export const scrumboardRemoveListSchema = z.object({ boardId: boardIdSchema(), listId: idSchema() });
export const scrumboardUpdateCardSchema = z.object({ boardId: boardIdSchema(), card: scrumboardCardSchema });
export const scrumboardRemoveCardSchema = z.object({ boardId: boardIdSchema(), cardId: idSchema() });

/**
 * `POST …/card/order` and `…/list/order {boardId, lists}`: the board's lists in their new order, each with its cards
 * in order. Every list and every card of the board must be there once; `version` (the board's, as read) makes an
 * order made on an older board a 409 answered with the board as it is.
 */
export const scrumboardOrderSchema = z.object({
  boardId: boardIdSchema(),
  lists: z
    .array(
      z.object({
        id: z.string(m.lists),
        name: z.optional(z.string()),
        idCards: z.array(z.string(m.lists), m.lists).check(z.maxLength(scrumboardLimits.cards, m.lists)),
      }),
      m.lists,
    )
    .check(z.maxLength(scrumboardLimits.lists, m.lists)),
  version: z.optional(z.number().check(z.int())),
});
export type ScrumboardOrder = z.infer<typeof scrumboardOrderSchema>;

// ---- Answers -------------------------------------------------------------------------------------------

export const scrumboardOrderAnswerSchema = z
  .object({ boardId: z.string(), lists: z.array(scrumboardListSchema), version: z.number() })
  .register(z.globalRegistry, { id: 'ScrumboardOrderAnswer' });
export type ScrumboardOrderAnswer = z.infer<typeof scrumboardOrderAnswerSchema>;

/** 409 to a stale order: the refusal and the board as it is now. */
export const scrumboardStaleSchema = z
  .object({ message: z.string(), code: z.string(), board: scrumboardBoardSchema })
  .register(z.globalRegistry, { id: 'ScrumboardStale' });

/** A console account that may be made a member. */
export const scrumboardAccountListSchema = z.array(scrumboardMemberSchema);
export const scrumboardAccountQuerySchema = z.object({
  q: z._default(z.string().check(z.maxLength(100)), ''),
});

/** What the board's topic (`scrumboard:<boardId>`) carries: the board changed, to be read again. */
export interface ScrumboardChangedEvent {
  type: 'scrumboard-changed';
  boardId: string;
  version: number;
  /** Present when the board was deleted or the account left it. */
  removed?: boolean;
}

export const scrumboardTopic = (boardId: string) => `scrumboard:${boardId}`;
