import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';
import { guidePages, guideSections } from './guide';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'documentation',
  import.meta.glob('./locales/*.json', { query: '?pick=section', import: 'default', eager: true }),
);

// English titles are the fallback; the locales give each language's.
const englishTitles: Record<string, string> = {
  'user-guide': 'User guide',
  'getting-started': 'Getting started',
  configuration: 'Configuration',
  development: 'Development',
};

/**
 * One entry per section, opening its first page. The pages themselves are listed once, beside the page
 * (`GuideSideNav`), where long titles wrap instead of being clipped.
 */
export const navigation: NavigationContribution[] = guideSections.map((section, index) => ({
  group: 'documentation',
  order: 10 * (index + 1),
  item: {
    id: `documentation-${section.slug}`,
    title: englishTitles[section.slug] ?? section.slug,
    translate: navigationText(section.titleKey),
    type: 'item',
    icon: MenuBookIcon,
    url: guidePages.find((page) => page.section === section.slug)?.path ?? '/documentation',
  },
}));
