import type { Account, AccountDetail } from '@conecta/contracts/users';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPage } from '../../app/pages';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';
import devicesPtBr from '../devices/locales/pt-BR.json';
import devicesTr from '../devices/locales/tr.json';
import { accountList, adminAccount, auditPage, detail, device, deviceList, entry, staffAccount } from './testAccounts';

const staffDetail = detail(staffAccount, {
  settings: {
    layout: { style: 'layout2', config: { mode: 'container', navbar: { folded: true } } },
    theme: { main: 'defaultDark' },
    customScrollbars: true,
    // A setting this version does not know still shows, under its own name.
    compactTables: 'always',
  },
  shortcuts: ['devicelist', 'calendar'],
});

const staffDevices = deviceList([
  device({ id: 'd1', imei: '356938035643809', msisdn: '+5511987654321', status: 'active' }),
  device({ id: 'd2', imei: '490154203237518', manufacturer: 'Apple', model: 'iPhone 15', status: 'retired' }),
]);

const firstHistory = auditPage(
  [
    entry({
      id: 'h2',
      at: '2025-03-02T10:00:00.000Z',
      action: 'roles',
      changes: { role: { from: ['user'], to: ['staff'] } },
    }),
    entry({
      id: 'h1',
      at: '2025-03-01T09:00:00.000Z',
      action: 'status',
      entity: 'device',
      entityId: 'd9',
      entityLabel: '358240051111110',
      actor: { id: 'uuid-staff', displayName: 'Sam Staff', email: 'staff@conecta.example' },
      changes: { status: { from: 'active', to: 'lost' } },
    }),
  ],
  'cursor-1',
);
const olderHistory = auditPage([entry({ id: 'h0', at: '2025-01-10T12:00:00.000Z', action: 'create', actor: null })]);

interface ApiOptions {
  account?: AccountDetail;
  /** How /api/devices answers (by default the account's two devices). */
  devices?(url: URL): Response;
  patch?(body: { role?: string[]; status?: string }, current: AccountDetail): Response;
  remove?(): Response;
}

/** The users API around one account: PATCH answers the account as changed, as the server does. */
function mockUserApi({ account = staffDetail, patch, remove, devices }: ApiOptions = {}) {
  let current = account;
  return mockFetch((request: RecordedRequest) => {
    const url = new URL(request.path, 'http://localhost');
    const base = `/api/users/${current.uuid}`;
    if (url.pathname === base && request.method === 'GET') return jsonResponse(200, current);
    if (url.pathname === base && request.method === 'PATCH') {
      const body = request.body as { role?: string[]; status?: 'active' | 'disabled' };
      if (patch) return patch(body, current);
      current = { ...current, ...body };
      return jsonResponse(200, current);
    }
    if (url.pathname === base && request.method === 'DELETE') {
      return remove ? remove() : jsonResponse(200, { unassignedDevices: current.deviceCount });
    }
    if (url.pathname === `${base}/end-sessions` && request.method === 'POST') {
      return jsonResponse(200, { endedSessions: 2 });
    }
    if (url.pathname === `${base}/history`) {
      return jsonResponse(200, url.searchParams.get('cursor') === 'cursor-1' ? olderHistory : firstHistory);
    }
    if (url.pathname === '/api/devices') return devices ? devices(url) : jsonResponse(200, staffDevices);
    if (url.pathname === '/api/users') return jsonResponse(200, accountList([adminAccount] as Account[]));
    if (url.pathname.startsWith('/api/preferences/'))
      return jsonResponse(200, { columnVisibility: {}, density: 'standard' });
    return jsonResponse(404, { message: 'Not found' });
  });
}

async function openUserPage(options: ApiOptions = {}) {
  const api = mockUserApi(options);
  const id = options.account?.uuid ?? staffDetail.uuid;
  const app = await renderApp(`/conecta/userdatalist/${id}`, { user: sampleUsers.admin, token: 'admin-token' });
  const page = await screen.findByTestId('user-page');
  await within(page).findByRole('heading', { level: 1 });
  return { ...api, ...app, page };
}

const sent = (requests: RecordedRequest[], method: string) => requests.filter((request) => request.method === method);

