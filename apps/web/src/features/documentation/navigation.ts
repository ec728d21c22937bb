import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { NavigationContribution } from '../../app/navigationGroups';
import { guidePages, guideSections } from './guide';
import { documentationNamespace } from './locales';

// English titles are the fallback; the locales give each language's.
const englishTitles: Record<string, string> = {
  'getting-started': 'Getting started',
  configuration: 'Configuration',
  development: 'Development',
};

export const navigation: NavigationContribution[] = guideSections.map((section, index) => ({
  group: 'documentation',
  order: 10 * (index + 1),
  item: {
    id: `documentation-${section.slug}`,
    title: englishTitles[section.slug] ?? section.slug,
    translate: `${documentationNamespace}:${section.titleKey}`,
    type: 'collapse',
    icon: MenuBookIcon,
    children: guidePages
      .filter((page) => page.section === section.slug)
      .map((page) => ({
        id: `documentation-${page.section}-${page.slug}`,
        title: page.slug,
        translate: `${documentationNamespace}:${page.titleKey}`,
        type: 'item',
        url: page.path,
      })),
  },
}));
