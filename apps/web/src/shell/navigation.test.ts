import { describe, expect, it } from 'vitest';
import { type NavigationItem, navigablePages, visibleNavigation } from './navigation';

const tree: NavigationItem[] = [
  {
    id: 'conecta',
    title: 'Conecta',
    type: 'group',
    children: [
      { id: 'devicelist', title: 'Device list', type: 'item', url: '/conecta/devicelist' },
      { id: 'userdatalist', title: 'User data list', type: 'item', url: '/conecta/userdatalist', auth: ['admin'] },
    ],
  },
  {
    id: 'admin-only',
    title: 'Admin',
    type: 'group',
    auth: ['admin'],
    children: [{ id: 'x', title: 'X', type: 'item', url: '/x' }],
  },
  { id: 'guests', title: 'Login', type: 'item', url: '/login', auth: [] },
  { id: 'divider', title: '', type: 'divider' },
  { id: 'docs', title: 'Docs', type: 'link', url: 'https://example.org', target: '_blank' },
];

describe('navigation visibility', () => {
  it('shows a user the entries without a role list and drops what needs admin', () => {
    expect(navigablePages(tree, ['user']).map((item) => item.id)).toEqual(['devicelist', 'docs']);
  });

  it('shows an admin every role-bound entry, but not the guests-only ones', () => {
    expect(navigablePages(tree, ['admin']).map((item) => item.id)).toEqual(['devicelist', 'userdatalist', 'x', 'docs']);
  });

  it('treats a malformed role as a guest', () => {
    expect(navigablePages(tree, 'admin').map((item) => item.id)).toEqual(['devicelist', 'guests', 'docs']);
  });

  it('drops groups that end up empty and keeps dividers', () => {
    const ids = visibleNavigation(tree, ['user']).map((item) => item.id);
    expect(ids).toEqual(['conecta', 'divider', 'docs']);
  });
});
