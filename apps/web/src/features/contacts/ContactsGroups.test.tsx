import type { Contact, ContactDuplicates, ContactsGroup, ContactsUser } from '@conecta/contracts/contacts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeLiveStreams } from '../../app/live/testStream';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';
import { differingFields, initialChoices, mergedContact } from './mergeChoices';

const base = '/api/contacts-app';
const contact = (id: number, name: string, extra: Partial<Contact> = {}): Contact => ({
  id: `5b1f0c2e-0000-4000-8000-00000000000${id}`,
  name,
  lastName: 'Souza',
  avatar: '',
  nickname: '',
  company: '',
  jobTitle: '',
  email: '',
  phone: '',
  address: '',
  notes: '',
  starred: false,
  ...extra,
});
const friendsId = '9b1f0c2e-0000-4000-8000-000000000001';

/** A stand-in for `/api/contacts-app` and the tab's live stream, keeping the groups as the server does. */
function mockServer(contacts: Contact[], duplicates: ContactDuplicates = { groups: [] }) {
  const live = fakeLiveStreams();
  let groups: ContactsGroup[] = [{ id: friendsId, name: 'Friends', contactIds: [] }];
  let stored = contacts;
  const { requests } = mockFetch((request) => {
    const path = request.path.split('?')[0] ?? '';
    const body = request.body as { name?: string; groupId?: string; contactIds?: string[]; contact?: Contact };
    if (path === '/api/live') return live.respond();
    if (path === '/api/live/topics') return new Response(null, { status: 204 });
    if (path === '/api/preferences/contacts') return jsonResponse(200, { columnVisibility: {}, density: 'standard' });
    if (path === `${base}/contacts`)
      return new Response(JSON.stringify(stored), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'x-total-count': String(stored.length) },
      });
    if (path === `${base}/user`) {
      const user: ContactsUser = { id: 'u', name: 'U', avatar: '', starred: [], frequentContacts: [], groups };
      return jsonResponse(200, user);
    }
    if (path === `${base}/add-group` && body.name) {
      if (groups.some((group) => group.name.toLowerCase() === body.name?.toLowerCase()))
        return jsonResponse(400, {
          message: 'Invalid name',
          error: { name: 'You already have a group with this name' },
          codes: { name: 'contacts.groupNameTaken' },
        });
      const created = { id: '9b1f0c2e-0000-4000-8000-000000000002', name: body.name, contactIds: [] };
      groups = [...groups, created];
      return jsonResponse(200, created);
    }
    if (path === `${base}/rename-group`) {
      groups = groups.map((group) => (group.id === body.groupId ? { ...group, name: body.name ?? '' } : group));
      return jsonResponse(200, body.groupId);
    }
    if (path === `${base}/add-to-group`) return jsonResponse(200, body.contactIds);
    if (path === `${base}/duplicates`) return jsonResponse(200, duplicates);
    if (path === `${base}/merge-contacts` && body.contact) {
      stored = stored.filter((entry) => entry.id === body.contact?.id || !body.contactIds?.includes(entry.id));
      duplicates = { groups: [] };
      return jsonResponse(200, body.contact);
    }
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
  const posts = (path: string) =>
    requests.filter((r: RecordedRequest) => r.method === 'POST' && r.path === `${base}${path}`).map((r) => r.body);
  return {
    requests,
    live,
    posts,
    setStored: (next: Contact[]) => {
      stored = next;
    },
  };
}

