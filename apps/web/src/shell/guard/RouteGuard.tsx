import { hasPermission } from '@conecta/contracts/roles';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { redirectUrlRemembered, redirectUrlReset, selectUserRoles } from '../../app/session/authSlice';
import { paths } from '../paths';
import type { RouteAccess } from './routeAccess';

/**
 * Route guard of console-core §2.4. A signed-in user who may not see the page goes to the
 * remembered redirect URL (default /); a guest goes to /login and this page is remembered, so
 * signing in (which makes /login forbidden) brings them straight back here.
 */
export function RouteGuard({ access, children }: { access: RouteAccess | undefined; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const store = useAppStore();
  const roles = useAppSelector(selectUserRoles);

  const { auth, guestFallback } = access ?? {};
  const allowed = hasPermission(auth, roles);
  const isGuest = roles.length === 0;
  const here = location.pathname + location.search;
  // One decision per location and role set, even when effects run twice (StrictMode).
  const decision = `${location.key}|${roles.join(',')}`;
  const decided = useRef<string | null>(null);

  useEffect(() => {
    if (allowed || decided.current === decision) return;
    decided.current = decision;
    if (isGuest) {
      if (guestFallback) {
        navigate(guestFallback, { replace: true });
        return;
      }
      store.dispatch(redirectUrlRemembered(here));
      navigate(paths.login, { replace: true });
      return;
    }
    // Read, not subscribed: resetting it below must not re-run this effect mid-navigation.
    const { redirectUrl } = store.getState().auth;
    // Used once, then back to '/', so a page that keeps refusing cannot bounce the user forever.
    store.dispatch(redirectUrlReset());
    const bouncing = redirectUrl === here || (redirectUrl === paths.home && location.pathname === paths.start);
    navigate(bouncing ? paths.notFound : redirectUrl, { replace: true });
    // A page for other roles (not a guests' page left after signing in): say why the user is elsewhere.
    if (!bouncing && auth && auth.length > 0)
      void import('./notices').then(({ sayPageRefused }) => sayPageRefused(store.dispatch, store.getState));
  }, [allowed, decision, isGuest, auth, guestFallback, here, location.pathname, store, navigate]);

  return allowed ? children : null;
}
