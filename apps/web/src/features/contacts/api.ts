import {
  type Contact,
  type ContactDuplicates,
  type ContactInput,
  type ContactMails,
  type ContactsGroup,
  type ContactsUser,
  contactsPageHeaders,
  type MergeContacts,
  type NewContact,
} from '@conecta/contracts/contacts';
import type { KeysetPage } from '@conecta/contracts/list';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from '../../app/api';

const listTag = { type: 'Contact', id: 'LIST' } as const;
const userTag = { type: 'ContactsUser', id: 'ME' } as const;
const duplicatesTag = { type: 'ContactDuplicates', id: 'ALL' } as const;
const invalidates = (_result: unknown, error: unknown) => (error ? [] : [listTag, userTag, duplicatesTag]);

/** The spec's array with the page's position read from the headers, as the list kit takes a page. */
function toPage(items: Contact[], meta: FetchBaseQueryMeta | undefined): KeysetPage<Contact> {
  const header = (name: string) => meta?.response?.headers.get(name) ?? null;
  return {
    items,
    total: Number(header(contactsPageHeaders.total) ?? items.length),
    totalIsEstimate: header(contactsPageHeaders.totalIsEstimate) === 'true',
    nextCursor: header(contactsPageHeaders.nextCursor),
    prevCursor: header(contactsPageHeaders.prevCursor),
  };
}

/** The Contacts application's calls (`/api/contacts-app/*`), each on the account's own address book. */
export const contactsApi = api
  .enhanceEndpoints({ addTagTypes: ['Contact', 'ContactsUser', 'ContactDuplicates'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** One page of a view (`id`), sorted and searched by the server; `params` is the list's URL state. */
      listContacts: build.query<KeysetPage<Contact>, Record<string, string>>({
        query: (params) => ({ url: '/contacts-app/contacts', params }),
        transformResponse: (items: Contact[], meta) => toPage(items, meta as FetchBaseQueryMeta | undefined),
        providesTags: [listTag],
        keepUnusedDataFor: 0,
      }),
      /** The mails exchanged with the contact (Mail's, by its email). */
      contactMails: build.query<ContactMails, string>({
        query: (contactId) => ({ url: '/contacts-app/contact-mails', params: { contactId } }),
        keepUnusedDataFor: 30,
      }),
      contactsUser: build.query<ContactsUser, void>({
        query: () => '/contacts-app/user',
        providesTags: [userTag],
      }),
      addContact: build.mutation<Contact, NewContact>({
        query: (contact) => ({ url: '/contacts-app/add-contact', method: 'POST', body: { contact } }),
        invalidatesTags: invalidates,
      }),
      updateContact: build.mutation<Contact, ContactInput>({
        query: (contact) => ({ url: '/contacts-app/update-contact', method: 'POST', body: { contact } }),
        invalidatesTags: invalidates,
      }),
      removeContacts: build.mutation<string[], string[]>({
        query: (contactIds) => ({ url: '/contacts-app/remove-contacts', method: 'POST', body: { contactIds } }),
        invalidatesTags: invalidates,
      }),
      toggleStarredContact: build.mutation<string, string>({
        query: (contactId) => ({ url: '/contacts-app/toggle-starred-contact', method: 'POST', body: { contactId } }),
        invalidatesTags: invalidates,
      }),
      setContactsStarred: build.mutation<Contact[], { contactIds: string[]; starred: boolean }>({
        query: ({ contactIds, starred }) => ({
          url: `/contacts-app/${starred ? 'set-contacts-starred' : 'set-contacts-unstarred'}`,
          method: 'POST',
          body: { contactIds },
        }),
        invalidatesTags: invalidates,
      }),
      /** The groups of contacts that look like one person. */
      contactDuplicates: build.query<ContactDuplicates, void>({
        query: () => '/contacts-app/duplicates',
        providesTags: [duplicatesTag],
        keepUnusedDataFor: 0,
      }),
      mergeContacts: build.mutation<Contact, MergeContacts>({
        query: (body) => ({ url: '/contacts-app/merge-contacts', method: 'POST', body }),
        invalidatesTags: invalidates,
      }),
      addGroup: build.mutation<ContactsGroup, string>({
        query: (name) => ({ url: '/contacts-app/add-group', method: 'POST', body: { name } }),
        invalidatesTags: invalidates,
      }),
      renameGroup: build.mutation<string, { groupId: string; name: string }>({
        query: (body) => ({ url: '/contacts-app/rename-group', method: 'POST', body }),
        invalidatesTags: invalidates,
      }),
      removeGroup: build.mutation<string, string>({
        query: (groupId) => ({ url: '/contacts-app/remove-group', method: 'POST', body: { groupId } }),
        invalidatesTags: invalidates,
      }),
      /** The selected contacts join (`member`) or leave the group. */
      setGroupMembers: build.mutation<string[], { groupId: string; contactIds: string[]; member: boolean }>({
        query: ({ groupId, contactIds, member }) => ({
          url: `/contacts-app/${member ? 'add-to-group' : 'remove-from-group'}`,
          method: 'POST',
          body: { groupId, contactIds },
        }),
        invalidatesTags: invalidates,
      }),
      importContacts: build.mutation<Contact[], NewContact[]>({
        query: (contacts) => ({ url: '/contacts-app/import', method: 'POST', body: { contacts } }),
        invalidatesTags: invalidates,
      }),
    }),
  });

export const {
  useListContactsQuery,
  useContactsUserQuery,
  useContactMailsQuery,
  useAddContactMutation,
  useUpdateContactMutation,
  useRemoveContactsMutation,
  useToggleStarredContactMutation,
  useSetContactsStarredMutation,
  useImportContactsMutation,
  useContactDuplicatesQuery,
  useMergeContactsMutation,
  useAddGroupMutation,
  useRenameGroupMutation,
  useRemoveGroupMutation,
  useSetGroupMembersMutation,
} = contactsApi;
