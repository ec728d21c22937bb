import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, sampleUsers } from '../../test/renderApp';
import { callsTo, makeNote, mockNotesApi, sampleLabels, sampleNotes } from './testServer';

const cardOf = (title: string) => screen.getByRole('article', { name: title });
const firstCard = () => screen.findByRole('article', { name: 'Lista de compras' }, { timeout: 15_000 });

describe('Notes page', { timeout: 45_000 }, () => {
  it('shows the notes in the grid with their checklist and labels, the description as text; a tick is saved', async () => {
    const { requests } = mockNotesApi();
    const { user } = await renderApp('/apps/notes', { user: sampleUsers.user });
    const card = await firstCard();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Notas');
    expect(screen.getByTestId('notes-count')).toHaveTextContent('2 notas.');
    // Text from the data is shown as it is written, never as markup.
    expect(within(card).getByText('<b>não é HTML</b>')).toBeVisible();
    expect(within(card).getByText('Família')).toBeVisible();
    expect(within(card).getByRole('checkbox', { name: 'Feito: Leite' })).toBeChecked();
    const nav = screen.getByRole('navigation', { name: 'Listas de notas' });
    for (const name of ['Notas', 'Lembretes', 'Arquivo', 'Família', 'Trabalho'])
      expect(within(nav).getByRole('link', { name })).toBeVisible();

    await user.click(within(card).getByRole('checkbox', { name: 'Feito: Pão' }));
    await waitFor(() => expect(callsTo(requests, '/api/notes-app/update-note')).toHaveLength(1));
    expect(callsTo(requests, '/api/notes-app/update-note')[0]).toMatchObject({
      note: { id: sampleNotes[0]?.id, version: 1, checklist: [{ checked: true }, { text: 'Pão', checked: true }] },
    });
  });

  it('asks the server for the archive, a label’s notes, and says when a list does not exist', async () => {
    const { requests } = mockNotesApi();
    await renderApp('/apps/notes/archive', { user: sampleUsers.user });
    expect(await screen.findByText('Nenhuma nota aqui ainda.', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Arquivo');
    expect(
      requests.some(
        (request) => request.path.includes('/api/notes-app/notes?') && request.path.includes('filter=archive'),
      ),
    ).toBe(true);
    // The new-note form is not offered in the archive.
    expect(screen.queryByTestId('note-new-form')).not.toBeInTheDocument();

    cleanup();
    const label = sampleLabels[1];
    mockNotesApi();
    await renderApp(`/apps/notes/labels/${label?.handle}/${label?.id}`, { user: sampleUsers.user });
    expect(await screen.findByTestId('notes-grid', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Trabalho');

    cleanup();
    mockNotesApi();
    await renderApp('/apps/notes/lixeira', { user: sampleUsers.user });
    expect(await screen.findByTestId('notes-unknown-list', {}, { timeout: 15_000 })).toHaveTextContent(
      'Esta lista de notas não existe.',
    );
  });

  it('says when the notes could not be loaded, and tries again', async () => {
    let fail = true;
    mockNotesApi((request) =>
      request.path.startsWith('/api/notes-app/notes') && fail ? jsonResponse(500, { message: 'down' }) : undefined,
    );
    const { user } = await renderApp('/apps/notes', { user: sampleUsers.user });
    const error = await screen.findByTestId('notes-error', {}, { timeout: 15_000 });
    expect(error).toHaveTextContent('Não foi possível carregar as notas.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Tentar novamente' }));
    expect(await firstCard()).toBeVisible();
  });

  it('creates a note with a checklist item from the form', async () => {
    const { requests } = mockNotesApi();
    const { user } = await renderApp('/apps/notes', { user: sampleUsers.user });
    await firstCard();
    await user.click(screen.getByTestId('note-new-open'));
    expect(screen.getByTestId('note-new-create')).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Mercado');
    await user.type(screen.getByRole('textbox', { name: 'Adicionar um item à lista' }), 'Café{Enter}');
    await user.click(screen.getByTestId('note-new-create'));
    await waitFor(() => expect(callsTo(requests, '/api/notes-app/create-note')).toHaveLength(1));
    expect(callsTo(requests, '/api/notes-app/create-note')[0]).toMatchObject({
      note: { title: 'Mercado', checklist: [{ text: 'Café', checked: false }], archive: false },
    });
    expect(await screen.findByRole('article', { name: 'Mercado' })).toBeVisible();
  });

  it('saves as the user types, once typing pauses; a save another tab beat is offered the newer note', async () => {
    const server = mockNotesApi();
    const { user } = await renderApp('/apps/notes', { user: sampleUsers.user });
    await firstCard();
    await user.click(within(cardOf('Reunião de sexta')).getByTestId('note-open'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar nota' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), ' às 10h');
    await waitFor(() => expect(within(dialog).getByTestId('note-save-state')).toHaveTextContent('Salva'));
    const saves = callsTo(server.requests, '/api/notes-app/update-note') as {
      note: { title: string; version: number };
    }[];
    // Saved when typing paused, not at each of the 7 keys (a loaded machine may type slowly enough for a pause);
    // each save names the version the one before it answered.
    expect(saves.length).toBeLessThan(7);
    expect(saves.at(-1)?.note.title).toBe('Reunião de sexta às 10h');
    expect(saves.map((save) => save.note.version)).toEqual(saves.map((_save, index) => index + 1));

    // Another tab saves the same note meanwhile: this tab's next save is refused, and the newer one offered.
    server.changeElsewhere(sampleNotes[1]?.id ?? '', { title: 'Reunião adiada' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), '!');
    expect(await within(dialog).findByTestId('note-conflict', {}, { timeout: 5000 })).toHaveTextContent(
      'Esta nota foi alterada em outra aba',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mostrar a mais nova' }));
    expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveValue('Reunião adiada');
    expect(within(dialog).queryByTestId('note-conflict')).not.toBeInTheDocument();
  });

  it('renames, deletes and adds labels in the labels dialog', async () => {
    const { requests } = mockNotesApi();
    const { user } = await renderApp('/apps/notes', { user: sampleUsers.user });
    await firstCard();
    await user.click(screen.getByTestId('notes-edit-labels'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar marcadores' });
    const first = within(dialog).getByRole('textbox', { name: 'Marcador 1' });
    await user.clear(first);
    await user.type(first, 'Casa');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir o marcador Trabalho' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Novo marcador' }), 'Viagens{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(requests, '/api/notes-app/update-labels')).toHaveLength(1));
    expect(callsTo(requests, '/api/notes-app/update-labels')[0]).toEqual({
      labels: [{ id: sampleLabels[0]?.id, name: 'Casa' }, { name: 'Viagens' }],
    });
    const nav = screen.getByRole('navigation', { name: 'Listas de notas' });
    expect(await within(nav).findByRole('link', { name: 'Viagens' })).toBeVisible();
  });

  it('says a reminder when the server fires it, lists the fired ones, and follows changes made in another tab', async () => {
    const server = mockNotesApi();
    await renderApp('/apps/notes', { user: sampleUsers.user, token: 'token-1' });
    await firstCard();
    await waitFor(() => expect(server.live.connections).toBeGreaterThan(0));
    const note = makeNote({
      id: sampleNotes[1]?.id ?? '',
      title: 'Reunião de sexta',
      reminder: '2026-11-26T09:00:00.000Z',
    });
    server.fire({ ...note, reminderFiredAt: '2026-11-26T09:00:01.000Z' });
    await act(async () => {
      server.live.send({ type: 'note-reminder', noteId: note.id, title: note.title, reminder: note.reminder ?? '' });
    });
    expect(await screen.findByText('Lembrete: Reunião de sexta', {}, { timeout: 5000 })).toBeVisible();
    const fired = await screen.findByTestId('notes-fired');
    expect(within(fired).getByText('Reunião de sexta')).toBeVisible();

    // Another tab changed a note: this one reads the grid again.
    server.changeElsewhere(sampleNotes[0]?.id ?? '', { title: 'Compras do mês' });
    await act(async () => {
      server.live.send({ type: 'notes-changed', noteId: sampleNotes[0]?.id });
    });
    expect(await screen.findByRole('article', { name: 'Compras do mês' }, { timeout: 5000 })).toBeVisible();
  });
});
