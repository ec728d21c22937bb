import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endSession } from '../../app/session/endSession';
import { signOut } from '../../app/session/signOut';
import { renderApp, sampleUsers } from '../../test/renderApp';
import { meId, mockChatServer, sentTo } from './testServer';

const contactIds = (panel: HTMLElement) =>
  within(panel)
    .getAllByTestId('chat-contact')
    .map((contact) => contact.dataset.contactId);
const contact = (panel: HTMLElement, id: string) =>
  within(panel)
    .getAllByTestId('chat-contact')
    .find((element) => element.dataset.contactId === id) as HTMLElement;

async function openPanel({ language = 'en', ...options }: { token?: string; language?: string } = {}) {
  localStorage.setItem('language', language);
  const server = mockChatServer();
  const view = await renderApp('/conecta/devicelist', { user: sampleUsers.user, ...options });
  await view.user.click(await screen.findByTestId('chat-toggle', {}, { timeout: 15_000 }));
  const panel = await screen.findByTestId('chat-panel', {}, { timeout: 15_000 });
  await within(panel).findAllByTestId('chat-contact', {}, { timeout: 10_000 });
  return { ...server, ...view, panel };
}

// Whole-app renders with lazy chunks: slow on a busy two-core machine.
describe('team chat panel', { timeout: 30_000 }, () => {
  it('opens from the toolbar with its title, the contacts and the invitation to pick one', async () => {
    const { panel } = await openPanel();
    expect(panel).toHaveAttribute('data-open', 'true');
    expect(within(panel).getByRole('heading', { name: 'Team Chat' })).toBeVisible();
    expect(within(panel).getByText('Select a contact to start a conversation.')).toBeVisible();
    // No chat loaded: no send form.
    expect(within(panel).queryByTestId('chat-input')).not.toBeInTheDocument();
    // Contacts with a chat first, then the others; unread counts on the ones that have some.
    expect(contactIds(panel)).toEqual(['c-bruno', 'c-ana', 'c-carla', 'c-davi']);
    expect(within(contact(panel, 'c-bruno')).getByTestId('chat-unread')).toHaveTextContent('2');
    expect(within(contact(panel, 'c-ana')).queryByTestId('chat-unread')).not.toBeInTheDocument();
    expect(contact(panel, 'c-carla')).toHaveAttribute('data-status', 'do-not-disturb');
    expect(contact(panel, 'c-bruno')).toHaveAccessibleName('Bruno Lima, Away, 2 unread messages');
  });

  it('opens a chat with its messages and times, and reading it clears the unread count', async () => {
    const { panel, user, requests } = await openPanel();
    await user.click(contact(panel, 'c-bruno'));

    expect(await within(panel).findByText('Pode revisar o lote de chips?')).toBeVisible();
    expect(within(panel).getAllByTestId('chat-message')).toHaveLength(2);
    // One time under the pair of messages from the same person, as month, ordinal day, year, 12-hour time.
    // Compact in the narrow panel, the spec's whole form in its tooltip.
    const time = within(panel).getByTestId('chat-message-time');
    expect(time).toHaveTextContent('Nov 21, 3:04 PM');
    expect(time).toHaveAttribute('title', 'November 21st 2026, 3:04:05 pm');
    expect(within(panel).getByText('Bruno Lima')).toBeVisible();
    expect(contact(panel, 'c-bruno')).toHaveAttribute('aria-current', 'true');
    expect(sentTo(requests, '/api/chat/get-chat')).toMatchObject([
      { method: 'GET', path: `/api/chat/get-chat?contactId=c-bruno&userId=${meId}` },
    ]);
    await waitFor(() => expect(within(contact(panel, 'c-bruno')).queryByTestId('chat-unread')).toBeNull());
  });

  it('sends only a typed message, clears the input and shows the message; a new chat goes first', async () => {
    const { panel, user, requests } = await openPanel();
    await user.click(contact(panel, 'c-ana'));
    expect(await within(panel).findByText('Start a conversation by typing your message below.')).toBeVisible();
    // Asking for a chat that did not exist created it, first in the chat list.
    await waitFor(() => expect(contactIds(panel)[0]).toBe('c-ana'));

    const input = within(panel).getByPlaceholderText('Type your message');
    await user.click(within(panel).getByTestId('chat-send'));
    await user.type(input, '{Enter}');
    expect(sentTo(requests, '/api/chat/send-message')).toEqual([]);

    await user.type(input, 'Olá, Ana');
    await user.click(within(panel).getByTestId('chat-send'));
    expect(await within(panel).findByText('Olá, Ana')).toBeVisible();
    expect(input).toHaveValue('');
    expect(sentTo(requests, '/api/chat/send-message')).toMatchObject([
      { method: 'POST', body: { chatId: 'chat-c-ana', messageText: 'Olá, Ana', contactId: 'c-ana' } },
    ]);
    expect(within(panel).queryByText('Start a conversation by typing your message below.')).not.toBeInTheDocument();

    // Only the empty string is refused: whitespace goes as typed (console-core §5), sent with Enter.
    await user.type(input, '  {Enter}');
    await waitFor(() => expect(sentTo(requests, '/api/chat/send-message')).toHaveLength(2));
    expect(sentTo(requests, '/api/chat/send-message')[1]?.body).toMatchObject({ messageText: '  ' });
    await waitFor(() => expect(within(panel).getAllByTestId('chat-message')).toHaveLength(2));
  });

  it('closes on Escape and shows the same chat, with the focus in it, when opened again; closes on a click outside', async () => {
    const { panel, user } = await openPanel();
    await user.click(contact(panel, 'c-bruno'));
    await within(panel).findByText('Bom dia!');

    await user.keyboard('{Escape}');
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(screen.getByTestId('chat-toggle')).toHaveFocus();
    await user.click(screen.getByTestId('chat-toggle'));
    expect(panel).toHaveAttribute('data-open', 'true');
    expect(await within(panel).findByText('Bom dia!')).toBeVisible();
    expect(panel).toContainElement(document.activeElement as HTMLElement);

    // Clicks inside keep it open; a click on the page behind closes it.
    await user.click(contact(panel, 'c-ana'));
    expect(panel).toHaveAttribute('data-open', 'true');
    await user.click(screen.getByTestId('content'));
    expect(panel).toHaveAttribute('data-open', 'false');
  });

  it('closes on a swipe towards its edge: to the right in left-to-right', async () => {
    const { panel } = await openPanel();
    const swipe = (fromX: number, toX: number) => {
      fireEvent.touchStart(panel, { touches: [{ clientX: fromX, clientY: 300 }] });
      fireEvent.touchEnd(panel, { changedTouches: [{ clientX: toX, clientY: 310 }] });
    };
    swipe(700, 560);
    expect(panel).toHaveAttribute('data-open', 'true');
    swipe(700, 710);
    expect(panel).toHaveAttribute('data-open', 'true');
    swipe(700, 860);
    expect(panel).toHaveAttribute('data-open', 'false');
  });

  it('closes on a swipe to the left in right-to-left', async () => {
    const { panel } = await openPanel({ language: 'ar' });
    expect(within(panel).getByRole('heading', { name: 'دردشة الفريق' })).toBeVisible();
    const swipe = (fromX: number, toX: number) => {
      fireEvent.touchStart(panel, { touches: [{ clientX: fromX, clientY: 300 }] });
      fireEvent.touchEnd(panel, { changedTouches: [{ clientX: toX, clientY: 300 }] });
    };
    swipe(200, 400);
    expect(panel).toHaveAttribute('data-open', 'true');
    swipe(400, 200);
    expect(panel).toHaveAttribute('data-open', 'false');
  });

  it('shows a live message at once in the open chat, and raises the unread badge of the others', async () => {
    const { panel, user, live, requests, deliver } = await openPanel({ token: 'token-1' });
    await waitFor(() => expect(live.connections).toBe(1));
    expect(sentTo(requests, '/api/live')[0]?.authorization).toBe('Bearer token-1');
    await user.click(contact(panel, 'c-bruno'));
    await within(panel).findByText('Bom dia!');
    await waitFor(() => expect(within(contact(panel, 'c-bruno')).queryByTestId('chat-unread')).toBeNull());
    const opened = sentTo(requests, '/api/chat/get-chat').length;

    act(() => deliver('c-bruno', 'Chegaram 40 chips.', 'live-1'));
    expect(await within(panel).findByText('Chegaram 40 chips.')).toBeVisible();
    // Being read: no badge, and the chat is opened again so the server counts it read.
    await waitFor(() => expect(sentTo(requests, '/api/chat/get-chat').length).toBeGreaterThan(opened));
    expect(within(contact(panel, 'c-bruno')).queryByTestId('chat-unread')).toBeNull();
    await waitFor(() => expect(within(panel).getAllByTestId('chat-message')).toHaveLength(3));

    act(() => deliver('c-carla', 'Reunião às 15h?', 'live-2'));
    await waitFor(() => expect(within(contact(panel, 'c-carla')).getByTestId('chat-unread')).toHaveTextContent('1'));
    expect(contactIds(panel).slice(0, 2)).toEqual(['c-carla', 'c-bruno']);
    expect(within(panel).queryByText('Reunião às 15h?')).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-toggle')).toHaveAccessibleName('Team Chat, 1 unread');

    act(() => live.send({ type: 'presence', contactId: 'c-ana', status: 'away' }));
    await waitFor(() => expect(contact(panel, 'c-ana')).toHaveAttribute('data-status', 'away'));
  });

  it('loads the panel when a message arrives while it was never opened', async () => {
    localStorage.setItem('language', 'en');
    const { live, deliver } = mockChatServer();
    await renderApp('/conecta/devicelist', { user: sampleUsers.user, token: 'token-1' });
    await waitFor(() => expect(live.connections).toBe(1), { timeout: 15_000 });
    expect(screen.queryByTestId('chat-panel')).not.toBeInTheDocument();

    act(() => deliver('c-carla', 'Oi!', 'live-3'));
    const panel = await screen.findByTestId('chat-panel');
    expect(panel).toHaveAttribute('data-open', 'false');
    // Bruno's 2 and Carla's new one.
    await waitFor(() => expect(screen.getByTestId('chat-toggle')).toHaveAccessibleName('Team Chat, 3 unread'));
  });

  it('forgets the panel and closes the live connection on sign-out', async () => {
    const { panel, user, live, store, requests } = await openPanel({ token: 'token-1' });
    await waitFor(() => expect(live.connections).toBe(1));
    await user.click(contact(panel, 'c-bruno'));
    await within(panel).findByText('Bom dia!');

    act(() => endSession(store.dispatch));
    await waitFor(() => expect(screen.queryByTestId('chat-panel')).not.toBeInTheDocument());
    expect(store.getState().chatPanel).toMatchObject({ open: false, selectedContactId: null, unreadTotal: 0 });
    // The stream was cancelled by the browser side, and nothing tries to reconnect.
    const asked = sentTo(requests, '/api/live').length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sentTo(requests, '/api/live')).toHaveLength(asked);
  });

  it('closes the live connection and the panel as sign-out starts, and calls the chat no more', async () => {
    const { panel, user, live, store, requests } = await openPanel({ token: 'token-1' });
    await waitFor(() => expect(live.connections).toBe(1));
    await user.click(contact(panel, 'c-bruno'));
    await within(panel).findByText('Bom dia!');
    const chatCalls = () => requests.filter((request) => request.path.startsWith('/api/chat')).length;

    // The server's sign-out is left unanswered: the token is still good while this is checked.
    act(() => void store.dispatch(signOut()));
    await waitFor(() => expect(live.cancelled).toBe(1));
    expect(screen.queryByTestId('chat-panel')).not.toBeInTheDocument();
    const asked = chatCalls();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(chatCalls()).toBe(asked);
  });

  it('has no toggle and no panel for a guest', async () => {
    mockChatServer();
    await renderApp('/pages/errors/error-404');
    await screen.findByTestId('toolbar');
    expect(screen.queryByTestId('chat-toggle')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chat-panel')).not.toBeInTheDocument();
  });
});
