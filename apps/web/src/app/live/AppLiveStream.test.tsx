import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsApplied } from '../../shell/settings/settingsSlice';
import { jsonResponse, mockFetch, renderApp, sampleUsers } from '../../test/renderApp';
import { selectIsGuest } from '../session/authSlice';
import { type LiveEvent, subscribeLiveEvent, subscribeLiveTopic } from './events';
import { fakeLiveStreams } from './testStream';

function mockLiveServer({ refuse = false } = {}) {
  const live = fakeLiveStreams();
  const { requests } = mockFetch((request) => {
    const path = new URL(request.path, 'http://localhost').pathname;
    if (path === '/api/live') return refuse ? jsonResponse(401, { message: 'Invalid token' }) : live.respond();
    if (path === '/api/live/topics') return new Response(null, { status: 204 });
    // The page behind asks nothing that matters here.
    return new Promise<Response>(() => undefined);
  });
  return { live, requests };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('the tab’s live stream', { timeout: 30_000 }, () => {
  it('opens for a signed-in tab with the chat panel hidden, and hands each event to the features that listen', async () => {
    const { live, requests } = mockLiveServer();
    const heard: LiveEvent[] = [];
    stops.push(subscribeLiveEvent('mail-arrived', (event) => heard.push(event)));
    const { store } = await renderApp('/conecta/devicelist', { user: sampleUsers.user, token: 'token-1' });
    // The user hides the right side panel (and the team chat with it) in the layout settings.
    act(() => void store.dispatch(settingsApplied({ layout: { config: { rightSidePanel: { display: false } } } })));
    await waitFor(() => expect(live.connections).toBe(1), { timeout: 15_000 });
    expect(screen.queryByTestId('chat-toggle')).not.toBeInTheDocument();
    expect(live.cancelled).toBe(0);
    expect(requests.find((request) => request.path === '/api/live')?.authorization).toBe('Bearer token-1');

    act(() => live.send({ type: 'ready', userId: 'uuid-user', status: 'online' }));
    act(() => live.send({ type: 'mail-arrived', mailId: 'm-9', folder: 0 }));
    await waitFor(() => expect(heard).toEqual([{ type: 'mail-arrived', mailId: 'm-9', folder: 0 }]));
  });

  it('tells the server the topics the tab follows, and hands a topic’s events to its listeners only', async () => {
    const { live, requests } = mockLiveServer();
    const board: LiveEvent[] = [];
    const everything: LiveEvent[] = [];
    stops.push(subscribeLiveTopic('board:7', (event) => board.push(event)));
    stops.push(subscribeLiveEvent('card-moved', (event) => everything.push(event)));
    await renderApp('/conecta/devicelist', { user: sampleUsers.user, token: 'token-1' });
    await waitFor(() => expect(live.connections).toBe(1), { timeout: 15_000 });
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/api/live/topics').map((request) => request.body)).toEqual([
        { streamId: 'stream-1', topics: ['board:7'] },
      ]),
    );
    // Confirmed: the topic's listeners catch up on what came before.
    await waitFor(() => expect(board).toEqual([{ type: 'ready', topic: 'board:7' }]));

    act(() => live.send({ type: 'card-moved', cardId: 1, topic: 'board:7' }));
    act(() => live.send({ type: 'card-moved', cardId: 2, topic: 'board:8' }));
    await waitFor(() => expect(board).toHaveLength(2));
    expect(board[1]).toEqual({ type: 'card-moved', cardId: 1, topic: 'board:7' });
    expect(everything).toEqual([]);
  });

  it('signs the tab out when the server refuses the stream’s token (the session ended)', async () => {
    mockLiveServer({ refuse: true });
    const { store } = await renderApp('/conecta/devicelist', { user: sampleUsers.user, token: 'token-1' });
    await waitFor(() => expect(selectIsGuest(store.getState())).toBe(true), { timeout: 15_000 });
    expect(await screen.findByText(/Invalid access_token|session/i)).toBeInTheDocument();
  });
});
