import type { User } from '@conecta/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { authChecked, userSignedIn, userSignedOut } from '../../app/session/authSlice';
import { makeStore } from '../../app/store';
import { mockUserUpdates, type RecordedRequest, sampleUsers } from '../../test/renderApp';
import { MessageHost } from '../message/MessageHost';
import { ShortcutsBar } from './ShortcutsBar';
import { guestShortcutsKey } from './toggleShortcut';

const deviceList = 'Lista de dispositivos';
const userDataList = 'Lista de dados de usuários';

function withShortcuts(user: User, shortcuts: string[]): User {
  return { ...user, data: { ...user.data, shortcuts } };
}

function updates(requests: RecordedRequest[]) {
  return requests.filter((request) => request.path === '/api/auth/user/update');
}

/** The bar in a store signed in as `signedIn` (a guest without it), with the snackbar beside it. */
function renderBar(signedIn?: User) {
  if (signedIn) localStorage.setItem('jwt_access_token', 'token-1');
  const store = makeStore();
  if (signedIn) store.dispatch(userSignedIn(signedIn));
  store.dispatch(authChecked());
  const view = render(
    <MemoryRouter initialEntries={['/conecta/devicelist']}>
      <Provider store={store}>
        <ShortcutsBar />
        <MessageHost />
      </Provider>
    </MemoryRouter>,
  );
  return { ...view, store, user: userEvent.setup() };
}

const bar = () => screen.getByTestId('shortcuts-bar');

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('shortcuts-menu'));
  return screen.findByRole('dialog', { name: 'Clique para adicionar/remover atalho' });
}

