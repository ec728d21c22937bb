import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../i18n';
import type { NavigationItem } from '../navigation';
import { VerticalNavigation } from './VerticalNavigation';

const guide: NavigationItem[] = [
  {
    id: 'start',
    title: 'Getting started',
    type: 'collapse',
    children: [{ id: 'intro', title: 'Introduction', type: 'item', url: '/guide/start/intro' }],
  },
  {
    id: 'config',
    title: 'Configuration',
    type: 'collapse',
    children: [{ id: 'env', title: 'Environment variables', type: 'item', url: '/guide/config/env' }],
  },
];

describe('vertical navbar', () => {
  it('opens the collapse of the page the user arrives at, and marks that page', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/guide/start/intro']}>
        <VerticalNavigation items={guide} />
        {/* A link in the page itself, as the guide's own side navigation is. */}
        <Link to="/guide/config/env">read on</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Getting started' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Configuration' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('link', { name: 'read on' }));
    expect(screen.getByRole('button', { name: 'Configuration' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Environment variables' })).toHaveClass('active');
    // The section left stays as the user had it.
    expect(screen.getByRole('button', { name: 'Getting started' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a live badge from the entry’s own hook, and follows it as it changes', () => {
    // A count kept outside React, as a feature's store or cache is.
    let count = 2;
    const listeners = new Set<() => void>();
    const setCount = (next: number) => {
      count = next;
      for (const listener of listeners) listener();
    };
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const useUnreadBadge = () => {
      const now = useSyncExternalStore(subscribe, () => count);
      return now > 0
        ? { title: String(now), bg: 'primary.main', fg: 'primary.contrastText', label: `${now} unread` }
        : undefined;
    };
    const items: NavigationItem[] = [
      { id: 'inbox', title: 'Inbox', type: 'item', url: '/inbox', useBadge: useUnreadBadge },
      { id: 'plain', title: 'Plain', type: 'item', url: '/plain', badge: { title: 'NEW', bg: 'red', fg: 'white' } },
    ];
    render(
      <MemoryRouter>
        <VerticalNavigation items={items} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('navigation-badge-inbox')).toHaveTextContent(/^2$/);
    expect(screen.getByRole('link', { name: /^Inbox/ })).toHaveAccessibleName('Inbox 2 unread');
    expect(screen.getByTestId('navigation-badge-plain')).toHaveTextContent('NEW');
    act(() => setCount(5));
    expect(screen.getByTestId('navigation-badge-inbox')).toHaveTextContent(/^5$/);
    act(() => setCount(0));
    expect(screen.queryByTestId('navigation-badge-inbox')).toBeNull();
  });
});
