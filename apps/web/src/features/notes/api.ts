import type { NewNote, Note, NoteFilter, NoteLabel, NotesPage, UpdateLabels } from '@conecta/contracts/notes';
import { api } from '../../app/api';

/** Notes a page of the grid asks for ("show more" asks for the next). */
export const notesPageSize = 30;

/** Which notes the grid shows: the URL's list and search, as the API names them. */
export interface NotesListArgs {
  filter?: NoteFilter;
  labelId?: string;
  q?: string;
}

const listTag = { type: 'Note', id: 'LIST' } as const;
const labelsTag = { type: 'Note', id: 'LABELS' } as const;
const firedTag = { type: 'Note', id: 'FIRED' } as const;
type NoteTag = { type: 'Note'; id: string };
const unlessFailed =
  (...tags: NoteTag[]) =>
  (_result: unknown, error: unknown) =>
    error ? [] : tags;

/** The Notes application's calls (`/api/notes-app/*`, demo-apps §7), each on the account's own notes. */
export const notesApi = api.enhanceEndpoints({ addTagTypes: ['Note'] }).injectEndpoints({
  endpoints: (build) => ({
    listNotes: build.infiniteQuery<NotesPage, NotesListArgs, string>({
      infiniteQueryOptions: {
        // '' is the first page: no cursor.
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => {
        const params: Record<string, string> = { limit: String(notesPageSize) };
        for (const [name, value] of Object.entries(queryArg)) if (value) params[name] = value;
        if (pageParam) params.cursor = pageParam;
        return { url: '/notes-app/notes', params };
      },
      providesTags: [listTag],
    }),
    getNoteLabels: build.query<NoteLabel[], void>({
      query: () => '/notes-app/labels',
      providesTags: [labelsTag],
    }),
    createNote: build.mutation<Note, NewNote>({
      query: (note) => ({ url: '/notes-app/create-note', method: 'POST', body: { note } }),
      invalidatesTags: unlessFailed(listTag),
    }),
    /** A 409 carries `{ current }`: the newer note, saved elsewhere. */
    updateNote: build.mutation<Note, Note>({
      query: (note) => ({ url: '/notes-app/update-note', method: 'POST', body: { note } }),
      // A tick on a card shows at once; if the save fails the card shows the note as it was.
      async onQueryStarted(note, { dispatch, getState, queryFulfilled }) {
        const state = getState() as Parameters<typeof notesApi.util.selectInvalidatedBy>[0];
        const lists = notesApi.util
          .selectInvalidatedBy(state, [listTag])
          .filter((entry) => entry.endpointName === 'listNotes')
          .map((entry) => entry.originalArgs as NotesListArgs);
        const put = (changed: Note) =>
          lists.map((args) =>
            dispatch(
              notesApi.util.updateQueryData('listNotes', args, (draft) => {
                for (const page of draft.pages)
                  page.items = page.items.map((item) => (item.id === changed.id ? { ...item, ...changed } : item));
              }),
            ),
          );
        const patches = put(note);
        try {
          // The stored note's new version at once, so a second tick before the grid is reread is not stale.
          put((await queryFulfilled).data);
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: unlessFailed(listTag, firedTag),
    }),
    removeNote: build.mutation<string, string>({
      query: (noteId) => ({ url: '/notes-app/remove-note', method: 'POST', body: { noteId } }),
      invalidatesTags: unlessFailed(listTag, firedTag),
    }),
    updateNoteLabels: build.mutation<NoteLabel[], UpdateLabels['labels']>({
      query: (labels) => ({ url: '/notes-app/update-labels', method: 'POST', body: { labels } }),
      invalidatesTags: unlessFailed(labelsTag, listTag),
    }),
    getFiredReminders: build.query<Note[], void>({
      query: () => '/notes-app/reminders/fired',
      providesTags: [firedTag],
    }),
    dismissReminder: build.mutation<string, string>({
      query: (noteId) => ({ url: '/notes-app/reminders/dismiss', method: 'POST', body: { noteId } }),
      invalidatesTags: unlessFailed(firedTag),
    }),
  }),
});

export const notesFiredTag = firedTag;

export const {
  useListNotesInfiniteQuery,
  useGetNoteLabelsQuery,
  useCreateNoteMutation,
  useUpdateNoteMutation,
  useRemoveNoteMutation,
  useUpdateNoteLabelsMutation,
  useGetFiredRemindersQuery,
  useDismissReminderMutation,
} = notesApi;
