import type { CalendarItem } from '@conecta/contracts/calendar';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';

const base = '/api/calendar/items';
const sampleItems: CalendarItem[] = [
  {
    id: '5b1f0c2e-0000-4000-8000-000000000001',
    title: 'Conferir o estoque',
    done: false,
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: '5b1f0c2e-0000-4000-8000-000000000002',
    title: 'Renovar o seguro',
    done: true,
    createdAt: '2026-11-19T10:00:00.000Z',
  },
];
const pageOf = (items: CalendarItem[]) => ({
  items,
  total: items.length,
  totalIsEstimate: false,
  nextCursor: null,
  prevCursor: null,
});

/**
 * A stand-in for `/api/calendar`: it keeps the items and changes them as the server does; `answer` decides first
 * and may fall through.
 */
function mockItemsApi(
  answer: (request: RecordedRequest) => Response | Promise<Response> | undefined = () => undefined,
) {
  let stored = sampleItems.map((item) => ({ ...item }));
  return mockFetch((request) => {
    const own = answer(request);
    if (own) return own;
    const path = request.path.split('?')[0] ?? '';
    const body = request.body as Partial<CalendarItem>;
    if (request.method === 'GET' && path === base) return jsonResponse(200, pageOf(stored));
    if (request.method === 'POST' && path === base) {
      const created = {
        id: '5b1f0c2e-0000-4000-8000-0000000000ff',
        done: false,
        createdAt: '2026-11-25T10:00:00.000Z',
        ...body,
      } as CalendarItem;
      stored = [created, ...stored];
      return jsonResponse(201, created);
    }
    if (request.method === 'PATCH' && path.startsWith(`${base}/`)) {
      stored = stored.map((item) => (path.endsWith(item.id) ? { ...item, ...body } : item));
      return jsonResponse(
        200,
        stored.find((item) => path.endsWith(item.id)),
      );
    }
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
}
const callsTo = (requests: RecordedRequest[], method: string) =>
  requests
    .filter((request) => request.method === method && request.path.startsWith(base))
    .map((request) => request.body);

describe('Calendar page', { timeout: 45_000 }, () => {
  it('lists the account’s items and marks one done', async () => {
    const { requests } = mockItemsApi();
    const { user } = await renderApp('/apps/calendar', { user: sampleUsers.user });
    expect(await screen.findByText('Conferir o estoque', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Calendar');
    expect(screen.getByText(/2 itens\./)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Concluído: “Renovar o seguro”' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Concluído: “Conferir o estoque”' }));
    await waitFor(() => expect(callsTo(requests, 'PATCH')).toEqual([{ done: true }]));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Concluído: “Conferir o estoque”' })).toBeChecked(),
    );
  });

  it('shows skeleton rows while the list loads, then says when it is empty', async () => {
    let answer: (response: Response) => void = () => {};
    // Only the list waits: the layout asks other things too (the navigation's badges).
    mockItemsApi((request) =>
      request.method === 'GET' && request.path.split('?')[0] === base
        ? new Promise<Response>((resolve) => (answer = resolve))
        : undefined,
    );
    await renderApp('/apps/calendar', { user: sampleUsers.user });
    expect(await screen.findByRole('status', { name: 'Carregando itens' }, { timeout: 15_000 })).toBeVisible();
    await act(async () => answer(jsonResponse(200, pageOf([]))));
    expect(await screen.findByText('Nenhum item ainda.')).toBeVisible();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    mockItemsApi((request) =>
      request.method === 'GET' && request.path.split('?')[0] === base && fail
        ? jsonResponse(500, { message: 'down' })
        : undefined,
    );
    const { user } = await renderApp('/apps/calendar', { user: sampleUsers.user });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Não foi possível carregar os itens.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Conferir o estoque')).toBeVisible();
  });

  it('checks a new item by the contract in the user’s language, sends it, and shows it', async () => {
    const { requests } = mockItemsApi();
    const { user } = await renderApp('/apps/calendar', { user: sampleUsers.user });
    await user.click(await screen.findByRole('button', { name: 'Novo item' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo item' });
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('Dê ao item um título de até 200 caracteres')).toBeVisible();
    expect(callsTo(requests, 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Título/), 'Trocar o chip da linha 11');
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(requests, 'POST')).toEqual([{ title: 'Trocar o chip da linha 11', done: false }]);
    expect(await screen.findByText('Trocar o chip da linha 11')).toBeVisible();
  });

  it('puts the server’s refusal on its field, in the user’s language', async () => {
    mockItemsApi((request) =>
      request.method === 'PATCH'
        ? jsonResponse(400, {
            message: 'Invalid body: title',
            error: { title: 'Give the item a title of up to 200 characters' },
            codes: { title: 'calendar.title' },
          })
        : undefined,
    );
    const { user } = await renderApp('/apps/calendar', { user: sampleUsers.user });
    await user.click(await screen.findByRole('button', { name: 'Editar “Conferir o estoque”' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar item' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Dê ao item um título de até 200 caracteres')).toBeVisible();
    expect(within(dialog).getByLabelText(/Título/)).toHaveAttribute('aria-invalid', 'true');
  });
});
