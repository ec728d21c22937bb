import { type ComponentType, createElement, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { RouteGuard } from '../shell/guard/RouteGuard';
import { BareLayout } from '../shell/layout/BareLayout';
import { PageProgress } from '../shell/layout/PageProgress';
import { paths } from '../shell/paths';
import { PageBoundary } from '../shell/recovery/boundaries';
import { lazyWithRetry } from '../shell/recovery/retryImport';
import { type AppRoute, isRedirectRoute, loadedPage, loadPage, type PageRoute } from '../shell/routing';
import { appRoutes, loadMainLayout } from './pages';

const MainLayout = lazyWithRetry(loadMainLayout);

/**
 * A page component that renders at once when its code is already here, and suspends otherwise; a
 * script that does not arrive is tried again, then shown as the page's error.
 */
function pageComponent(route: PageRoute): ComponentType {
  const Suspending = lazyWithRetry(() => loadPage(route));
  return () => createElement(loadedPage(route) ?? Suspending);
}

/** A page's failure stays in the page's place, and is forgotten on going to another page. */
function PageFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageBoundary resetKey={pathname}>{children}</PageBoundary>;
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
            <PageFrame>
              <Suspense fallback={<PageProgress />}>
                <Page />
              </Suspense>
            </PageFrame>
          </RouteGuard>
        }
      />
    );
  });
}

/** The route elements of a route list, each page in its layout's group and each redirect beside them. */
export function routeElements(routes: readonly AppRoute[]) {
  const pages = routes.filter((route): route is PageRoute => !isRedirectRoute(route));
  return {
    bare: pageRoutes(pages.filter((page) => page.layout === 'bare')),
    main: pageRoutes(pages.filter((page) => page.layout !== 'bare')),
    // Outside both layouts: a redirect shows nothing; the page it leads to is guarded as usual.
    redirects: routes
      .filter(isRedirectRoute)
      .map((route) => <Route key={route.path} path={route.path} element={<Navigate to={route.redirect} replace />} />),
  };
}

// Built once: a page's lazy component must keep its identity across renders.
const appRouteElements = routeElements(appRoutes);

/**
 * Every route of the app, in the layout it sits in. Declarative routes (not the data router)
 * keep the router's share of the sign-in page's JavaScript small; pages are lazy chunks.
 */
export function AppRoutes() {
  const { bare, main, redirects } = appRouteElements;
  return (
    <Routes>
      <Route index element={<Navigate to={paths.start} replace />} />
      {redirects}
      <Route element={<BareLayout />}>{bare}</Route>
      <Route
        element={
          // Without the layout's code there is no shell to keep: its failure takes the whole screen.
          <PageFrame>
            <Suspense fallback={<PageProgress />}>
              <MainLayout />
            </Suspense>
          </PageFrame>
        }
      >
        {main}
      </Route>
      <Route path="*" element={<Navigate to={paths.notFound} replace />} />
    </Routes>
  );
}
