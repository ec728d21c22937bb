import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

const access = { auth: authRoles.user };

// The two layouts of the same invoice (demo-apps §2); one page module draws both.
export const routes: AppRoute[] = [
  { path: '/pages/invoices', redirect: '/pages/invoices/compact' },
  { path: '/pages/invoices/compact', access, load: () => import('./InvoicePage') },
  { path: '/pages/invoices/modern', access, load: () => import('./InvoicePage') },
];
