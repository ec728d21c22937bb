import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPage } from '../../app/pages';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';
import { accountList, adminAccount, staffAccount, userAccount } from './testAccounts';

const everyone = [adminAccount, staffAccount, userAccount];

/** A users API over three accounts: the search finds by name or email, like the server's. */
function mockUsersApi() {
  return mockFetch((request: RecordedRequest) => {
    const url = new URL(request.path, 'http://localhost');
    if (url.pathname === '/api/preferences/users')
      return jsonResponse(200, { columnVisibility: {}, density: 'standard' });
    if (url.pathname === '/api/users') {
      const q = url.searchParams.get('q')?.toLowerCase();
      const status = url.searchParams.get('status');
      const items = everyone.filter(
        (row) =>
          (!q || row.displayName.toLowerCase().includes(q) || row.email.includes(q)) &&
          (!status || row.status === status),
      );
      return jsonResponse(200, accountList(items));
    }
    if (url.pathname === '/api/users/export.csv') {
      return new Response('uuid,email\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="accounts-2025-03-03.csv"',
        },
      });
    }
    return jsonResponse(404, { message: 'Not found' });
  });
}

const listRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path.startsWith('/api/users?')).map((request) => request.path);

async function openList(path = '/conecta/userdatalist') {
  const api = mockUsersApi();
  const app = await renderApp(path, { user: sampleUsers.admin, token: 'admin-token' });
  const grid = await screen.findByTestId('user-grid');
  await within(grid).findByText('Sam Staff');
  return { ...api, ...app, grid };
}

// The pages and the layout are lazy chunks: transforming them on a busy machine takes seconds, so do
// it once, up front; and a page with a grid takes a while to render in jsdom.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await Promise.all([preloadPage('/conecta/userdatalist'), preloadPage('/conecta/userdatalist/any')]);
}, 60_000);

describe('user-data list', () => {
  it('shows every account with its roles, provider, status, devices and total', async () => {
    const { grid, requests } = await openList();
    expect(screen.getByRole('heading', { name: 'Lista de dados de usuários' })).toBeVisible();
    expect(screen.getByTestId('user-total')).toHaveTextContent('3 contas');

    const staffRow = within(grid).getByText('staff@conecta.example').closest('[role="row"]') as HTMLElement;
    expect(staffRow).toHaveTextContent('Sam Staff');
    expect(staffRow).toHaveTextContent('Equipe');
    expect(staffRow).toHaveTextContent('Auth0');
    expect(staffRow).toHaveTextContent('Ativa');
    expect(within(staffRow).getByRole('gridcell', { name: '2' })).toBeVisible();

    const userRow = within(grid).getByText('user@conecta.example').closest('[role="row"]') as HTMLElement;
    expect(userRow).toHaveTextContent('Desativada');
    expect(userRow).toHaveTextContent('Firebase');
    expect(userRow).toHaveTextContent('Nunca');

    // The signed-in admin's own row says so.
    const adminRow = within(grid).getByText('admin@conecta.example').closest('[role="row"]') as HTMLElement;
    expect(adminRow).toHaveTextContent('Você');
    expect(adminRow).toHaveTextContent('há 3 horas');

    expect(listRequests(requests)).toEqual(['/api/users?sort=createdAt&order=desc&limit=25']);
    expect(requests.find((request) => request.path.startsWith('/api/users?'))?.authorization).toBe(
      'Bearer admin-token',
    );
  });

  it('puts the search in the URL once typing pauses, and asks the server with it', async () => {
    const { grid, requests, router, user } = await openList();
    await user.type(screen.getByTestId('user-search'), 'sam');

    await waitFor(() => expect(router.state.location.search).toBe('?q=sam'));
    await waitFor(() => expect(within(grid).queryByText('Ana Admin')).not.toBeInTheDocument());
    expect(within(grid).getByText('Sam Staff')).toBeVisible();
    expect(screen.getByTestId('user-total')).toHaveTextContent('1 conta');
    // One request for the whole word, not one per letter.
    expect(listRequests(requests)).toEqual([
      '/api/users?sort=createdAt&order=desc&limit=25',
      '/api/users?q=sam&sort=createdAt&order=desc&limit=25',
    ]);

    await user.click(screen.getByTestId('user-clear-filters'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId('user-search')).toHaveValue('');
    expect(await within(grid).findByText('Ana Admin')).toBeVisible();
  });

  it('reads its filters from the URL, so a shared link shows the same view', async () => {
    const { requests, grid } = await openList('/conecta/userdatalist?q=staff&status=active');
    expect(screen.getByTestId('user-search')).toHaveValue('staff');
    expect(screen.getByTestId('user-filter-status')).toHaveValue('active');
    expect(within(grid).queryByText('Uma User')).not.toBeInTheDocument();
    expect(listRequests(requests)).toEqual(['/api/users?q=staff&status=active&sort=createdAt&order=desc&limit=25']);
  });

  it('says when no account matches', async () => {
    const { user, grid } = await openList();
    await user.type(screen.getByTestId('user-search'), 'nobody');
    expect(await within(grid).findByTestId('grid-empty')).toHaveTextContent(
      'Nenhuma conta corresponde a estes filtros.',
    );
    expect(screen.getByTestId('user-total')).toHaveTextContent('Nenhuma conta');
  });

  it('shows the error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockFetch((request) => {
      if (request.path.startsWith('/api/users?')) {
        return fail ? jsonResponse(500, { message: 'boom' }) : jsonResponse(200, accountList([staffAccount]));
      }
      return jsonResponse(200, { columnVisibility: {}, density: 'standard' });
    });
    const { user } = await renderApp('/conecta/userdatalist', { user: sampleUsers.admin, token: 'admin-token' });
    const failed = await screen.findByTestId('grid-error');
    fail = false;
    await user.click(within(failed).getByRole('button'));
    expect(await screen.findByText('Sam Staff')).toBeVisible();
  });

  it('opens the user page when a row is clicked', async () => {
    const { grid, router, user } = await openList();
    await user.click(within(grid).getByText('staff@conecta.example'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/conecta/userdatalist/uuid-staff'));
  });

  it('exports the filtered, sorted view without its page position', async () => {
    // jsdom has no object URLs; the file itself is the browser's business.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:accounts'), revokeObjectURL: vi.fn() });
    const { requests, user } = await openList('/conecta/userdatalist?status=active&sort=email&order=asc');
    await user.click(screen.getByTestId('user-export'));
    await waitFor(() =>
      expect(requests.map((request) => request.path)).toContain(
        '/api/users/export.csv?status=active&sort=email&order=asc',
      ),
    );
  });
});
