import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { userSignedIn } from '../../app/session/authSlice';
import { makeStore } from '../../app/store';
import { sampleUsers } from '../../test/renderApp';
import '../i18n';
import type { NavigationItem } from '../navigation';
import { HorizontalNavigation } from './HorizontalNavigation';

const navigation: NavigationItem[] = [
  { id: 'home', title: 'Home', type: 'item', url: '/home' },
  {
    id: 'apps',
    title: 'Applications',
    type: 'group',
    children: [
      {
        id: 'mail',
        title: 'Mail',
        type: 'item',
        url: '/apps/mail',
        useBadge: () => ({ title: '4', bg: 'primary.main', fg: 'primary.contrastText', label: '4 unread' }),
      },
      { id: 'secret', title: 'Admin tools', type: 'item', url: '/apps/admin', auth: ['admin'] },
    ],
  },
  { id: 'docs', title: 'Docs', type: 'link', url: 'https://example.org/docs' },
];

function renderBar() {
  const store = makeStore();
  store.dispatch(userSignedIn(sampleUsers.user));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <HorizontalNavigation navigation={navigation} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('horizontal navbar', () => {
  it('opens a group on hover after the menu delay, with only the pages the role may open', async () => {
    renderBar();
    const user = userEvent.setup();
    const group = screen.getByRole('button', { name: 'Applications' });
    expect(group).toHaveAttribute('aria-expanded', 'false');

    await user.hover(group);
    expect(await screen.findByRole('menuitem', { name: 'Mail 4 unread' })).toHaveAttribute('href', '/apps/mail');
    // The entry's live badge shows in the drop-down too.
    expect(screen.getByTestId('navigation-badge-mail')).toHaveTextContent(/^4$/);
    expect(screen.queryByRole('menuitem', { name: 'Admin tools' })).not.toBeInTheDocument();

    await user.unhover(group);
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Mail 4 unread' })).not.toBeInTheDocument());
  });

  it('opens external links in a new tab', () => {
    renderBar();
    const docs = screen.getByRole('link', { name: 'Docs' });
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  });
});
