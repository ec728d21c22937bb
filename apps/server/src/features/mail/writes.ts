import {
  type Mail,
  type MailDraft,
  mailFolderId,
  mailLimits,
  mailMessages as messages,
  type SendMail,
} from '@conecta/contracts/mail';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type AccountRow, accounts } from '../../accounts';
import { textContains } from '../../db/accountCollection';
import { type Database, withTransaction } from '../../db/client';
import { HttpError } from '../../http/errors';
import { mailbox, storedColumns, toMail } from './queries';
import { mailBodyText, sanitizeMailHtml } from './sanitize';
import { mailItems, type NewMailRow } from './table';

/** The body as stored: sanitised HTML and its plain text (what search reads). */
function bodyOf(html: string): Pick<NewMailRow, 'message' | 'bodyText'> {
  const message = sanitizeMailHtml(html);
  return { message, bodyText: mailBodyText(message) };
}

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
    tx.update(mailItems).set({ folder: folderId }).where(selected).returning(storedColumns),
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

const compositionOf = (draft: MailDraft) => ({
  to: draft.to,
  cc: draft.cc,
  bcc: draft.bcc,
  subject: draft.subject,
  attachments: draft.attachments,
  ...bodyOf(draft.message),
});

/**
 * Writes the mail under the client's id, as one statement: a new row, or the account's own draft with that
 * id updated (its row locked, so concurrent saves and sends of one id queue up instead of colliding).
 * Undefined when the id is taken by another account's mail or by a mail that is no longer a draft.
 */
async function writeUnderDraftId(db: Database, accountId: string, id: string, values: Omit<NewMailRow, 'accountId'>) {
  const [row] = await db
    .insert(mailItems)
    .values({ ...values, id, accountId })
    .onConflictDoUpdate({
      target: mailItems.id,
      set: values,
      setWhere: mailbox.own(accountId, eq(mailItems.folder, mailFolderId.drafts)),
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
export async function saveDraft(db: Database, account: AccountRow, draft: MailDraft): Promise<Mail> {
  const values = {
    ...compositionOf(draft),
    ...senderOf(account),
    folder: mailFolderId.drafts,
    read: true,
    time: new Date(),
  };
  const row = await writeUnderDraftId(db, account.id, draft.id, values);
  if (!row)
    throw (await ownMail(db, account.id, draft.id)) ? new HttpError(409, messages.notADraft) : mailbox.notFound();
  mailbox.touched(db);
  return toMail(row);
}

export interface SentMail {
  mail: Mail;
  /** Copies put into console accounts' inboxes: whose, and the copy's id (for the live event). */
  delivered: { accountId: string; mailId: string }[];
}

/**
 * Sends the draft with this id (or a new mail): it is stored in Sent, and a copy goes to the Inbox of each
 * active console account among the recipients (Bcc recipients get it too, without the Bcc list). Other
 * addresses get nothing and are listed in `notDeliveredTo`. Sending the same id again answers the sent mail
 * and delivers nothing more, so a retried request never sends twice.
 */
export async function sendMail(db: Database, account: AccountRow, input: SendMail): Promise<SentMail> {
  const addresses = [...new Set([...input.to, ...input.cc, ...input.bcc].map((entry) => entry.email.toLowerCase()))];
  const result = await withTransaction(db, async (t) => {
    const recipients = await t
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(and(inArray(accounts.email, addresses), eq(accounts.status, 'active')));
    const inConsole = new Set(recipients.map((recipient) => recipient.email));
    const values = {
      ...compositionOf(input),
      ...senderOf(account),
      folder: mailFolderId.sent,
      read: true,
      time: new Date(),
      notDeliveredTo: addresses.filter((address) => !inConsole.has(address)),
    };
    const row = await writeUnderDraftId(t, account.id, input.id, values);
    if (!row) {
      // Sent already (a retried or doubled request): answer it, deliver nothing more.
      const sent = await ownMail(t, account.id, input.id);
      if (sent?.folder === mailFolderId.sent) return { mail: toMail(sent), delivered: [] };
      if (sent) throw new HttpError(409, messages.notADraft);
      return undefined;
    }
    // One copy per account, even when an address repeats or a person has accounts with several providers.
    const owners = [...new Map(recipients.map((recipient) => [recipient.id, recipient])).values()];
    const copies =
      owners.length === 0
        ? []
        : await t
            .insert(mailItems)
            .values(
              owners.map((owner) => ({
                ...values,
                accountId: owner.id,
                folder: mailFolderId.inbox,
                read: false,
                bcc: [],
                notDeliveredTo: [],
              })),
            )
            .returning({ id: mailItems.id, accountId: mailItems.accountId });
    return { mail: toMail(row), delivered: copies.map((copy) => ({ accountId: copy.accountId, mailId: copy.id })) };
  });
  if (!result) throw mailbox.notFound();
  mailbox.touched(db);
  return result;
}

/** Recipient suggestions: the console's active accounts whose name or email contains the text. */
export async function readMailContacts(db: Database, q: string | undefined) {
  const rows = await db
    .selectDistinctOn([accounts.email], {
      name: accounts.displayName,
      email: accounts.email,
      avatar: accounts.photoUrl,
    })
    .from(accounts)
    .where(and(eq(accounts.status, 'active'), textContains(q, accounts.displayName, accounts.email)))
    .orderBy(accounts.email)
    .limit(mailLimits.contacts);
  return rows;
}
