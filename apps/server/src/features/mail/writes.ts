import {
  type Mail,
  type MailAddress,
  type MailDraft,
  mailFolderId,
  mailLimits,
  mailMessages as messages,
  type SendMail,
} from '@conecta/contracts/mail';
import { and, eq, gt, inArray, isNotNull, isNull, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { type AccountRow, accounts } from '../../accounts';
import { textContains } from '../../db/accountCollection';
import { type Database, withTransaction } from '../../db/client';
import { HttpError } from '../../http/errors';
import { createFileStore } from '../../uploads';
import { attachmentsFor, storedAttachments } from './attachment-files';
import { mailbox, storedColumns, toMail } from './queries';
import { mailBodyText, sanitizeMailHtml } from './sanitize';
import { mailItems, type NewMailRow } from './table';

/** The body as stored: sanitised HTML and its plain text (what search reads). */
function bodyOf(html: string): Pick<NewMailRow, 'message' | 'bodyText'> {
  const message = sanitizeMailHtml(html);
  return { message, bodyText: mailBodyText(message) };
}

/** A held send moved out of Sent before its time is cancelled: only a mail still in Sent goes out. */
const heldOnlyInSent = (folder: number) => (folder === mailFolderId.sent ? sql`${mailItems.sendAt}` : sql`null`);

/**
 * `update-mail` takes the whole mail; what the user can change of a mail is its flags, labels and folder,
 * so only those are saved (a received mail's sender and text stay as they came).
 */
export async function updateMail(db: Database, accountId: string, mail: Mail): Promise<Mail> {
  const row = await mailbox.changeOne(db, accountId, mail.id, (where) =>
    db
      .update(mailItems)
      .set({
        read: mail.read,
        starred: mail.starred,
        important: mail.important,
        labels: [...new Set(mail.labels)].sort((a, b) => a - b),
        folder: mail.folder,
        sendAt: heldOnlyInSent(mail.folder),
      })
      .where(where)
      .returning(storedColumns),
  );
  return toMail(row);
}

// The selected mails change all or nothing: any id that is not one of the account's mails is a 404
// (another account's mail is as unknown as a missing one), see `changeSelected`.

export async function setMailFolder(db: Database, accountId: string, ids: string[], folderId: number): Promise<Mail[]> {
  const rows = await mailbox.changeSelected(db, accountId, ids, (tx, selected) =>
    tx
      .update(mailItems)
      .set({ folder: folderId, sendAt: heldOnlyInSent(folderId) })
      .where(selected)
      .returning(storedColumns),
  );
  return rows.map(toMail);
}

/** Adds the label to each selected mail lacking it and removes it where present, in one statement. */
export async function toggleMailLabel(
  db: Database,
  accountId: string,
  ids: string[],
  labelId: number,
): Promise<Mail[]> {
  const label = sql`${labelId}::smallint`;
  const rows = await mailbox.changeSelected(db, accountId, ids, (tx, selected) =>
    tx
      .update(mailItems)
      .set({
        labels: sql`case when ${label} = any(${mailItems.labels}) then array_remove(${mailItems.labels}, ${label}) else array_append(${mailItems.labels}, ${label}) end`,
      })
      .where(selected)
      .returning(storedColumns),
  );
  return rows.map(toMail);
}

/** Permanent: the rows are gone. Answers their ids and the attachments they carried (see `releaseAttachments`). */
export async function deleteMails(db: Database, accountId: string, ids: string[]) {
  const rows = await mailbox.changeSelected(db, accountId, ids, (tx, selected) =>
    tx.delete(mailItems).where(selected).returning({ id: mailItems.id, attachments: mailItems.attachments }),
  );
  return { ids: rows.map((row) => row.id), attachments: rows.flatMap((row) => row.attachments) };
}

const senderOf = (account: AccountRow) => ({
  fromName: account.displayName,
  fromEmail: account.email,
  fromAvatar: account.photoUrl,
});

/** What compose may write: its attachments only stored files of the account's (see `storedAttachments`). */
const compositionOf = async (db: Database, accountId: string, draft: MailDraft, limits: ComposeLimits) => ({
  to: draft.to,
  cc: draft.cc,
  bcc: draft.bcc,
  subject: draft.subject,
  attachments: await storedAttachments(db, accountId, draft.attachments, limits.attachmentBytesPerMail),
  ...bodyOf(draft.message),
});

export interface ComposeLimits {
  /** MAIL_ATTACHMENT_BYTES_PER_MAIL: the attachments of one mail together. */
  attachmentBytesPerMail: number;
}

/**
 * Writes the mail under the client's id, as one statement: a new row, or the account's own draft with that
 * id updated (its row locked, so concurrent saves and sends of one id queue up instead of colliding).
 * Undefined when the id is taken by another account's mail or by a mail that is no longer a draft.
 */
async function writeUnderDraftId(
  db: Database,
  accountId: string,
  id: string,
  values: { [K in keyof Omit<NewMailRow, 'accountId'>]: Omit<NewMailRow, 'accountId'>[K] | SQL },
) {
  const [row] = await db
    .insert(mailItems)
    .values({ ...values, id, accountId })
    .onConflictDoUpdate({
      target: mailItems.id,
      set: values,
      // A draft moved to another folder (Sent included) is still a draft: sending it delivers it.
      setWhere: mailbox.own(
        accountId,
        or(eq(mailItems.draft, true), eq(mailItems.folder, mailFolderId.drafts)),
        isNull(mailItems.sendAt),
      ),
    })
    .returning(storedColumns);
  return row;
}

/** The account's own mail with this id, when a compose call could not write under it. */
async function ownMail(db: Database, accountId: string, id: string) {
  const [row] = await db.select(storedColumns).from(mailItems).where(mailbox.one(accountId, id));
  return row;
}

/**
 * Creates the draft with the client's id, or updates it: saving as the user types never makes a second
 * draft. A mail sent already is no longer a draft (409); another account's id is unknown (404).
 */
export async function saveDraft(
  db: Database,
  account: AccountRow,
  draft: MailDraft,
  limits: ComposeLimits,
): Promise<Mail> {
  const values = {
    ...(await compositionOf(db, account.id, draft, limits)),
    ...senderOf(account),
    folder: mailFolderId.drafts,
    draft: true,
    read: true,
    time: new Date(),
  };
  const row = await writeUnderDraftId(db, account.id, draft.id, values);
  if (!row)
    throw (await ownMail(db, account.id, draft.id)) ? new HttpError(409, messages.notADraft) : mailbox.notFound();
  mailbox.touched(db);
  return toMail(row);
}

/** The active console accounts among these addresses (lower-cased), one per account. */
async function consoleRecipients(db: Database, addresses: string[]) {
  if (addresses.length === 0) return [];
  const rows = await db
    .select({ id: accounts.id, email: accounts.email, name: accounts.displayName })
    .from(accounts)
    .where(and(inArray(accounts.email, addresses), eq(accounts.status, 'active')));
  // One copy per account, even when an address repeats or a person has accounts with several providers.
  return [...new Map(rows.map((row) => [row.id, row])).values()];
}

const addressesOf = (mail: Pick<MailDraft, 'to' | 'cc' | 'bcc'>) => [
  ...new Set([...mail.to, ...mail.cc, ...mail.bcc].map((entry) => entry.email.toLowerCase())),
];

/**
 * Sends the draft with this id (or a new mail), held for undo: it is stored in Sent at once with its
 * `sendAt` (now + `undoMs`, by the database's clock), and the server delivers it then (`deliverDueMails`),
 * whether or not any client is still there. Addresses outside the console are listed in `notDeliveredTo`.
 * Sending the same id again answers the mail as it is (held or delivered) and changes nothing, so a retried
 * request never sends twice.
 */
export async function scheduleSend(
  db: Database,
  account: AccountRow,
  input: SendMail,
  { undoMs, ...limits }: ComposeLimits & { undoMs: number },
): Promise<Mail> {
  const addresses = addressesOf(input);
  const recipients = await consoleRecipients(db, addresses);
  const inConsole = new Set(recipients.map((recipient) => recipient.email));
  // A console account typed as a bare address is named as the account is, so no list shows a nameless row.
  const nameOf = new Map(recipients.map((recipient) => [recipient.email, recipient.name]));
  const named = (list: MailAddress[]) =>
    list.map((entry) => (entry.name ? entry : { ...entry, name: nameOf.get(entry.email.toLowerCase()) ?? '' }));
  const values = {
    ...(await compositionOf(db, account.id, input, limits)),
    to: named(input.to),
    cc: named(input.cc),
    bcc: named(input.bcc),
    ...senderOf(account),
    folder: mailFolderId.sent,
    draft: false,
    read: true,
    time: sql`now()`,
    sendAt: sql`now() + ${Math.max(0, Math.round(undoMs))} * interval '1 millisecond'`,
    notDeliveredTo: addresses.filter((address) => !inConsole.has(address)),
  };
  const row = await writeUnderDraftId(db, account.id, input.id, values);
  if (!row) {
    // Sent already (a retried or doubled request): answer it as it is, change nothing.
    const sent = await ownMail(db, account.id, input.id);
    if (sent?.folder === mailFolderId.sent) return toMail(sent);
    if (sent) throw new HttpError(409, messages.notADraft);
    throw mailbox.notFound();
  }
  mailbox.touched(db);
  return toMail(row);
}

/**
 * Undo: the held send goes back to Drafts, unsent, if its time has not come (by the database's clock).
 * A mail delivered already (or whose time has passed) is refused with 409; another's or a missing id, 404.
 */
export async function undoSend(db: Database, accountId: string, id: string): Promise<Mail> {
  const [row] = await db
    .update(mailItems)
    .set({ folder: mailFolderId.drafts, draft: true, sendAt: null, notDeliveredTo: [], time: sql`now()` })
    .where(mailbox.own(accountId, eq(mailItems.id, id), isNotNull(mailItems.sendAt), gt(mailItems.sendAt, sql`now()`)))
    .returning(storedColumns);
  if (row) {
    mailbox.touched(db);
    return toMail(row);
  }
  if (await ownMail(db, accountId, id)) throw new HttpError(409, messages.sentAlready);
  throw mailbox.notFound();
}

/** One delivered send: the mail as it now is in the sender's Sent, and the recipients' copies. */
export interface DeliveredMail {
  mail: Mail;
  senderId: string;
  /** Copies put into console accounts' inboxes: whose, and the copy's id (for the live event). */
  delivered: { accountId: string; mailId: string }[];
}

/**
 * Claims one held send whose time has come and delivers it, in one transaction: a copy goes to the Inbox of
 * each active console account among the recipients (Bcc recipients get it too, without the Bcc list), each
 * with its own copies of the attached files. The claim is one `UPDATE … WHERE send_at <= now()` on a row
 * locked with SKIP LOCKED, so with several server processes each send is delivered by exactly one; a failure
 * rolls the claim back and the send is tried again (its id is added to `skip`, the ids this call passes over,
 * so one failing send does not hold up the others). Undefined when nothing is due.
 */
export async function deliverOneDueMail(db: Database, skip: string[] = []): Promise<DeliveredMail | undefined> {
  let claimed: string | undefined;
  const result = await withTransaction(db, async (t) => {
    const due = t
      .select({ id: mailItems.id })
      .from(mailItems)
      .where(
        and(
          isNotNull(mailItems.sendAt),
          lte(mailItems.sendAt, sql`now()`),
          skip.length > 0 ? notInArray(mailItems.id, skip) : undefined,
        ),
      )
      .orderBy(mailItems.sendAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await t
      .update(mailItems)
      .set({ sendAt: null, time: sql`now()` })
      .where(and(inArray(mailItems.id, due), isNotNull(mailItems.sendAt)))
      .returning(storedColumns);
    if (!row) return undefined;
    claimed = row.id;
    const recipients = await consoleRecipients(t, addressesOf(row));
    const inConsole = new Set(recipients.map((recipient) => recipient.email));
    const notDeliveredTo = addressesOf(row).filter((address) => !inConsole.has(address));
    const [sent = row] = await t
      .update(mailItems)
      .set({ notDeliveredTo })
      .where(eq(mailItems.id, row.id))
      .returning(storedColumns);
    const store = createFileStore(t);
    const copies =
      recipients.length === 0
        ? []
        : await t
            .insert(mailItems)
            .values(
              await Promise.all(
                recipients.map(async (recipient) => ({
                  accountId: recipient.id,
                  folder: mailFolderId.inbox,
                  fromName: row.fromName,
                  fromEmail: row.fromEmail,
                  fromAvatar: row.fromAvatar,
                  to: row.to,
                  cc: row.cc,
                  bcc: [],
                  subject: row.subject,
                  message: row.message,
                  bodyText: row.bodyText,
                  time: row.time,
                  read: false,
                  attachments: await attachmentsFor(store, row.attachments, recipient.id),
                })),
              ),
            )
            .returning({ id: mailItems.id, accountId: mailItems.accountId });
    return {
      mail: toMail(sent),
      senderId: row.accountId,
      delivered: copies.map((copy) => ({ accountId: copy.accountId, mailId: copy.id })),
    };
  }).catch((error: unknown) => {
    if (claimed) skip.push(claimed);
    throw error;
  });
  if (result) mailbox.touched(db);
  return result;
}

/**
 * Recipient suggestions: the console's active accounts whose name or email contains the text, those where it
 * starts a word of the name or the address first ("sta" → Sérgio Staff before Gustavo), then by name.
 */
export async function readMailContacts(db: Database, q: string | undefined) {
  const matching = db
    .selectDistinctOn([accounts.email], {
      name: accounts.displayName,
      email: accounts.email,
      avatar: accounts.photoUrl,
    })
    .from(accounts)
    .where(and(eq(accounts.status, 'active'), textContains(q, accounts.displayName, accounts.email)))
    .orderBy(accounts.email)
    .as('matching');
  const text = q?.trim().toLowerCase() ?? '';
  const prefix = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const startsAWord = text
    ? sql`(lower(${matching.email}) like ${prefix} or lower(${matching.name}) like ${prefix} or lower(${matching.name}) like ${`% ${prefix}`})`
    : sql`true`;
  return db
    .select({ name: matching.name, email: matching.email, avatar: matching.avatar })
    .from(matching)
    .orderBy(sql`case when ${startsAWord} then 0 else 1 end`, matching.name, matching.email)
    .limit(mailLimits.contacts);
}
