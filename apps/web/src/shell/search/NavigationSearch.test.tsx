import type { User } from '@conecta/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appNavigation } from '../../app/navigation';
import { authChecked, userSignedIn } from '../../app/session/authSlice';
import { makeStore } from '../../app/store';
import { jsonResponse, mockFetch, sampleUsers } from '../../test/renderApp';
import { i18n } from '../i18n';
import type { NavigationItem } from '../navigation';
import { NavigationSearch } from './NavigationSearch';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The search as the toolbar holds it: store with a signed-in user, router, translations. */
function renderSearch(user: User, navigation: readonly NavigationItem[] = appNavigation) {
  const store = makeStore();
  store.dispatch(userSignedIn(user));
  store.dispatch(authChecked());
  render(
    <MemoryRouter initialEntries={['/conecta/devicelist']}>
      <Provider store={store}>
        <NavigationSearch navigation={navigation} />
        <button type="button">Elsewhere</button>
        <LocationProbe />
      </Provider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function openSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('navigation-search'));
  return screen.findByRole('combobox');
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('pt-BR'));
});

describe('navigation search', () => {
  it('opens from its toolbar button, named in the current language, with the input focused', async () => {
    const user = renderSearch(sampleUsers.user);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clique para pesquisar' })).toBe(screen.getByTestId('navigation-search'));

    const input = await openSearch(user);

    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', 'Pesquisar um aplicativo ou página');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('navigation-search')).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with Ctrl+K or Cmd+K from anywhere on the page, with the input focused', async () => {
    const user = renderSearch(sampleUsers.user);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('combobox')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('combobox')).toHaveFocus();
  });

  it('suggests nothing, not even "no results", while the text is blank', async () => {
    const user = renderSearch(sampleUsers.admin);
    const input = await openSearch(user);
    await user.type(input, '   ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhum resultado.')).not.toBeInTheDocument();
  });

  // "data list", not "user": the documentation's User guide is everyone's.
  it('in English, finds nothing for a user typing "data list"', async () => {
    await act(() => i18n.changeLanguage('en'));
    const user = renderSearch(sampleUsers.user);
    expect(screen.getByRole('button', { name: 'Click to search' })).toBeVisible();
    const input = await openSearch(user);
    expect(input).toHaveAttribute('placeholder', 'Search for an app or page');
    await user.type(input, 'data list');
    expect(screen.getByText('No results..')).toBeVisible();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('in English, finds the user data list for an admin typing "data list"', async () => {
    await act(() => i18n.changeLanguage('en'));
    const user = renderSearch(sampleUsers.admin);
    await user.type(await openSearch(user), 'data list');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['User data list']);
    expect(screen.queryByText('No results..')).not.toBeInTheDocument();
  });

  it('matches the Portuguese titles without accents or case', async () => {
    const user = renderSearch(sampleUsers.admin);
    const input = await openSearch(user);

    await user.type(input, 'LISTA');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Lista de dispositivos',
      'Lista de dados de usuários',
    ]);

    await user.clear(input);
    await user.type(input, ' usuarios ');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Lista de dados de usuários']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
  });

  it('lists the console’s top results under the pages, and opens one or all of them', async () => {
    const { requests } = mockFetch((request) =>
      request.path.startsWith('/api/search?')
        ? jsonResponse(200, {
            q: 'galaxy',
            results: [
              {
                id: 'd1',
                kind: 'device',
                title: 'Samsung Galaxy A54',
                url: '/conecta/devicelist',
                excerpt: 'IMEI · 356789012345678',
                rank: 1,
              },
            ],
            total: 1,
            totalMore: false,
            page: 1,
            limit: 5,
            facets: [{ kind: 'device', count: 1, more: false }],
          })
        : jsonResponse(404, {}),
    );
    const user = renderSearch(sampleUsers.user);
    const input = await openSearch(user);
    await user.type(input, 'galaxy');
    const group = await screen.findByRole('group', { name: 'No console' });
    expect(within(group).getByRole('option', { name: /Samsung Galaxy A54/ })).toBeVisible();
    expect(requests.map((request) => request.path)).toEqual(['/api/search?q=galaxy&limit=5']);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/pages/search/classic');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('hides from a user the pages their role may not open', async () => {
    const user = renderSearch(sampleUsers.user);
    const input = await openSearch(user);
    await user.type(input, 'dados de usu');
    expect(screen.getByText('Nenhum resultado.')).toBeVisible();

    await user.clear(input);
    await user.type(input, 'dispositivos');
    expect(screen.getByRole('option', { name: 'Lista de dispositivos' })).toBeVisible();
  });

  it('goes to the suggestion chosen with the arrow keys and Enter, then closes', async () => {
    const user = renderSearch(sampleUsers.admin);
    const input = await openSearch(user);
    await user.type(input, 'lista');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const option = screen.getByRole('option', { name: 'Lista de dados de usuários' });
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Lista de dispositivos' })).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Enter}');

    expect(screen.getByTestId('location')).toHaveTextContent('/conecta/userdatalist');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('navigation-search')).toHaveFocus();
  });

  it('wraps around with the arrow keys', async () => {
    const user = renderSearch(sampleUsers.admin);
    const input = await openSearch(user);
    await user.type(input, 'lista');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Lista de dados de usuários' }).id,
    );
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Lista de dispositivos' }).id,
    );
  });

  it('goes to a suggestion that is clicked', async () => {
    const user = renderSearch(sampleUsers.admin);
    await user.type(await openSearch(user), 'dados');
    await user.click(screen.getByRole('option', { name: 'Lista de dados de usuários' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/conecta/userdatalist');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('closes and forgets the text on Escape', async () => {
    const user = renderSearch(sampleUsers.admin);
    await user.type(await openSearch(user), 'dados');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('navigation-search')).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/conecta/devicelist');

    expect(await openSearch(user)).toHaveValue('');
  });

  it('closes and forgets the text on a click elsewhere', async () => {
    const user = renderSearch(sampleUsers.admin);
    await user.type(await openSearch(user), 'dados');
    await user.click(screen.getByText('Elsewhere'));

    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(await openSearch(user)).toHaveValue('');
  });

  it('closes when the focus is tabbed away', async () => {
    const user = renderSearch(sampleUsers.admin);
    await user.type(await openSearch(user), 'dados');
    await user.tab();

    expect(screen.getByText('Elsewhere')).toHaveFocus();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('opens an external link in a new tab, without giving it this window', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const docs: NavigationItem = {
      id: 'docs',
      title: 'Documentação',
      type: 'link',
      url: 'https://docs.example.org',
      target: '_blank',
    };
    const user = renderSearch(sampleUsers.user, [...appNavigation, docs]);
    await user.type(await openSearch(user), 'documentacao');
    await user.keyboard('{Enter}');

    expect(open).toHaveBeenCalledWith('https://docs.example.org', '_blank', expect.stringContaining('noopener'));
    expect(screen.getByTestId('location')).toHaveTextContent('/conecta/devicelist');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const user = renderSearch(sampleUsers.admin);
    const input = await openSearch(user);
    expect(screen.getByRole('button', { name: 'انقر للبحث' })).toBeVisible();
    expect(input).toHaveAttribute('placeholder', 'ابحث عن تطبيق أو صفحة');

    await user.type(input, 'قائمة');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'قائمة الأجهزة',
      'قائمة بيانات المستخدمين',
    ]);
    await user.clear(input);
    await user.type(input, 'xyz');
    expect(screen.getByText('لا توجد نتائج.')).toBeVisible();
  });
});