describe('shortcuts bar', () => {
  it("shows the user's shortcuts as links to their pages", () => {
    renderBar(withShortcuts(sampleUsers.admin, ['devicelist']));

    const link = within(bar()).getByRole('link', { name: deviceList });
    expect(link).toHaveAttribute('href', '/conecta/devicelist');
    expect(within(bar()).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Clique para adicionar/remover atalho' })).toBe(
      screen.getByTestId('shortcuts-menu'),
    );
  });

  it('leads the default shortcuts to the sample apps that have pages', async () => {
    // Defaults: calendar, mail, contacts, todo, each a page of its own.
    const { user } = renderBar(sampleUsers.admin);

    const hrefs = within(bar())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/apps/calendar', '/apps/mail', '/apps/contacts', '/apps/todo']);
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitemcheckbox', { name: /Tarefas/ })).toBeChecked();
    expect(within(menu).getAllByRole('menuitemcheckbox')).toHaveLength(4);
    // An id with no navigation entry shows nothing at all, not its raw id.
    for (const id of ['calendar']) {
      expect(within(bar()).queryByLabelText(new RegExp(id, 'i'))).not.toBeInTheDocument();
      expect(screen.queryByText(new RegExp(`^${id}$`, 'i'))).not.toBeInTheDocument();
    }
  });

  it('adds a page found in the menu, saves the list with the token API and says so', async () => {
    const { requests } = mockUserUpdates();
    const { user, store } = renderBar(withShortcuts(sampleUsers.admin, ['devicelist']));

    const menu = await openMenu(user);
    const search = within(menu).getByRole('searchbox', { name: 'Pesquisar uma página' });
    expect(search).toHaveFocus();
    // An empty search lists the current shortcuts.
    expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((item) => item.textContent),
    ).toEqual([deviceList]);
    expect(within(menu).getByRole('menuitemcheckbox', { name: deviceList })).toHaveAttribute('aria-checked', 'true');

    await user.type(search, 'usuários');
    const entry = within(menu).getByRole('menuitemcheckbox', { name: userDataList });
    expect(entry).toHaveAttribute('aria-checked', 'false');
    await user.click(entry);

    expect(entry).toHaveAttribute('aria-checked', 'true');
    expect(store.getState().auth.user.data.shortcuts).toEqual(['devicelist', 'userdatalist']);
    expect(await screen.findByText('Salvo')).toBeVisible();
    const [update] = updates(requests);
    expect(update?.authorization).toBe('Bearer token-1');
    expect(update?.body).toMatchObject({
      user: { uuid: 'uuid-admin', data: { shortcuts: ['devicelist', 'userdatalist'] } },
    });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const link = within(bar()).getByRole('link', { name: userDataList });
    expect(link).toHaveAttribute('href', '/conecta/userdatalist');
    expect(within(bar()).getAllByRole('link')).toHaveLength(2);
  });

  it('removes a shortcut chosen again', async () => {
    const { requests } = mockUserUpdates();
    const { user } = renderBar(withShortcuts(sampleUsers.admin, ['devicelist', 'userdatalist']));

    const menu = await openMenu(user);
    const entry = within(menu).getByRole('menuitemcheckbox', { name: deviceList });
    await user.click(entry);

    // It stays in the open menu, unstarred, so it can be put back.
    expect(entry).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(updates(requests)).toHaveLength(1));
    expect(updates(requests)[0]?.body).toMatchObject({ user: { data: { shortcuts: ['userdatalist'] } } });
    expect(await screen.findByText('Salvo')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(bar()).getAllByRole('link')).toHaveLength(1));
    expect(within(bar()).getByRole('link', { name: userDataList })).toBeVisible();
  });

  it('keeps ids it does not show when the list changes', async () => {
    const { requests } = mockUserUpdates();
    const { user } = renderBar(sampleUsers.admin);

    const menu = await openMenu(user);
    await user.type(within(menu).getByRole('searchbox'), 'dispositivos');
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: deviceList }));

    await waitFor(() => expect(updates(requests)).toHaveLength(1));
    expect(updates(requests)[0]?.body).toMatchObject({
      user: { data: { shortcuts: ['calendar', 'mail', 'contacts', 'todo', 'devicelist'] } },
    });
  });

  it('searches the translated titles whatever the case', async () => {
    const { user } = renderBar(sampleUsers.admin);
    const menu = await openMenu(user);
    const search = within(menu).getByRole('searchbox');

    await user.type(search, 'DADOS');
    expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((item) => item.textContent),
    ).toEqual([userDataList]);

    await user.clear(search);
    await user.type(search, 'lista');
    expect(within(menu).getAllByRole('menuitemcheckbox')).toHaveLength(2);

    await user.clear(search);
    await user.type(search, 'xyz');
    expect(within(menu).getByRole('status')).toHaveTextContent('Nenhuma página encontrada.');
  });

  it('moves from the search field into the list with the down arrow', async () => {
    const { user } = renderBar(sampleUsers.admin);
    const menu = await openMenu(user);

    await user.type(within(menu).getByRole('searchbox'), 'lista{ArrowDown}');
    expect(within(menu).getByRole('menuitemcheckbox', { name: deviceList })).toHaveFocus();
  });

  it('never offers a role the pages it may not open', async () => {
    const { user } = renderBar(withShortcuts(sampleUsers.user, ['devicelist', 'userdatalist']));

    expect(
      within(bar())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/conecta/devicelist']);
    const menu = await openMenu(user);
    await user.type(within(menu).getByRole('searchbox'), 'lista');
    expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((item) => item.textContent),
    ).toEqual([deviceList]);
    expect(within(menu).queryByText(userDataList)).not.toBeInTheDocument();
  });

  it("keeps a guest's shortcuts in this browser and brings them back", async () => {
    const { fetchMock } = mockUserUpdates();
    const first = renderBar();

    const menu = await openMenu(first.user);
    await first.user.type(within(menu).getByRole('searchbox'), 'dispositivos');
    await first.user.click(within(menu).getByRole('menuitemcheckbox', { name: deviceList }));

    expect(JSON.parse(localStorage.getItem(guestShortcutsKey) ?? 'null')).toEqual([
      'calendar',
      'mail',
      'contacts',
      'todo',
      'devicelist',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
    first.unmount();

    // A new visit: the stored list comes back, also after a user signs out.
    const second = renderBar();
    expect(within(bar()).getByRole('link', { name: deviceList })).toBeVisible();
    second.unmount();

    localStorage.setItem(guestShortcutsKey, JSON.stringify(['userdatalist', 'devicelist']));
    const third = renderBar(withShortcuts(sampleUsers.admin, []));
    expect(within(bar()).queryAllByRole('link')).toHaveLength(0);
    third.store.dispatch(userSignedOut());
    // The guest may not open the user-data list, so only the device list shows.
    await waitFor(() => expect(within(bar()).getAllByRole('link')).toHaveLength(1));
    expect(third.store.getState().auth.user.data.shortcuts).toEqual(['userdatalist', 'devicelist']);
  });
});
