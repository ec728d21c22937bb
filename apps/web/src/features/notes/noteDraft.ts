import type { Note, NoteCheckItem } from '@conecta/contracts/notes';

/** What the editor changes of a note. */
export type NoteDraft = Pick<Note, 'title' | 'description' | 'archive' | 'image' | 'reminder' | 'checklist' | 'labels'>;

export const emptyDraft: NoteDraft = {
  title: '',
  description: '',
  archive: false,
  image: '',
  reminder: null,
  checklist: [],
  labels: [],
};

export const draftOf = (note: Note): NoteDraft => ({
  title: note.title,
  description: note.description,
  archive: note.archive,
  image: note.image,
  reminder: note.reminder,
  checklist: note.checklist,
  labels: note.labels,
});

/** Whether the draft holds anything worth a note. */
export const hasContent = (draft: NoteDraft) =>
  Boolean(
    draft.title.trim() || draft.description.trim() || draft.image || draft.checklist.some((item) => item.text.trim()),
  );

export const newCheckItem = (text: string): NoteCheckItem => ({ id: crypto.randomUUID(), checked: false, text });

/** An instant as a `datetime-local` input shows it, in the browser's zone (`2026-11-26T09:30`). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value read in the browser's zone, as an ISO instant; null when empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
