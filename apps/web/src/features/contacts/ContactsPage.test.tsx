import type { Contact, ContactsUser } from '@conecta/contracts/contacts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';

const base = '/api/contacts-app';
const contact = (id: number, name: string, extra: Partial<Contact> = {}): Contact => ({
  id: `5b1f0c2e-0000-4000-8000-00000000000${id}`,
  name,
  lastName: 'Souza',
  avatar: '',
  nickname: '',
  company: 'Conecta',
  jobTitle: '',
  email: `${name.toLowerCase()}@conecta.example`,
  phone: '+55 11 91234-5678',
  address: '',
  notes: '',
  starred: false,
  ...extra,
});
const sample = [contact(1, 'Ana', { starred: true }), contact(2, 'Bruno'), contact(3, 'Carla')];
const contactsUser: ContactsUser = {
  id: 'u',
  name: 'User',
  avatar: '',
  starred: [sample[0]?.id ?? ''],
  frequentContacts: [],
  groups: [{ id: '9b1f0c2e-0000-4000-8000-000000000001', name: 'Friends', contactIds: [] }],
};
const listResponse = (items: Contact[]) =>
  new Response(JSON.stringify(items), {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      'x-total-count': String(items.length),
      'x-total-is-estimate': 'false',
    },
  });

/** A stand-in for `/api/contacts-app`: it keeps the contacts and changes them as the server does. */
function mockContactsApi(
  answer: (request: RecordedRequest) => Response | Promise<Response> | undefined = () => undefined,
) {
  let stored = sample.map((item) => ({ ...item }));
  return mockFetch((request) => {
    const own = answer(request);
    if (own) return own;
    const path = request.path.split('?')[0] ?? '';
    const body = request.body as { contact?: Contact; contactIds?: string[] };
    if (path === '/api/preferences/contacts') return jsonResponse(200, { columnVisibility: {}, density: 'standard' });
    if (path === `${base}/contacts`) return listResponse(stored);
    if (path === `${base}/user`) return jsonResponse(200, contactsUser);
    if (path === `${base}/add-contact` && body.contact) {
      const created = { ...body.contact, id: '5b1f0c2e-0000-4000-8000-0000000000ff', starred: false } as Contact;
      stored = [...stored, created];
      return jsonResponse(200, created);
    }
    if (path === `${base}/set-contacts-starred` && body.contactIds) {
      stored = stored.map((c) => (body.contactIds?.includes(c.id) ? { ...c, starred: true } : c));
      return jsonResponse(
        200,
        stored.filter((c) => body.contactIds?.includes(c.id)),
      );
    }
    if (path === `${base}/remove-contacts` && body.contactIds) {
      stored = stored.filter((c) => !body.contactIds?.includes(c.id));
      return jsonResponse(200, body.contactIds);
    }
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
}
const posts = (requests: RecordedRequest[], path: string) =>
  requests
    .filter((request) => request.method === 'POST' && request.path.startsWith(`${base}${path}`))
    .map((r) => r.body);

describe('Contacts page', { timeout: 60_000 }, () => {
  it('lists the view’s contacts in the table with the views and groups beside it', async () => {
    const { requests } = mockContactsApi();
    await renderApp('/apps/contacts/all', { user: sampleUsers.user });
    expect(await screen.findByText('Ana Souza', {}, { timeout: 20_000 })).toBeVisible();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Todos os contatos');
    expect(screen.getByTestId('contacts-count')).toHaveTextContent('3 contatos');
    expect(await screen.findByRole('link', { name: 'Friends' })).toHaveAttribute(
      'href',
      '/apps/contacts/9b1f0c2e-0000-4000-8000-000000000001',
    );
    expect(screen.getByRole('button', { name: 'Tirar a estrela de Ana Souza' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The table pages through the database: the view, a page size and the sort go to the server.
    const list = requests.find((r) => r.path.startsWith(`${base}/contacts?`));
    expect(list?.path).toMatch(/id=all/);
    expect(list?.path).toMatch(/limit=\d+/);
  });

  it('stars the selection in bulk, and removes it only when the undo window closes', async () => {
    const { requests } = mockContactsApi();
    const { user } = await renderApp('/apps/contacts/all', { user: sampleUsers.user });
    await screen.findByText('Bruno Souza', {}, { timeout: 20_000 });
    const grid = screen.getByTestId('contacts-grid');
    const rowOf = (name: string) => within(grid).getByText(name).closest('[role="row"]') as HTMLElement;
    await user.click(within(rowOf('Bruno Souza')).getByRole('checkbox'));
    await user.click(within(rowOf('Carla Souza')).getByRole('checkbox'));
    expect(screen.getByTestId('contacts-selected-count')).toHaveTextContent('2 selecionados');
    await user.click(screen.getByRole('button', { name: 'Marcar com estrela' }));
    await waitFor(() => expect(posts(requests, '/set-contacts-starred')).toHaveLength(1));
    expect(await screen.findByText('2 contatos marcados com estrela')).toBeVisible();

    await user.click(within(rowOf('Carla Souza')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('1 contato removido')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Carla Souza')).not.toBeInTheDocument());
    expect(posts(requests, '/remove-contacts')).toEqual([]);
    // Undo brings the row back and nothing is removed.
    await user.click(screen.getByTestId('contacts-undo-button'));
    expect(await screen.findByText('Carla Souza')).toBeVisible();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(posts(requests, '/remove-contacts')).toEqual([]);
  });

  it('checks a new contact by the contract in Portuguese, then adds it', async () => {
    const { requests } = mockContactsApi();
    const { user } = await renderApp('/apps/contacts/all', { user: sampleUsers.user });
    await screen.findByText('Ana Souza', {}, { timeout: 20_000 });
    await user.click(screen.getByTestId('contacts-new'));
    const dialog = await screen.findByRole('dialog', { name: 'Novo contato' });
    await user.type(within(dialog).getByLabelText('E-mail'), 'sem-arroba');
    await user.type(within(dialog).getByLabelText('Telefone'), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('O nome é obrigatório (até 100 caracteres)')).toBeVisible();
    expect(within(dialog).getByText('Informe um e-mail válido')).toBeVisible();
    expect(within(dialog).getByText(/Informe um telefone válido/)).toBeVisible();
    expect(posts(requests, '/add-contact')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Nome/), 'Daniela');
    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'dani@conecta.example');
    await user.clear(within(dialog).getByLabelText('Telefone'));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(requests, '/add-contact')).toEqual([
      {
        contact: expect.objectContaining({ name: 'Daniela', email: 'dani@conecta.example', phone: '', birthday: null }),
      },
    ]);
  });

  it('says when the list could not be loaded', async () => {
    mockContactsApi((request) =>
      request.path.startsWith(`${base}/contacts?`) ? jsonResponse(500, { message: 'down' }) : undefined,
    );
    await renderApp('/apps/contacts/all', { user: sampleUsers.user });
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toBeVisible();
  });

  it('says in place that a list does not exist', async () => {
    mockContactsApi();
    await renderApp('/apps/contacts/everyone', { user: sampleUsers.user });
    expect(await screen.findByTestId('contacts-unknown-view', {}, { timeout: 20_000 })).toHaveTextContent(
      'Esta lista de contatos não existe.',
    );
  });
});
