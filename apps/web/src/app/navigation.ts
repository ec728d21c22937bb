import { buildNavigation } from './navigationDiscovery';
import { type NavigationContribution, navigationGroups } from './navigationGroups';
import { appRoutes } from './pages';

/**
 * The main navigation, discovered: each feature's `navigation.ts` exports `navigation`, its
 * entries and the groups they join. Loaded with the main layout, not before.
 */
export const appNavigation = buildNavigation(
  navigationGroups,
  import.meta.glob<readonly NavigationContribution[]>('../features/*/navigation.ts', {
    eager: true,
    import: 'navigation',
  }),
  appRoutes,
);
