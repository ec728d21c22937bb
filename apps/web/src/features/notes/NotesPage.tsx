import type { Note } from '@conecta/contracts/notes';
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { useLiveEvent } from '../../app/live/events';
import { CollectionLayout, CollectionListStates, UnknownList } from '../../shell/collection';
import { ListSearchBox } from '../../shell/data-grid/ListSearchBox';
import { showMessage } from '../../shell/message/messageSlice';
import { lazyWithRetry } from '../../shell/recovery';
import { notesApi, useGetNoteLabelsQuery, useListNotesInfiniteQuery, useUpdateNoteMutation } from './api';
import { FiredReminders } from './FiredReminders';
import { notesNamespace } from './locales';
import { NewNoteForm } from './NewNoteForm';
import { NoteCard } from './NoteCard';
import { NotesSidebar } from './NotesSidebar';
import { type NotesList, notesPaths, useNotesView } from './notesView';

// The dialogs load when a note or the labels are opened, not with the grid.
const NoteDialog = lazyWithRetry(() => import('./NoteDialog').then((module) => ({ default: module.NoteDialog })));
const LabelsDialog = lazyWithRetry(() => import('./LabelsDialog').then((module) => ({ default: module.LabelsDialog })));

/** The Notes application: the lists on the side, the notes of the chosen one in a masonry grid. */
export default function NotesPage() {
  const { t } = useTranslation(notesNamespace);
  const dispatch = useAppDispatch();
  const view = useNotesView();
  const known = view.list.kind !== 'unknown';
  const list = useListNotesInfiniteQuery(view.args, { skip: !known });
  const { data: labels = [] } = useGetNoteLabelsQuery();
  const [update] = useUpdateNoteMutation();
  const [opened, setOpened] = useState<Note>();
  const [editingLabels, setEditingLabels] = useState(false);
  // Another tab (or device) changed the notes or labels, or the stream is back: read them again.
  useLiveEvent(['notes-changed', 'ready'], () =>
    dispatch(
      notesApi.util.invalidateTags([
        { type: 'Note', id: 'LIST' },
        { type: 'Note', id: 'LABELS' },
      ]),
    ),
  );
  const notes = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total;

  /** A change made on a card (a tick, archive); a note changed elsewhere meanwhile is said, and the grid reread. */
  const changeNote = useCallback(
    async (note: Note) => {
      try {
        await update(note).unwrap();
        if (note.archive !== notes.find((each) => each.id === note.id)?.archive)
          dispatch(showMessage({ message: note.archive ? t('archivedOne') : t('unarchivedOne'), variant: 'success' }));
      } catch (error) {
        const failure = readApiFailure(error);
        const stale = failure.status === 409;
        if (stale) dispatch(notesApi.util.invalidateTags([{ type: 'Note', id: 'LIST' }]));
        dispatch(
          showMessage({
            message: stale ? t('changedElsewhere') : failure.unreachable ? t('unreachable') : t('saveFailed'),
            variant: stale ? 'warning' : 'error',
          }),
        );
      }
    },
    [update, dispatch, t, notes],
  );

  return (
    <CollectionLayout
      testId="notes-page"
      side={(close) => (
        <NotesSidebar
          current={view.list}
          labels={labels}
          onEditLabels={() => setEditingLabels(true)}
          onNavigate={close}
        />
      )}
      sideToggle={{ label: t('lists'), testId: 'notes-lists-button' }}
      title={listTitle(t, view.list, labels)}
      subtitle={<span data-testid="notes-count">{total === undefined ? '\u00a0' : t('count', { count: total })}</span>}
      actions={
        <ListSearchBox
          value={view.q}
          onSearch={view.setQ}
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          testId="notes-search"
          clearLabel={t('clearSearch')}
        />
      }
    >
      {!known ? (
        <UnknownList
          message={t('unknownList')}
          fallback={{ to: notesPaths.all, label: t('allNotes') }}
          testId="notes-unknown-list"
        />
      ) : (
        <Box sx={{ p: { xs: 1, sm: 2 } }}>
          <FiredReminders />
          {!(view.list.kind === 'filter' && view.list.filter === 'archive') && (
            <NewNoteForm
              // A fresh form per list, so a label's list starts its notes with that label.
              key={JSON.stringify(view.list)}
              labels={labels}
              presetLabels={view.list.kind === 'label' ? [view.list.labelId] : []}
            />
          )}
          <CollectionListStates
            query={list}
            count={notes.length}
            texts={{
              loading: t('loading'),
              failed: t('loadFailed'),
              retry: t('retry'),
              empty: view.q ? t('emptySearch', { q: view.q }) : t('empty'),
              more: t('showMore'),
            }}
            testIds={{ loading: 'notes-loading', error: 'notes-error', empty: 'notes-empty', more: 'notes-show-more' }}
          >
            {/* A masonry of CSS columns: each card keeps its height, the newest first at the top. */}
            <Box sx={{ columnCount: { xs: 1, sm: 2, lg: 3, xl: 4 }, columnGap: 2 }} data-testid="notes-grid">
              {notes.map((note) => (
                <NoteCard key={note.id} note={note} labels={labels} onOpen={setOpened} onChange={changeNote} />
              ))}
            </Box>
          </CollectionListStates>
        </Box>
      )}
      {opened && (
        <Suspense fallback={null}>
          <NoteDialog note={opened} labels={labels} onClose={() => setOpened(undefined)} />
        </Suspense>
      )}
      {editingLabels && (
        <Suspense fallback={null}>
          <LabelsDialog labels={labels} onClose={() => setEditingLabels(false)} />
        </Suspense>
      )}
    </CollectionLayout>
  );
}

type T = TFunction<typeof notesNamespace>;

function listTitle(t: T, list: NotesList, labels: { id: string; name: string }[]): string {
  if (list.kind === 'filter') return list.filter === 'archive' ? t('archived') : t('reminders');
  if (list.kind === 'label') return labels.find((label) => label.id === list.labelId)?.name ?? t('labels');
  if (list.kind === 'unknown') return t('appTitle');
  return t('allNotes');
}
