import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { keepsForms } from './keepsForms';
import { useConfirmDiscard } from './useConfirmDiscard';

/** A one-field form with a link away, a Cancel that closes it, and a Save that leaves on purpose. */
function Editor({ onClosed }: { onClosed(): void }) {
  const [value, setValue] = useState('');
  const discard = useConfirmDiscard(value !== '');
  return (
    <>
      <input aria-label="Name" value={value} onChange={(event) => setValue(event.target.value)} />
      <Link to="/elsewhere">Elsewhere</Link>
      <QuerySearch />
      <button type="button" onClick={discard.guard(onClosed)}>
        Cancel
      </button>
      {discard.dialog}
    </>
  );
}

/** The page's search written into its own query as typed, as the lists do (a replace on the same page). */
function QuerySearch() {
  const [params, setParams] = useSearchParams();
  return (
    <input
      aria-label="Search"
      value={params.get('q') ?? ''}
      onChange={(event) => setParams({ q: event.target.value }, { replace: true, state: keepsForms })}
    />
  );
}

function App() {
  const [closed, setClosed] = useState(false);
  return (
    <MemoryRouter initialEntries={['/form']}>
      <Routes>
        <Route path="/form" element={closed ? <p>Closed</p> : <Editor onClosed={() => setClosed(true)} />} />
        <Route path="/elsewhere" element={<p>Another page</p>} />
      </Routes>
    </MemoryRouter>
  );
}

describe('useConfirmDiscard', () => {
  it('lets a form without changes go at once', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Another page')).toBeVisible();
  });

  it('asks before a link or a close drops changes; keeping them stays, discarding goes', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByRole('dialog', { name: 'Descartar suas alterações?' });
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Another page')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(screen.getByText('Closed')).toBeVisible();
  });

  it('lets the page write its own query (a search as typed) without asking: the form and its changes stay', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'imei');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('imei');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
    // Leaving the page still asks.
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: 'Descartar suas alterações?' })).toBeVisible();
  });

  it('asks the browser before the page is left with changes', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
  });
});
