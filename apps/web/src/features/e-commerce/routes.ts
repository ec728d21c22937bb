import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

const access = { auth: authRoles.user };

export const routes: AppRoute[] = [
  { path: '/apps/e-commerce', redirect: '/apps/e-commerce/products' },
  { path: '/apps/e-commerce/products', access, load: () => import('./ProductsPage') },
  // `new` as the id opens an empty form.
  { path: '/apps/e-commerce/products/:productId/:productHandle?', access, load: () => import('./ProductPage') },
  { path: '/apps/e-commerce/orders', access, load: () => import('./OrdersPage') },
  { path: '/apps/e-commerce/orders/:orderId', access, load: () => import('./OrderPage') },
];
