import type { CalendarEvent, CalendarReminderEvent } from '@conecta/contracts/calendar';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeLiveStreams } from '../../app/live/testStream';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';

const base = '/api/calendar-app';
const today = new Date();
const at = (day: number, hour: number) => new Date(today.getFullYear(), today.getMonth(), day, hour).toISOString();
const sampleEvents: CalendarEvent[] = [
  {
    id: '5b1f0c2e-0000-4000-8000-000000000001',
    title: 'Visita ao cliente',
    allDay: false,
    start: at(12, 10),
    end: at(12, 11),
    desc: '',
    timeZone: 'UTC',
    seriesId: null,
    recurrence: null,
    recurrenceId: null,
    reminder: null,
  },
];

/** A stand-in for `/api/calendar-app`: `answer` decides first and may fall through. */
function mockCalendarApi(
  answer: (request: RecordedRequest) => Response | Promise<Response> | undefined = () => undefined,
) {
  let stored = sampleEvents.map((event) => ({ ...event }));
  const live = fakeLiveStreams();
  let fired: object[] = [];
  const fetched = mockFetch((request) => {
    const own = answer(request);
    if (own) return own;
    const path = request.path.split('?')[0] ?? '';
    if (path === '/api/live') return live.respond();
    if (path === `${base}/reminders`) return jsonResponse(200, fired);
    if (path === `${base}/events`) return jsonResponse(200, stored);
    if (path === `${base}/todos`)
      return jsonResponse(200, [{ id: 't1', title: 'Pagar a fatura', due: at(15, 12), completed: false }]);
    if (path === `${base}/add-event`) {
      const { newEvent } = request.body as { newEvent: CalendarEvent };
      const created = { ...newEvent, id: '5b1f0c2e-0000-4000-8000-0000000000ff', seriesId: null, recurrenceId: null };
      stored = [...stored, created];
      return jsonResponse(200, created);
    }
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
  /** The server fires a reminder: it is listed, then pushed on the stream. */
  const fire = (reminder: CalendarReminderEvent) => {
    fired = [...fired, reminder];
    live.send(reminder);
  };
  return { ...fetched, live, fire };
}
const callsTo = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.path.startsWith(`${base}${path}`)).map((request) => request.body);

describe('Calendar page', { timeout: 120_000 }, () => {
  it('shows the month in Portuguese with the events and the to-dos due', async () => {
    mockCalendarApi();
    await renderApp('/apps/calendar', { user: sampleUsers.user });
    // jsdom lays nothing out, so FullCalendar's cells are in the document but not "visible".
    expect(await screen.findByText('Visita ao cliente', {}, { timeout: 40_000 })).toBeInTheDocument();
    expect(screen.getByText('Tarefa: Pagar a fatura')).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Calendário');
    // FullCalendar's month title in pt-BR.
    const month = new Intl.DateTimeFormat('pt-BR', { month: 'long' }).format(today);
    expect(screen.getByRole('heading', { name: new RegExp(month, 'i') })).toBeInTheDocument();
  });

  it('shows a skeleton while the events load, and says when the calendar could not be loaded', async () => {
    let answer: (response: Response) => void = () => {};
    mockCalendarApi((request) =>
      request.path.startsWith(`${base}/events`) ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    const { user } = await renderApp('/apps/calendar', { user: sampleUsers.user });
    expect(await screen.findByRole('status', { name: 'Carregando o calendário' }, { timeout: 40_000 })).toBeVisible();
    await act(async () => answer(jsonResponse(500, { message: 'down' })));
    const alert = await screen.findByTestId('calendar-error');
    expect(alert).toHaveTextContent('Não foi possível carregar o calendário.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
  });

  it('checks a new event by the contract in the user’s language, then sends it repeating weekly', async () => {
    const { requests } = mockCalendarApi();
    const { user } = await renderApp('/apps/calendar', { user: sampleUsers.user });
    await user.click(await screen.findByRole('button', { name: 'Novo evento' }, { timeout: 40_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo evento' }, { timeout: 40_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('Dê ao evento um título de até 200 caracteres')).toBeVisible();
    expect(callsTo(requests, '/add-event')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Título/), 'Reunião de equipe');
    await user.click(within(dialog).getByRole('combobox', { name: 'Lembrete' }));
    await user.click(await screen.findByRole('option', { name: '15 minutos antes' }, { timeout: 10_000 }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Repetir' }));
    await user.click(await screen.findByRole('option', { name: 'Semanalmente' }, { timeout: 10_000 }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 20_000 });
    expect(callsTo(requests, '/add-event')).toEqual([
      {
        newEvent: expect.objectContaining({
          title: 'Reunião de equipe',
          allDay: false,
          reminder: 15,
          recurrence: expect.objectContaining({ freq: 'weekly', interval: 1, until: null, count: null }),
        }),
      },
    ]);
  });

  it('says a reminder when the server fires it, and counts it on the Calendar entry', async () => {
    const server = mockCalendarApi();
    await renderApp('/apps/calendar', { user: sampleUsers.user, token: 'token-1' });
    expect(await screen.findByText('Visita ao cliente', {}, { timeout: 40_000 })).toBeInTheDocument();
    await waitFor(() => expect(server.live.connections).toBeGreaterThan(0));
    const start = new Date(Date.now() + 15 * 60_000);
    await act(async () => {
      server.fire({
        type: 'calendar-reminder',
        eventId: sampleEvents[0]?.id ?? '',
        title: 'Visita ao cliente',
        start: start.toISOString(),
        allDay: false,
      });
    });
    const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }).format(start);
    const day = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' }).format(
      start.getDate() === new Date().getDate() ? 0 : 1,
      'day',
    );
    expect(await screen.findByText(`Lembrete: Visita ao cliente, ${day} ${time}`, {}, { timeout: 5000 })).toBeVisible();
    expect(await screen.findByTestId('navigation-badge-calendar', {}, { timeout: 5000 })).toHaveTextContent('1');
    expect(screen.getByText('1 lembrete')).toBeInTheDocument();
  });
});
