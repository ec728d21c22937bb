import type { MailAddress, MailAttachment, MailDraft } from '@conecta/contracts/mail';
import type { ComposeInitial } from './replyDraft';

/** What the compose form holds: the draft less its id. */
export interface ComposeValues {
  to: MailAddress[];
  cc: MailAddress[];
  bcc: MailAddress[];
  subject: string;
  message: string;
  attachments: MailAttachment[];
}

export const composeFields = ['to', 'cc', 'bcc', 'subject', 'message', 'attachments'] as const;

export function valuesOf(initial: ComposeInitial = {}): ComposeValues {
  return {
    to: initial.to ?? [],
    cc: initial.cc ?? [],
    bcc: initial.bcc ?? [],
    subject: initial.subject ?? '',
    message: initial.message ?? '',
    attachments: initial.attachments ?? [],
  };
}

export const draftOf = (id: string, values: ComposeValues): MailDraft => ({ id, ...values });

/** One string per content, to tell whether anything changed since the last save. */
export const fingerprintOf = (values: ComposeValues) => JSON.stringify(draftOf('', values));
