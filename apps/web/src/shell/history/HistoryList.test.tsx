import type { AuditEntry } from '@conecta/contracts/audit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { HistoryList } from './HistoryList';

const ana = { id: 'uuid-admin', displayName: 'Ana Admin', email: 'admin@conecta.example' };

const entries: AuditEntry[] = [
  {
    id: '1',
    at: '2025-03-01T10:00:00.000Z',
    entity: 'device',
    entityId: 'd1',
    entityLabel: '356938035643809',
    action: 'create',
    actor: null,
    changes: {},
  },
  {
    id: '3',
    at: '2025-03-03T15:30:00.000Z',
    entity: 'account',
    entityId: 'a1',
    entityLabel: 'staff@conecta.example',
    action: 'disable',
    actor: ana,
    changes: { status: { from: 'active', to: 'disabled' } },
  },
  {
    id: '2',
    at: '2025-03-02T09:15:00.000Z',
    entity: 'device',
    entityId: 'd1',
    entityLabel: '356938035643809',
    action: 'update',
    actor: ana,
    changes: { msisdn: { from: null, to: '+5511987654321' }, lastSeenAt: { from: true, to: false } },
  },
];

const labels: Record<string, string> = { status: 'Status', msisdn: 'Line', lastSeenAt: 'Seen' };
const fieldLabel = (field: string) => labels[field] ?? field;

async function inLanguage(language: string) {
  await act(() => i18n.changeLanguage(language));
}

afterEach(() => inLanguage('pt-BR'));

describe('history list', () => {
  it('shows who did what, when and to which record, newest first, each field from → to', async () => {
    await inLanguage('en');
    render(
      <HistoryList
        entries={entries}
        fieldLabel={fieldLabel}
        formatValue={(field, value) => (field === 'status' ? String(value).toUpperCase() : undefined)}
        showRecord
      />,
    );
    const rows = within(screen.getByTestId('history-list')).getAllByTestId('history-entry');
    expect(rows.map((row) => row.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2025-03-03T15:30:00.000Z',
      '2025-03-02T09:15:00.000Z',
      '2025-03-01T10:00:00.000Z',
    ]);

    const [disabled, updated, created] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(disabled).toHaveTextContent('Ana Admin');
    expect(disabled).toHaveTextContent('disabled');
    expect(disabled).toHaveTextContent('Account staff@conecta.example');
    expect(disabled).toHaveTextContent('Status: ACTIVE → DISABLED');
    // The exact date and time in the current language, beside how long ago it was.
    const exact = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2025-03-03T15:30:00.000Z'),
    );
    expect(disabled).toHaveTextContent(exact);
    expect(disabled.querySelector('time')).toHaveTextContent(/ago/);

    expect(updated).toHaveTextContent('updated');
    expect(updated).toHaveTextContent('Device 356938035643809');
    expect(updated).toHaveTextContent('Line: — → +5511987654321');
    expect(updated).toHaveTextContent('Seen: Yes → No');

    expect(created).toHaveTextContent('System');
    expect(created).toHaveTextContent('created');
  });

  it('leaves the record out unless asked, and speaks the current language with the arrow the way it reads', async () => {
    await inLanguage('ar');
    render(<HistoryList entries={[entries[1] as AuditEntry]} fieldLabel={fieldLabel} />);
    const row = screen.getByTestId('history-entry');
    expect(row).toHaveTextContent('عطّل');
    expect(row).not.toHaveTextContent('staff@conecta.example');
    expect(row).toHaveTextContent('Status: active ← disabled');
  });

  it('shows skeleton lines while loading, then the empty text', async () => {
    await inLanguage('en');
    const { rerender } = render(<HistoryList entries={[]} fieldLabel={fieldLabel} loading />);
    expect(screen.getByTestId('history-list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('history-entry')).not.toBeInTheDocument();

    rerender(<HistoryList entries={[]} fieldLabel={fieldLabel} emptyText="Nothing was ever done to this device." />);
    expect(screen.getByTestId('history-list')).toHaveTextContent('Nothing was ever done to this device.');

    rerender(<HistoryList entries={[]} fieldLabel={fieldLabel} />);
    expect(screen.getByTestId('history-list')).toHaveTextContent('No changes recorded.');
  });

  it('loads more on request, and offers a retry when a page failed', async () => {
    await inLanguage('en');
    const onLoadMore = vi.fn();
    const onRetry = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <HistoryList entries={entries} fieldLabel={fieldLabel} hasMore onLoadMore={onLoadMore} />,
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(<HistoryList entries={entries} fieldLabel={fieldLabel} hasMore onLoadMore={onLoadMore} loading />);
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    expect(screen.getAllByTestId('history-entry')).toHaveLength(3);

    rerender(<HistoryList entries={entries} fieldLabel={fieldLabel} failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The history could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(<HistoryList entries={entries} fieldLabel={fieldLabel} />);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
