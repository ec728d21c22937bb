import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
