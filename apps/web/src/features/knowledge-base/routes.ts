import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

export const routes: AppRoute[] = [
  { path: '/pages/knowledge-base', access: { auth: authRoles.user }, load: () => import('./KnowledgeBasePage') },
];