describe('Contacts groups, duplicates and live changes', { timeout: 120_000 }, () => {
  it('creates and renames a group, and adds the selection to it', async () => {
    const { posts } = mockServer([contact(1, 'Ana'), contact(2, 'Bruno')]);
    const { user } = await renderApp('/apps/contacts/all', { user: sampleUsers.user });
    await screen.findByText('Ana Souza', {}, { timeout: 20_000 });

    await user.click(screen.getByRole('button', { name: 'Novo grupo' }));
    let dialog = await screen.findByRole('dialog', { name: 'Novo grupo' }, { timeout: 20_000 });
    await user.type(within(dialog).getByLabelText('Nome do grupo'), 'friends');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // The server's refusal is said under the field, in Portuguese.
    expect(await within(dialog).findByText('Você já tem um grupo com este nome')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Nome do grupo'));
    await user.type(within(dialog).getByLabelText('Nome do grupo'), 'Fornecedores');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('link', { name: 'Fornecedores' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ações do grupo Fornecedores' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Renomear grupo' }));
    dialog = await screen.findByRole('dialog', { name: 'Renomear grupo' });
    await user.clear(within(dialog).getByLabelText('Nome do grupo'));
    await user.type(within(dialog).getByLabelText('Nome do grupo'), 'Parceiros{Enter}');
    expect(await screen.findByRole('link', { name: 'Parceiros' })).toBeVisible();
    expect(posts('/rename-group')).toEqual([{ groupId: '9b1f0c2e-0000-4000-8000-000000000002', name: 'Parceiros' }]);

    const grid = screen.getByTestId('contacts-grid');
    const row = within(grid).getByText('Bruno Souza').closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Adicionar ao grupo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Friends' }));
    expect(await screen.findByText('1 contato adicionado a Friends')).toBeVisible();
    expect(posts('/add-to-group')).toEqual([{ groupId: friendsId, contactIds: [contact(2, '').id] }]);
  });

  it('merges duplicates with the values picked per field', async () => {
    const a = contact(1, 'Renata', { email: 'renata@exemplo.com', company: '' });
    const b = contact(2, 'Renata', { email: 'renata@exemplo.com', company: 'Conecta', phone: '+55 11 4000-1000' });
    const { posts } = mockServer([a, b], { groups: [{ reasons: ['email', 'name'], contacts: [a, b] }] });
    const { user } = await renderApp('/apps/contacts/all', { user: sampleUsers.user });
    await screen.findAllByText('Renata Souza', {}, { timeout: 40_000 });
    await user.click(screen.getByRole('button', { name: 'Duplicados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contatos duplicados' }, { timeout: 20_000 });
    const group = await within(dialog).findByTestId('contacts-duplicate-group');
    expect(within(group).getByText('Mesmo e-mail')).toBeVisible();
    // Only the fields that differ are asked; the first value not empty is picked.
    const company = within(group).getByRole('group', { name: 'Empresa' });
    expect(within(company).getByRole('radio', { name: 'Conecta' })).toBeChecked();
    expect(within(group).queryByRole('group', { name: 'E-mail' })).not.toBeInTheDocument();
    await user.click(within(company).getByRole('radio', { name: '(vazio)' }));
    await user.click(within(group).getByRole('button', { name: 'Mesclar 2 contatos' }));
    expect(await screen.findByText('Contatos mesclados em Renata Souza.')).toBeVisible();
    expect(posts('/merge-contacts')).toEqual([
      { contact: { ...a, company: '', phone: '+55 11 4000-1000' }, contactIds: [a.id, b.id] },
    ]);
    expect(await within(dialog).findByText('Nenhum contato duplicado.')).toBeVisible();
  });

  it('reads the list again when another tab changed the contacts', async () => {
    const { live, setStored } = mockServer([contact(1, 'Ana')]);
    await renderApp('/apps/contacts/all', { user: sampleUsers.user, token: 'token-1' });
    await screen.findByText('Ana Souza', {}, { timeout: 20_000 });
    await waitFor(() => expect(live.connections).toBe(1), { timeout: 15_000 });
    setStored([contact(1, 'Ana'), contact(2, 'Zeca')]);
    act(() => live.send({ type: 'contacts-changed' }));
    expect(await screen.findByText('Zeca Souza')).toBeVisible();
  });
});

describe('merge choices', () => {
  it('asks only the differing fields and builds the kept contact from the picks', () => {
    const a = contact(1, 'Ana', { birthday: '1990-01-01T12:00:00.000Z' });
    const b = contact(2, 'Ana', { notes: 'VIP' });
    expect(differingFields([a, b]).map((entry) => entry.field)).toEqual(['birthday', 'notes']);
    expect(initialChoices([a, b])).toEqual({ birthday: '1990-01-01T12:00:00.000Z', notes: 'VIP' });
    const kept = mergedContact([a, b], { birthday: '', notes: 'VIP' });
    expect(kept).toMatchObject({ id: a.id, notes: 'VIP' });
    expect(kept.birthday).toBeUndefined();
  });
});
