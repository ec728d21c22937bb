import type { Mail, MailListItem, MailPage, MailUnreadCounts } from '@conecta/contracts/mail';
import { api } from '../../app/api';

/** Which list of the mailbox: one of a folder, a filter or a label (as the URL names it), and the search. */
export interface MailListArgs {
  folderHandle?: string;
  filterHandle?: string;
  labelHandle?: string;
  q?: string;
}

/** The unread counts' cache entry: every write to the mailbox and every mail that arrives refreshes it. */
export const mailCountsTag = { type: 'Mail', id: 'COUNTS' } as const;

/** How many mails a page of the list brings. */
export const mailPageSize = 25;

/** The whole mail as update-mail wants it: a list row's fields (excerpt, search highlight) are not part of it. */
export function wholeMail(mail: Mail): Mail {
  const { highlight: _highlight, excerpt: _excerpt, ...rest } = mail as Mail & Partial<MailListItem>;
  return rest;
}

/** A list row carries no body: what needs the whole mail (update-mail, a draft to edit) reads it by id. */
export function isWholeMail(mail: Mail | MailListItem): mail is Mail {
  return 'message' in mail;
}

/**
 * The Mail application's calls (demo-apps "Mail"): every list and mail provides `Mail`, so any write
 * (here, or the compose dialog's send and draft saves) brings the lists and the reader up to date.
 */
export const mailApi = api.enhanceEndpoints({ addTagTypes: ['Mail'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, a keyset page at a time ("load more" asks for the page after the last cursor). */
    getMails: build.infiniteQuery<MailPage, MailListArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/mail-app/mails',
        params: {
          ...queryArg,
          q: queryArg.q || undefined,
          limit: mailPageSize,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: [{ type: 'Mail', id: 'LIST' }],
    }),
    /** How many unread mails each folder, filter and label holds: the side list, the navigation, the tab's title. */
    getMailUnreadCounts: build.query<MailUnreadCounts, void>({
      query: () => ({ url: '/mail-app/unread-counts' }),
      providesTags: [mailCountsTag],
    }),
    getMail: build.query<Mail, string>({
      query: (mailId) => ({ url: '/mail-app/mail', params: { mailId } }),
      providesTags: (_result, _error, mailId) => [{ type: 'Mail', id: mailId }],
    }),
    /** Saves the whole mail (read, starred, important); shown at once in the reader, undone if refused. */
    updateMail: build.mutation<Mail, Mail>({
      query: (mail) => ({ url: '/mail-app/update-mail', method: 'POST', body: wholeMail(mail) }),
      async onQueryStarted(mail, { dispatch, queryFulfilled }) {
        const patch = dispatch(mailApi.util.updateQueryData('getMail', mail.id, () => wholeMail(mail)));
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, _error, mail) => [
        { type: 'Mail', id: 'LIST' },
        mailCountsTag,
        { type: 'Mail', id: mail.id },
      ],
    }),
    setMailFolder: build.mutation<Mail[], { selectedMailIds: string[]; folderId: number }>({
      query: (body) => ({ url: '/mail-app/set-folder', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
    toggleMailLabel: build.mutation<Mail[], { selectedMailIds: string[]; labelId: number }>({
      query: (body) => ({ url: '/mail-app/toggle-label', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
    deleteMails: build.mutation<string[], { selectedMailIds: string[] }>({
      query: (body) => ({ url: '/mail-app/delete-mails', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
  }),
});

export const {
  useGetMailsInfiniteQuery,
  useGetMailQuery,
  useGetMailUnreadCountsQuery,
  useUpdateMailMutation,
  useSetMailFolderMutation,
  useToggleMailLabelMutation,
  useDeleteMailsMutation,
} = mailApi;
