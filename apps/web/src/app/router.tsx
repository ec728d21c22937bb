import { type ComponentType, createElement, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RouteGuard } from '../shell/guard/RouteGuard';
import { BareLayout } from '../shell/layout/BareLayout';
import { PageProgress } from '../shell/layout/PageProgress';
import { paths } from '../shell/paths';
import { loadedPage, loadPage, type PageRoute } from '../shell/routing';
import { bareLayoutPages, loadMainLayout, mainLayoutPages, redirectRoutes } from './pages';

const MainLayout = lazy(loadMainLayout);

/** A page component that renders at once when its code is already here, and suspends otherwise. */
function pageComponent(route: PageRoute): ComponentType {
  const Suspending = lazy(() => loadPage(route));
  return () => createElement(loadedPage(route) ?? Suspending);
}

function pageRoutes(routes: PageRoute[]): ReactNode[] {
  return routes.map((route) => {
    const Page = pageComponent(route);
    return (
      <Route
        key={route.path}
        path={route.path}
        element={
          <RouteGuard access={route.access}>
            <Suspense fallback={<PageProgress />}>
              <Page />
            </Suspense>
          </RouteGuard>
        }
      />
    );
  });
}

const bareRoutes = pageRoutes(bareLayoutPages);
const mainRoutes = pageRoutes(mainLayoutPages);
// Outside both layouts: a redirect shows nothing; the page it leads to is guarded as usual.
const redirects = redirectRoutes.map((route) => (
  <Route key={route.path} path={route.path} element={<Navigate to={route.redirect} replace />} />
));

/**
 * Every route of the app, in the layout it sits in. Declarative routes (not the data router)
 * keep the router's share of the sign-in page's JavaScript small; pages are lazy chunks.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={paths.start} replace />} />
      {redirects}
      <Route element={<BareLayout />}>{bareRoutes}</Route>
      <Route
        element={
          <Suspense fallback={<PageProgress />}>
            <MainLayout />
          </Suspense>
        }
      >
        {mainRoutes}
      </Route>
      <Route path="*" element={<Navigate to={paths.notFound} replace />} />
    </Routes>
  );
}
