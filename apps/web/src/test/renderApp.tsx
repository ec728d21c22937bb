import type { User } from '@conecta/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { type Location, MemoryRouter, type NavigationType, useLocation, useNavigationType } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { preloadPage } from '../app/pages';
import { accessTokenStorageKey } from '../app/session/accessToken';
import { authChecked, userSignedIn } from '../app/session/authSlice';
import { checkAuth } from '../app/session/session';
import { makeStore } from '../app/store';

export const sampleUsers = {
  admin: makeUser('admin', ['admin'], 'Ana Admin'),
  staff: makeUser('staff', ['staff'], 'Sam Staff'),
  user: makeUser('user', ['user'], 'Uma User'),
} as const;

function makeUser(name: string, role: string[], displayName: string): User {
  return {
    uuid: `uuid-${name}`,
    from: 'custom',
    role,
    data: {
      displayName,
      photoURL: '',
      email: `${name}@conecta.example`,
      settings: {},
      shortcuts: ['calendar', 'mail', 'contacts', 'todo'],
    },
  };
}

interface RenderAppOptions {
  /** Signed in as this user from the start (otherwise a guest). */
  user?: User;
  /** A token-API session left in localStorage. */
  token?: string;
  /** Run the real start-up check (as main.tsx does) instead of presetting the user. */
  startUp?: boolean;
}

/** Renders the whole app (store, theme, router, snackbar) at `path`, as a guest or as `user`. */
export async function renderApp(path: string, { user, token, startUp = false }: RenderAppOptions = {}) {
  if (token) localStorage.setItem(accessTokenStorageKey, token);
  const store = makeStore();
  if (startUp) {
    await store.dispatch(checkAuth());
  } else {
    if (user) store.dispatch(userSignedIn(user));
    store.dispatch(authChecked());
  }
  // As in main.tsx: the first page's code is loaded before anything renders.
  await preloadPage(new URL(path, 'http://localhost').pathname);
  const router = { state: { location: undefined as unknown as Location, historyAction: 'POP' as NavigationType } };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe
        onChange={(location, action) => Object.assign(router.state, { location, historyAction: action })}
      />
      <AppProviders store={store} />
    </MemoryRouter>,
  );
  return { ...view, store, router, user: userEvent.setup() };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface RecordedRequest {
  method: string;
  /** The whole address: some calls go to another origin (the hosted login's issuer). */
  url: string;
  /** Path and query, for calls to our own server. */
  path: string;
  authorization: string | null;
  body: unknown;
}

/** Replaces `fetch` with `answer`, recording what the app sent (with `init`, as `fetch` reads it). */
export function mockFetch(answer: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method,
      url: url.href,
      path: url.pathname + url.search,
      authorization: request.headers.get('Authorization'),
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    return answer(recorded);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** Reports where the router is, so tests can assert the URL a user would see. */
export function LocationProbe({ onChange }: { onChange: (location: Location, action: NavigationType) => void }) {
  const location = useLocation();
  const action = useNavigationType();
  onChange(location, action);
  useEffect(() => {
    onChange(location, action);
  });
  return null;
}

/** A server that saves whatever user `/api/auth/user/update` is sent and answers it back, as ours does. */
export function mockUserUpdates() {
  return mockFetch((request) => jsonResponse(200, (request.body as { user: User }).user));
}
