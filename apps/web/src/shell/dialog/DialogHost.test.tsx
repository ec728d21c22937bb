import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sampleUsers } from '../../test/renderApp';
import { openDialog } from './dialogSlice';

describe('dialog service', () => {
  it('opens a dialog with the given options from anywhere and closes it', async () => {
    const { store, user } = await renderApp('/conecta/devicelist', { user: sampleUsers.user });
    await screen.findByTestId('page-title');
    act(() => {
      store.dispatch(openDialog({ title: 'Export ready', message: '1,234 devices exported.', closeLabel: 'Got it' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Export ready' });
    expect(dialog).toHaveTextContent('1,234 devices exported.');
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export ready' })).not.toBeInTheDocument());
    expect(store.getState().dialog.open).toBe(false);
  });
});
