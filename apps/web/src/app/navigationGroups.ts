import type { NavigationIconComponent, NavigationItem } from '../shell/navigation';

/**
 * The groups of the main navigation, in the order they are shown. The app owns them, so a new
 * feature only says which group its entries join; no feature owns a group the others go into.
 */
export const navigationGroups = [
  // The product's own screens sit at the top level, as the spec lists them (console-core §2.6),
  // not under a heading.
  { id: 'conecta', title: 'Conecta', translate: 'shell:navigationGroup_conecta', inline: true },
  { id: 'dashboards', title: 'Dashboards', translate: 'shell:navigationGroup_dashboards' },
  { id: 'applications', title: 'Applications', translate: 'shell:navigationGroup_applications' },
  { id: 'pages', title: 'Pages', translate: 'shell:navigationGroup_pages' },
  { id: 'documentation', title: 'Documentation', translate: 'shell:navigationGroup_documentation' },
] as const satisfies readonly NavigationGroup[];

export interface NavigationGroup {
  id: string;
  title: string;
  translate: string;
  /** Its entries go to the top level instead of under the group's heading. */
  inline?: boolean;
}

export type NavigationGroupId = (typeof navigationGroups)[number]['id'];

/**
 * One entry a feature adds to the navigation (its `navigation.ts` exports a list of them as
 * `navigation`). No `auth` here: an entry's access is the access of the route its `url` names.
 */
export interface NavigationContribution {
  group: NavigationGroupId;
  /** Place within the group, lowest first. */
  order: number;
  /** A feature's entry brings its own icon component (the pages inside a collapse need none). */
  item: NavigationEntry & { icon: NavigationIconComponent };
  /**
   * Listed for everyone, guests too, though its route still asks a guest to sign in first: for the
   * start page, which a guest may keep among their shortcuts. Otherwise the route's roles apply.
   */
  listedForGuests?: boolean;
}

/** A navigation item without an access list of its own, and so are its children. */
export type NavigationEntry = Omit<NavigationItem, 'auth' | 'children'> & { children?: NavigationEntry[] };
