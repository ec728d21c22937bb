import type { Mail, MailAddress, MailAttachment } from '@conecta/contracts/mail';
import { i18n } from '../../../shell/i18n';
import { mailComposeNamespace } from './locales';

/** What the compose dialog starts with: a reply, a forward, a draft reopened, or nothing (a new mail). */
export interface ComposeInitial {
  to?: MailAddress[];
  cc?: MailAddress[];
  bcc?: MailAddress[];
  subject?: string;
  message?: string;
  attachments?: MailAttachment[];
  /** A draft saved before: saving again updates it instead of making another. */
  draftId?: string;
}

export type ReplyKind = 'reply' | 'replyAll' | 'forward';

type QuoteText = 'quoteHeader' | 'forwardHeader' | 'forwardFrom' | 'forwardDate' | 'forwardSubject' | 'forwardTo';

/** In the language of the screen: the quoted lines become part of the mail, as in every client. */
const say = (key: QuoteText, values: Record<string, string> = {}): string =>
  i18n.getFixedT(null, mailComposeNamespace)(key, { ...values, interpolation: { escapeValue: false } });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Each address once, and not `me`: a reply to all never goes back to its writer. */
function othersOnce(addresses: MailAddress[], me: string, seen = new Set<string>()): MailAddress[] {
  const kept: MailAddress[] = [];
  for (const address of addresses) {
    const key = address.email.trim().toLowerCase();
    if (sameEmail(key, me) || seen.has(key)) continue;
    seen.add(key);
    kept.push({ name: address.name, email: address.email });
  }
  return kept;
}

/** "Re: …" or "Fwd: …", never "Re: Re: …" (mail clients also write "RE:", "Fw:" and "FWD:"). */
function prefixed(subject: string, kind: ReplyKind): string {
  const isReply = /^\s*re\s*:/i.test(subject);
  const isForward = /^\s*fwd?\s*:/i.test(subject);
  if (kind === 'forward') return isForward ? subject : `Fwd: ${subject}`;
  return isReply ? subject : `Re: ${subject}`;
}

const when = (time: string) =>
  new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(time));

const named = (address: { name: string; email: string }) =>
  address.name ? `${address.name} <${address.email}>` : address.email;

/** The original below the reply: who wrote it and when, then its body as a quotation. */
function quoted(mail: Mail): string {
  const header = say('quoteHeader', { date: when(mail.time), name: named(mail.from) });
  return `<p></p><p>${escapeHtml(header)}</p><blockquote>${mail.message}</blockquote>`;
}

/** The forwarded original: its headers, then its body as it was. */
function forwarded(mail: Mail): string {
  const lines = [
    say('forwardHeader'),
    `${say('forwardFrom')}: ${named(mail.from)}`,
    `${say('forwardDate')}: ${when(mail.time)}`,
    `${say('forwardSubject')}: ${mail.subject}`,
    `${say('forwardTo')}: ${mail.to.map(named).join(', ')}`,
  ];
  return `<p></p><p>${lines.map(escapeHtml).join('<br>')}</p>${mail.message}`;
}

/**
 * What replying to, replying to all of, or forwarding `mail` starts with. A reply to one's own sent
 * mail goes to its recipients again; a forward carries the attachments.
 */
export function replyDraft(mail: Mail, kind: ReplyKind, me: { email: string }): ComposeInitial {
  const subject = prefixed(mail.subject, kind);
  if (kind === 'forward') return { to: [], subject, message: forwarded(mail), attachments: mail.attachments };
  const mine = sameEmail(mail.from.email, me.email);
  const sender = { name: mail.from.name, email: mail.from.email };
  if (kind === 'reply') {
    return { to: mine ? othersOnce(mail.to, me.email) : [sender], subject, message: quoted(mail) };
  }
  const seen = new Set<string>();
  const to = othersOnce([sender, ...mail.to], me.email, seen);
  const cc = othersOnce(mail.cc, me.email, seen);
  return { to, cc, subject, message: quoted(mail) };
}
