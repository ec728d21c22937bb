import type { Feature } from '../platform/feature';
import { academyFeature } from './academy';
import { analyticsDashboardFeature } from './analytics-dashboard';
import { auditFeature } from './audit';
import { authFeature } from './auth';
import { calendarFeature } from './calendar';
import { chatFeature } from './chat';
import { contactsFeature } from './contacts';
import { devicesFeature } from './devices';
import { eCommerceFeature } from './e-commerce';
import { faqFeature } from './faq';
import { fileManagerFeature } from './file-manager';
import { iconsFeature } from './icons';
import { invoicesFeature } from './invoices';
import { knowledgeBaseFeature } from './knowledge-base';
import { mailFeature } from './mail';
import { notesFeature } from './notes';
import { preferencesFeature } from './preferences';
import { profileFeature } from './profile';
import { projectDashboardFeature } from './project-dashboard';
import { quickPanelFeature } from './quick-panel';
import { scrumboardFeature } from './scrumboard';
import { searchFeature } from './search';
import { todoFeature } from './todo';
import { usersFeature } from './users';

/**
 * Every server feature, listed once: the app registers their routes, drizzle-kit's tables are theirs (and the
 * platform's), and their sample data loads in this order (accounts and people first: other features refer to them).
 * A new feature adds one line here and nothing else outside its folder.
 */
export const features: readonly Feature[] = [
  auditFeature,
  authFeature,
  usersFeature,
  preferencesFeature,
  quickPanelFeature,
  devicesFeature,
  chatFeature,
  mailFeature,
  todoFeature,
  faqFeature,
  knowledgeBaseFeature,
  invoicesFeature,
  eCommerceFeature,
  scrumboardFeature,
  notesFeature,
  contactsFeature,
  searchFeature,
  fileManagerFeature,
  academyFeature,
  projectDashboardFeature,
  profileFeature,
  iconsFeature,
  analyticsDashboardFeature,
  calendarFeature,
];
