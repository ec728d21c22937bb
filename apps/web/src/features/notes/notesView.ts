import type { NoteFilter } from '@conecta/contracts/notes';
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { keepsForms } from '../../shell/form/keepsForms';
import type { NotesListArgs } from './api';

/** The list the URL names: all notes, a filter, a label's, or something that is not a list. */
export type NotesList =
  | { kind: 'all' }
  | { kind: 'filter'; filter: NoteFilter }
  | { kind: 'label'; handle: string; labelId: string }
  | { kind: 'unknown' };

export const notesBase = '/apps/notes';

export const notesPaths = {
  all: notesBase,
  filter: (filter: NoteFilter) => `${notesBase}/${filter}`,
  label: (label: { id: string; handle: string }) =>
    `${notesBase}/labels/${encodeURIComponent(label.handle)}/${label.id}`,
};

/** `/apps/notes/:id?/:labelHandle?/:labelId?` read as a list. */
export function listOf(params: { id?: string; labelHandle?: string; labelId?: string }): NotesList {
  const { id, labelHandle, labelId } = params;
  if (!id) return { kind: 'all' };
  if ((id === 'archive' || id === 'reminders') && !labelHandle) return { kind: 'filter', filter: id };
  if (id === 'labels' && labelHandle && labelId) return { kind: 'label', handle: labelHandle, labelId };
  return { kind: 'unknown' };
}

export function argsOf(list: NotesList, q: string): NotesListArgs {
  const search = q ? { q } : {};
  if (list.kind === 'filter') return { filter: list.filter, ...search };
  if (list.kind === 'label') return { labelId: list.labelId, ...search };
  return search;
}

/** The list and search of the URL, and the setter of the search (kept in `?q=`). */
export function useNotesView() {
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const list = listOf(params);
  const setQ = useCallback(
    // The search as typed keeps the note being written, unasked.
    (value: string) => setSearchParams(value ? { q: value } : {}, { replace: true, state: keepsForms }),
    [setSearchParams],
  );
  return { list, q, setQ, args: argsOf(list, q), scope: `${JSON.stringify(list)}?${q}` };
}
