/** What a route declares about who may see it, beside its path (not in the lazy chunk). */
export interface RouteAccess {
  /** Roles allowed in (see `hasPermission`); an empty list means guests only; absent means anyone. */
  auth?: readonly string[];
  /**
   * Where a guest goes instead of /login, without remembering this page. For pages that make
   * no sense to come back to after signing in (the logout page).
   */
  guestFallback?: string;
}
