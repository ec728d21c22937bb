import type { Mail, MailDraft } from '@conecta/contracts/mail';
import { api } from '../../../app/api';

export interface Contact {
  name: string;
  email: string;
  avatar: string;
}

/** Lists of mail (the mail page's) are tagged 'Mail': a draft closed or a mail sent refreshes them. */
export const mailListTag = 'Mail';

export interface SaveDraftArgs {
  draft: MailDraft;
  /** Refresh the mail lists (on closing); saves while typing leave them alone. */
  refreshLists?: boolean;
}

/** Compose's own calls: drafts, sending, recipient suggestions. */
export const composeApi = api.enhanceEndpoints({ addTagTypes: [mailListTag] }).injectEndpoints({
  endpoints: (build) => ({
    /** Creates the draft with this id, or updates it: the same id never makes a second draft. */
    saveMailDraft: build.mutation<Mail, SaveDraftArgs>({
      query: ({ draft }) => ({ url: '/mail-app/save-draft', method: 'POST', body: draft }),
      invalidatesTags: (_result, _error, { refreshLists }) => (refreshLists ? [mailListTag] : []),
    }),
    /** Sends: the server holds the mail until its `sendAt` (for Undo), then delivers it itself. */
    sendMail: build.mutation<Mail, MailDraft>({
      query: (mail) => ({ url: '/mail-app/send', method: 'POST', body: mail }),
      invalidatesTags: (result) => (result ? [mailListTag] : []),
    }),
    /** Takes a held send back to Drafts; 409 once the server has delivered it. */
    undoSend: build.mutation<Mail, string>({
      query: (id) => ({ url: '/mail-app/undo-send', method: 'POST', body: { id } }),
      invalidatesTags: (result) => (result ? [mailListTag] : []),
    }),
    /** Console accounts whose name or email contains `q`. */
    mailContacts: build.query<Contact[], string>({
      query: (q) => ({ url: '/mail-app/contacts', params: { q } }),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useMailContactsQuery } = composeApi;
