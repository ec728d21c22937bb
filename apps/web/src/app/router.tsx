import { lazy, type ReactNode, Suspense } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { authGuestRoutes, authRoutes } from '../features/auth/routes';
import { deviceRoutes } from '../features/devices/routes';
import { errorRoutes } from '../features/errors/routes';
import { userRoutes } from '../features/users/routes';
import { RouteGuard } from '../shell/guard/RouteGuard';
import { BareLayout } from '../shell/layout/BareLayout';
import { PageProgress } from '../shell/layout/PageProgress';
import { paths } from '../shell/paths';
import type { AppRoute } from '../shell/routing';

/** Pages inside the main layout; features declare them (with their access rules) beside their code. */
const mainLayoutRoutes: AppRoute[] = [...deviceRoutes, ...userRoutes, ...authRoutes, ...errorRoutes];
const allRoutes: AppRoute[] = [...authGuestRoutes, ...mainLayoutRoutes];

const MainLayout = lazy(() =>
  Promise.all([import('../shell/layout/MainLayout'), import('./navigation')]).then(
    ([{ MainLayout: Layout }, { appNavigation }]) => ({ default: () => <Layout navigation={appNavigation} /> }),
  ),
);

function page(route: AppRoute): ReactNode {
  return (
    <Route
      key={route.path}
      path={route.path}
      element={
        <RouteGuard access={route.access}>
          <Suspense fallback={<PageProgress />}>
            <route.Page />
          </Suspense>
        </RouteGuard>
      }
    />
  );
}

/**
 * Every route of the app, in the layout it sits in. Declarative routes (not the data router)
 * keep the router's share of the sign-in page's JavaScript small; pages are lazy chunks.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={paths.start} replace />} />
      <Route element={<BareLayout />}>{authGuestRoutes.map(page)}</Route>
      <Route
        element={
          <Suspense fallback={<PageProgress />}>
            <MainLayout />
          </Suspense>
        }
      >
        {mainLayoutRoutes.map(page)}
      </Route>
      <Route path="*" element={<Navigate to={paths.notFound} replace />} />
    </Routes>
  );
}

/** Fetches the code of the page at `pathname` (if any), so the first render needs no second trip. */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = allRoutes.find((candidate) => matchPath(candidate.path, pathname));
  const layout = route && mainLayoutRoutes.includes(route) ? import('../shell/layout/MainLayout') : undefined;
  return Promise.all([route?.preload(), layout]).catch(() => undefined);
}