// The pages and the layout are lazy chunks: transforming them on a busy machine takes seconds, so do
// it once, up front; and a page with a grid takes a while to render in jsdom.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await Promise.all([preloadPage('/conecta/userdatalist'), preloadPage('/conecta/userdatalist/any')]);
}, 60_000);

describe('user page', () => {
  it('shows the profile, the stored settings readably and the shortcuts', async () => {
    await openUserPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Sam Staff' })).toBeVisible();

    const profile = screen.getByTestId('user-profile');
    expect(profile).toHaveTextContent('staff@conecta.example');
    expect(profile).toHaveTextContent('Auth0');
    expect(profile).toHaveTextContent('Equipe');
    expect(profile).toHaveTextContent('Ativa');

    const settings = screen.getByTestId('user-settings');
    const value = (label: string) => within(settings).getByText(label).nextElementSibling;
    expect(value('Layout › Estilo')).toHaveTextContent('Layout 2');
    expect(value('Layout › Modo')).toHaveTextContent('Contêiner');
    expect(value('Layout › Barra de navegação › Recolhida')).toHaveTextContent('Sim');
    expect(value('Tema › Principal')).toHaveTextContent('defaultDark');
    expect(value('Barras de rolagem personalizadas')).toHaveTextContent('Sim');
    expect(value('Compact tables')).toHaveTextContent('always');
    expect(settings).not.toHaveTextContent('{');

    const shortcuts = screen.getByTestId('user-shortcuts');
    expect(within(shortcuts).getByText('Lista de dispositivos')).toBeVisible();
    expect(within(shortcuts).getByText('Calendário')).toBeVisible();
  });

  it('lists the devices the account owns, with a link to all of them in the device list', async () => {
    const { requests } = await openUserPage();
    const devices = screen.getByTestId('user-devices');
    const rows = await within(devices).findAllByTestId('user-device-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('356938035643809');
    expect(rows[0]).toHaveTextContent('Samsung Galaxy A54');
    expect(rows[0]).toHaveTextContent('+55 11 98765-4321');
    // The device list's name for the status (it was 'Aposentado' here, 'Desativado' there).
    expect(rows[1]).toHaveTextContent(devicesPtBr.status_retired);
    expect(devicesPtBr.status_retired).toBe('Desativado');
    expect(within(devices).getByRole('link', { name: 'Abrir na lista de dispositivos' })).toHaveAttribute(
      'href',
      '/conecta/devicelist?owner=uuid-staff',
    );
    expect(requests.map((request) => request.path)).toContain(
      '/api/devices?sort=imei&order=asc&limit=25&owner=uuid-staff',
    );
  });

  it("pages the account's devices on the server, as the other lists do, before its history", async () => {
    // 55 devices: the server answers 25 at a time, with the total and a cursor to the next page.
    const all = Array.from({ length: 55 }, (_, index) =>
      device({ id: `d${index}`, imei: String(356938035600000 + index) }),
    );
    const { requests, user } = await openUserPage({
      devices: (url) => {
        const start = url.searchParams.get('cursor') === 'after-25' ? 25 : 0;
        const page = deviceList(all.slice(start, start + 25), all.length);
        return jsonResponse(200, {
          ...page,
          nextCursor: start === 0 ? 'after-25' : 'after-50',
          prevCursor: start ? 'x' : null,
        });
      },
    });
    const devices = screen.getByTestId('user-devices');
    await waitFor(() => expect(within(devices).getAllByTestId('user-device-row')).toHaveLength(25));
    expect(within(devices).getByText(/1–25 de 55/)).toBeVisible();
    // The history follows the devices' one page, not 55 rows.
    expect(screen.getByTestId('user-history')).toBeInTheDocument();

    await user.click(within(devices).getByRole('button', { name: /próxima página/i }));
    await waitFor(() =>
      expect(requests.map((request) => request.path)).toContain(
        '/api/devices?sort=imei&order=asc&limit=25&cursor=after-25&owner=uuid-staff',
      ),
    );
    expect(await within(devices).findByText('356938035600025')).toBeVisible();
    expect(within(devices).getByText(/26–50 de 55/)).toBeVisible();
  });

  it('shows what was done to and by the account, newest first, and loads older entries on request', async () => {
    const { requests, user } = await openUserPage();
    const history = screen.getByTestId('user-history');
    const entries = await within(history).findAllByTestId('history-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Ana Admin');
    expect(entries[0]).toHaveTextContent('Funções: Usuário → Equipe');
    // What the account did to a device is in its trail too, with the device named.
    expect(entries[1]).toHaveTextContent('Dispositivo 358240051111110');
    // A device's status is the device's word ('Ativo'), not the account's ('Ativa').
    expect(entries[1]).toHaveTextContent(`Status: ${devicesPtBr.status_active} → ${devicesPtBr.status_lost}`);

    await user.click(within(history).getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(history).getAllByTestId('history-entry')).toHaveLength(3));
    expect(within(history).getAllByTestId('history-entry')[2]).toHaveTextContent('Sistema');
    expect(within(history).queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();

    expect(sent(requests, 'GET').map((request) => request.path)).toEqual(
      expect.arrayContaining([
        '/api/users/uuid-staff/history?limit=25',
        '/api/users/uuid-staff/history?limit=25&cursor=cursor-1',
      ]),
    );
  });

  it('asks before disabling, then sends the PATCH and shows the account as disabled', async () => {
    const { requests, user } = await openUserPage();
    await user.click(screen.getByTestId('user-disable'));

    const dialog = await screen.findByRole('dialog', { name: 'Desativar Sam Staff?' });
    expect(dialog).toHaveTextContent('A conta não poderá mais entrar');
    expect(sent(requests, 'PATCH')).toEqual([]);

    await user.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(sent(requests, 'PATCH')).toHaveLength(1));
    expect(sent(requests, 'PATCH')[0]).toMatchObject({
      path: '/api/users/uuid-staff',
      body: { status: 'disabled' },
      authorization: 'Bearer admin-token',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Conta desativada.');
    expect(await screen.findByTestId('user-enable')).toBeEnabled();
    expect(screen.queryByTestId('user-disable')).not.toBeInTheDocument();
    expect(screen.getByTestId('user-profile')).toHaveTextContent('Desativada');
  });

  it('asks before ending the account’s sessions, then ends them and says so', async () => {
    const { requests, user } = await openUserPage();
    await user.click(screen.getByTestId('user-end-sessions'));

    const dialog = await screen.findByRole('dialog', { name: 'Encerrar todas as sessões de Sam Staff?' });
    expect(dialog).toHaveTextContent('A conta sai em todos os dispositivos');
    expect(sent(requests, 'POST')).toEqual([]);

    await user.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(sent(requests, 'POST')).toHaveLength(1));
    expect(sent(requests, 'POST')[0]).toMatchObject({
      path: '/api/users/uuid-staff/end-sessions',
      authorization: 'Bearer admin-token',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sessões encerradas.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { requests, user } = await openUserPage();
    await user.click(screen.getByTestId('user-disable'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(requests, 'PATCH')).toEqual([]);
    expect(screen.getByTestId('user-disable')).toBeEnabled();
  });

  it('shows the server refusal as its message', async () => {
    const { user } = await openUserPage({
      patch: () =>
        jsonResponse(400, {
          message: 'This account is disabled',
          error: { status: 'This account is disabled' },
        }),
    });
    await user.click(screen.getByTestId('user-disable'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is disabled');
    expect(screen.getByTestId('user-disable')).toBeVisible();
  });

  it('saves the roles chosen, in the order the server keeps them', async () => {
    const { requests, user } = await openUserPage();
    const roles = screen.getByTestId('user-roles');
    const save = screen.getByTestId('user-roles-save');
    expect(save).toBeDisabled();

    await user.click(within(roles).getByRole('checkbox', { name: 'Equipe' }));
    expect(save).toBeDisabled();
    expect(screen.getByText('Escolha ao menos uma função; para bloquear a conta, desative-a.')).toBeVisible();

    await user.click(within(roles).getByRole('checkbox', { name: 'Usuário' }));
    await user.click(within(roles).getByRole('checkbox', { name: 'Administrador' }));
    await user.click(save);

    await waitFor(() => expect(sent(requests, 'PATCH')).toHaveLength(1));
    expect(sent(requests, 'PATCH')[0]?.body).toEqual({ role: ['admin', 'user'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Funções salvas.');
    expect(screen.getByTestId('user-profile')).toHaveTextContent('Administrador');
    await waitFor(() => expect(screen.getByTestId('user-roles-save')).toBeDisabled());
  });

  it('deletes after a confirmation that counts the devices left unassigned, then goes back to the list', async () => {
    const { requests, router, user } = await openUserPage();
    await user.click(screen.getByTestId('user-delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir Sam Staff?' });
    expect(dialog).toHaveTextContent('2 dispositivos ficarão sem responsável.');

    await user.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/conecta/userdatalist'));
    expect(sent(requests, 'DELETE')).toMatchObject([{ path: '/api/users/uuid-staff' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Conta excluída; 2 dispositivos ficaram sem responsável.',
    );
  });

  it("offers none of the refused actions on the admin's own account, and says why", async () => {
    const own = detail(adminAccount);
    const { user } = await openUserPage({ account: own });
    expect(screen.getByTestId('user-disable')).toBeDisabled();
    expect(screen.getByTestId('user-delete')).toBeDisabled();
    const roles = screen.getByTestId('user-roles');
    expect(within(roles).getByRole('checkbox', { name: 'Administrador' })).toBeDisabled();
    // Other roles can still be added to one's own account.
    expect(within(roles).getByRole('checkbox', { name: 'Equipe' })).toBeEnabled();

    await user.hover(screen.getByTestId('user-disable').parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Você não pode desativar a sua própria conta.');
    await user.unhover(screen.getByTestId('user-disable').parentElement as HTMLElement);
    await user.hover(screen.getByTestId('user-delete').parentElement as HTMLElement);
    expect(await screen.findByText('Você não pode excluir a sua própria conta.')).toBeVisible();
  });

  it('names device statuses as the device list does in Turkish too', async () => {
    localStorage.setItem('language', 'tr');
    await openUserPage();
    const rows = await within(screen.getByTestId('user-devices')).findAllByTestId('user-device-row');
    expect(rows[0]).toHaveTextContent(devicesTr.status_active);
    expect(rows[1]).toHaveTextContent(devicesTr.status_retired);
    const entries = await within(screen.getByTestId('user-history')).findAllByTestId('history-entry');
    expect(entries[1]).toHaveTextContent(`${devicesTr.status_active} → ${devicesTr.status_lost}`);
    // The account's own status keeps the account's word.
    expect(screen.getByTestId('user-profile')).toHaveTextContent('Etkin');
  });

  it('speaks Arabic right to left', async () => {
    localStorage.setItem('language', 'ar');
    await openUserPage();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The mirrored styles load on demand; the page is only right to left once they are in.
    await waitFor(() => expect(document.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull());
    expect(screen.getByRole('heading', { name: 'الملف الشخصي' })).toBeVisible();
    const settings = screen.getByTestId('user-settings');
    expect(within(settings).getByText('التخطيط › النمط').nextElementSibling).toHaveTextContent('التخطيط 2');
    expect(screen.getByTestId('user-disable')).toHaveTextContent('عطّل الحساب');
    const entries = await within(screen.getByTestId('user-history')).findAllByTestId('history-entry');
    expect(entries[0]).toHaveTextContent('الأدوار: مستخدم ← موظف');
  });

  it('says when the account does not exist', async () => {
    mockFetch(() => jsonResponse(404, { message: 'No account has this id' }));
    await renderApp('/conecta/userdatalist/uuid-gone', { user: sampleUsers.admin, token: 'admin-token' });
    expect(await screen.findByTestId('user-page-error')).toHaveTextContent('Nenhuma conta tem este id.');
    expect(
      within(screen.getByTestId('user-page')).getByRole('link', { name: 'Lista de dados de usuários' }),
    ).toHaveAttribute('href', '/conecta/userdatalist');
  });

  it('is for admins only', async () => {
    mockFetch(() => jsonResponse(200, staffDetail));
    const { router } = await renderApp('/conecta/userdatalist/uuid-staff', { user: sampleUsers.staff, token: 't' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/conecta/userdatalist/uuid-staff'));
    expect(screen.queryByTestId('user-page')).not.toBeInTheDocument();
  });
});
