/**
 * The guide's table of contents: its sections and pages in reading order. Each page is a Markdown
 * file at `docs/guide/<section>/<page>.md` in the repository (English), shown at `/documentation/<section>/<page>`;
 * `<page>.<language>.md` beside it, when there is one, is the page in that language (`pt-BR`), shown to
 * those who use the console in it. Plain data: the navigation reads it without loading the pages.
 */
export const guideSections = [
  {
    slug: 'user-guide',
    titleKey: 'section_userGuide',
    pages: [
      { slug: 'signing-in', titleKey: 'page_signingIn' },
      { slug: 'device-list', titleKey: 'page_deviceList' },
      { slug: 'user-data', titleKey: 'page_userData' },
      { slug: 'mail', titleKey: 'page_mail' },
      { slug: 'todo', titleKey: 'page_todo' },
      { slug: 'chat', titleKey: 'page_chat' },
      { slug: 'settings-and-languages', titleKey: 'page_settingsAndLanguages' },
    ],
  },
  {
    slug: 'getting-started',
    titleKey: 'section_gettingStarted',
    pages: [
      { slug: 'introduction', titleKey: 'page_introduction' },
      { slug: 'installation', titleKey: 'page_installation' },
    ],
  },
  {
    slug: 'configuration',
    titleKey: 'section_configuration',
    pages: [
      { slug: 'environment-variables', titleKey: 'page_environmentVariables' },
      { slug: 'sign-in-providers', titleKey: 'page_signInProviders' },
      { slug: 'postgresql-and-scaling', titleKey: 'page_postgresqlAndScaling' },
      { slug: 'roles-and-access', titleKey: 'page_rolesAndAccess' },
      { slug: 'multi-language', titleKey: 'page_multiLanguage' },
      { slug: 'theming-and-layouts', titleKey: 'page_themingAndLayouts' },
    ],
  },
  {
    slug: 'development',
    titleKey: 'section_development',
    pages: [
      { slug: 'api', titleKey: 'page_api' },
      { slug: 'adding-a-feature', titleKey: 'page_addingAFeature' },
      { slug: 'feature-template', titleKey: 'page_featureTemplate' },
      { slug: 'security-and-reliability', titleKey: 'page_securityAndReliability' },
    ],
  },
] as const;

type Section = (typeof guideSections)[number];
export type GuideSectionTitleKey = Section['titleKey'];
export type GuidePageTitleKey = Section['pages'][number]['titleKey'];

export interface GuidePage {
  section: string;
  slug: string;
  titleKey: GuidePageTitleKey;
  sectionTitleKey: GuideSectionTitleKey;
  /** `/documentation/<section>/<page>` */
  path: string;
}

export const documentationRoot = '/documentation';

/** Every page in reading order. */
export const guidePages: readonly GuidePage[] = guideSections.flatMap((section) =>
  section.pages.map((page) => ({
    section: section.slug,
    slug: page.slug,
    titleKey: page.titleKey,
    sectionTitleKey: section.titleKey,
    path: `${documentationRoot}/${section.slug}/${page.slug}`,
  })),
);

export function findGuidePage(section: string | undefined, slug: string | undefined): GuidePage | undefined {
  return guidePages.find((page) => page.section === section && page.slug === slug);
}
