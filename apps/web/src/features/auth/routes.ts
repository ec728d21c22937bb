import { authRoles } from '@conecta/contracts/roles';
import { paths } from '../../shell/paths';
import type { AppRoute } from '../../shell/routing';

export const routes: AppRoute[] = [
  // Guest-only pages, shown in the bare layout.
  {
    path: '/login',
    layout: 'bare',
    access: { auth: authRoles.onlyGuest },
    load: () => import('./LoginPage'),
  },
  {
    path: '/register',
    layout: 'bare',
    access: { auth: authRoles.onlyGuest },
    load: () => import('./RegisterPage'),
  },
  {
    path: '/callback',
    layout: 'bare',
    access: { auth: authRoles.onlyGuest },
    load: () => import('./CallbackPage'),
  },
  // Auth pages inside the main layout.
  {
    path: '/logout',
    // Once signed out, the guest is sent home rather than asked to sign in to log out again.
    access: { auth: authRoles.user, guestFallback: paths.home },
    load: () => import('./LogoutPage'),
  },
  {
    path: '/auth/admin-role-example',
    access: { auth: authRoles.admin },
    load: () => import('./RoleExamplePages').then((module) => ({ default: module.AdminRoleExamplePage })),
  },
  {
    path: '/auth/staff-role-example',
    access: { auth: authRoles.staff },
    load: () => import('./RoleExamplePages').then((module) => ({ default: module.StaffRoleExamplePage })),
  },
  {
    path: '/auth/guest-role-example',
    access: { auth: authRoles.onlyGuest },
    load: () => import('./RoleExamplePages').then((module) => ({ default: module.GuestRoleExamplePage })),
  },
];
