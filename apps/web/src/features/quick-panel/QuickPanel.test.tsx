import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, sampleUsers } from '../../test/renderApp';

const data = {
  events: [{ id: 'e1', title: 'Janela de manutenção 5G', detail: 'Sábado, 02:00' }],
  notes: [],
};

describe('quick panel', () => {
  it('opens from the toolbar with today, the events, an empty-notes message and the quick settings', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, data));
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.user });

    await user.click(await screen.findByTestId('quick-panel-toggle'));

    const events = await screen.findByTestId('quick-panel-events');
    expect(await within(events).findByText('Janela de manutenção 5G')).toBeVisible();
    expect(screen.getByText('Nenhuma nota.')).toBeVisible();
    expect(screen.getByTestId('quick-panel-today')).toHaveTextContent(String(new Date().getDate()));
    expect(screen.getByRole('switch', { name: 'Notificações' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Retrofoguetes' })).not.toBeChecked();
    // Weekday and month as pt-BR writes them, in lower case ('terça-feira', 'março'), not capitalised.
    const weekday = screen.getByTestId('quick-panel-weekday');
    const month = screen.getByTestId('quick-panel-month');
    expect(weekday).toHaveTextContent(new Intl.DateTimeFormat('pt-BR', { weekday: 'long' }).format(new Date()));
    expect(month).toHaveTextContent(new Intl.DateTimeFormat('pt-BR', { month: 'long' }).format(new Date()));
    expect(weekday.textContent).toMatch(/^\p{Ll}/u);
    expect(getComputedStyle(weekday).textTransform).not.toBe('capitalize');
    expect(getComputedStyle(month).textTransform).not.toBe('capitalize');
    expect(requests.map((request) => request.path)).toContain('/api/quick-panel/data');
  });

  it('says so when the data cannot be loaded, and offers to try again', async () => {
    mockFetch(() => jsonResponse(500, { message: 'down' }));
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.user });
    await user.click(await screen.findByTestId('quick-panel-toggle'));
    expect(await screen.findByText('Não foi possível carregar eventos e notas.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  });
});
