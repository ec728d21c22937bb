import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

const access = { auth: authRoles.user };

export const routes: AppRoute[] = [
  { path: '/apps/academy', redirect: '/apps/academy/courses' },
  { path: '/apps/academy/courses', access, load: () => import('./CoursesPage') },
  { path: '/apps/academy/courses/:courseId/:courseHandle?', access, load: () => import('./CoursePage') },
];
