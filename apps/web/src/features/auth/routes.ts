import { authRoles } from '@conecta/contracts';
import { paths } from '../../shell/paths';
import { type AppRoute, lazyPage } from '../../shell/routing';

/** Guest-only pages, shown in the bare layout. */
export const authGuestRoutes: AppRoute[] = [
  {
    path: '/login',
    access: { auth: authRoles.onlyGuest },
    ...lazyPage(() => import('./LoginPage')),
  },
  {
    path: '/register',
    access: { auth: authRoles.onlyGuest },
    ...lazyPage(() => import('./RegisterPage')),
  },
  {
    path: '/callback',
    access: { auth: authRoles.onlyGuest },
    ...lazyPage(() => import('./CallbackPage')),
  },
];

/** Auth pages inside the main layout. */
export const authRoutes: AppRoute[] = [
  {
    path: '/logout',
    // Once signed out, the guest is sent home rather than asked to sign in to log out again.
    access: { auth: authRoles.user, guestFallback: paths.home },
    ...lazyPage(() => import('./LogoutPage')),
  },
  {
    path: '/auth/admin-role-example',
    access: { auth: authRoles.admin },
    ...lazyPage(() => import('./RoleExamplePages').then((module) => ({ default: module.AdminRoleExamplePage }))),
  },
  {
    path: '/auth/staff-role-example',
    access: { auth: authRoles.staff },
    ...lazyPage(() => import('./RoleExamplePages').then((module) => ({ default: module.StaffRoleExamplePage }))),
  },
  {
    path: '/auth/guest-role-example',
    access: { auth: authRoles.onlyGuest },
    ...lazyPage(() => import('./RoleExamplePages').then((module) => ({ default: module.GuestRoleExamplePage }))),
  },
];
