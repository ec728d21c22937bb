import type { Note, NoteLabel } from '@conecta/contracts/notes';
import { fakeLiveStreams } from '../../app/live/testStream';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/renderApp';

export const sampleLabels: NoteLabel[] = [
  { id: '7a000000-0000-4000-8000-000000000001', name: 'Família', handle: 'familia' },
  { id: '7a000000-0000-4000-8000-000000000002', name: 'Trabalho', handle: 'trabalho' },
];

export const makeNote = (fields: Partial<Note> & { id: string }): Note => ({
  title: '',
  description: '',
  archive: false,
  image: '',
  time: '2026-11-20T10:00:00.000Z',
  reminder: null,
  checklist: [],
  labels: [],
  version: 1,
  reminderFiredAt: null,
  ...fields,
});

export const sampleNotes: Note[] = [
  makeNote({
    id: '5b000000-0000-4000-8000-000000000001',
    title: 'Lista de compras',
    description: '<b>não é HTML</b>',
    checklist: [
      { id: 'c1', text: 'Leite', checked: true },
      { id: 'c2', text: 'Pão', checked: false },
    ],
    labels: [sampleLabels[0]?.id ?? ''],
  }),
  makeNote({
    id: '5b000000-0000-4000-8000-000000000002',
    title: 'Reunião de sexta',
    labels: [sampleLabels[1]?.id ?? ''],
  }),
];

const pageOf = (items: Note[]) => ({
  items,
  total: items.length,
  totalIsEstimate: false,
  nextCursor: null,
  prevCursor: null,
});

/** A stand-in for `/api/notes-app`: it keeps notes and labels and changes them as the server does. */
export function mockNotesApi(
  answer: (request: RecordedRequest) => Response | Promise<Response> | undefined = () => undefined,
) {
  let notes = sampleNotes.map((note) => ({ ...note }));
  let labels = sampleLabels.map((label) => ({ ...label }));
  let fired: Note[] = [];
  const live = fakeLiveStreams();
  const mock = mockFetch((request) => {
    const own = answer(request);
    if (own) return own;
    const [path = '', query = ''] = request.path.split('?');
    const params = new URLSearchParams(query);
    const body = request.body as Record<string, unknown>;
    switch (`${request.method} ${path}`) {
      case 'GET /api/live':
        return live.respond();
      case 'GET /api/notes-app/notes': {
        const filter = params.get('filter');
        const shown = notes.filter((note) =>
          filter === 'archive' ? note.archive : !note.archive && (filter !== 'reminders' || note.reminder),
        );
        return jsonResponse(200, pageOf(shown));
      }
      case 'GET /api/notes-app/labels':
        return jsonResponse(200, labels);
      case 'GET /api/notes-app/reminders/fired':
        return jsonResponse(200, fired);
      case 'POST /api/notes-app/create-note': {
        const created = makeNote({ ...(body.note as Partial<Note>), id: '5b000000-0000-4000-8000-0000000000ff' });
        notes = [created, ...notes];
        return jsonResponse(200, created);
      }
      case 'POST /api/notes-app/update-note': {
        const sent = body.note as Note;
        const stored = notes.find((note) => note.id === sent.id);
        if (!stored) return jsonResponse(404, { message: 'No note has this id', code: 'notes.notFound' });
        if (stored.version !== sent.version)
          return jsonResponse(409, { message: 'changed', code: 'notes.stale', current: stored });
        const saved = { ...sent, version: sent.version + 1 };
        notes = notes.map((note) => (note.id === saved.id ? saved : note));
        return jsonResponse(200, saved);
      }
      case 'POST /api/notes-app/update-labels': {
        labels = (body.labels as { id?: string; name: string }[]).map((label, index) => ({
          id: label.id ?? `7a000000-0000-4000-8000-0000000000${10 + index}`,
          name: label.name,
          handle: label.name.toLowerCase(),
        }));
        return jsonResponse(200, labels);
      }
      case 'POST /api/preferences/notes':
      case 'GET /api/preferences/notes':
        return jsonResponse(200, {});
    }
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
  return {
    ...mock,
    live,
    /** Another tab saved this note: the stored one moves a version on. */
    changeElsewhere(id: string, fields: Partial<Note>) {
      notes = notes.map((note) => (note.id === id ? { ...note, ...fields, version: note.version + 1 } : note));
    },
    fire(note: Note) {
      fired = [note, ...fired];
    },
  };
}

export const callsTo = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.path.startsWith(path)).map((request) => request.body);
