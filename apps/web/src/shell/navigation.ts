import { hasPermission } from '@conecta/contracts/roles';
import type SvgIcon from '@mui/material/SvgIcon';

/** An entry's icon: an MUI icon component (`import MailIcon from '@mui/icons-material/Mail'`). */
export type NavigationIconComponent = typeof SvgIcon;

/** A badge beside an entry (console-core §3): its text and colours (theme paths such as `primary.main` work). */
export interface NavigationBadge {
  title: string;
  bg: string;
  fg: string;
  /** What assistive technology reads instead of the bare title ("3 unread"). */
  label?: string;
}

/**
 * One entry of the navigation (console-core §2.8, §3 "Navigation item"). Features declare their
 * own entries beside their routes; one configuration drives the menus, the search and the shortcuts.
 */
export interface NavigationItem {
  id: string;
  /** Fallback text when no translation exists. */
  title: string;
  /** i18next key, `namespace:key`. */
  translate?: string;
  type: 'group' | 'collapse' | 'item' | 'link' | 'divider';
  /** The entry's icon, shown by the menus and the shortcuts (a generic one when it has none). */
  icon?: NavigationIconComponent;
  url?: string;
  /** Same rule as routes: absent → everyone, [] → guests only, otherwise one matching role. */
  auth?: readonly string[];
  badge?: NavigationBadge;
  /**
   * A live badge: a hook the entry calls while it is shown, answering the badge of the moment (a feature's
   * unread count) or nothing. It wins over `badge`. The shell calls it without knowing the feature.
   */
  useBadge?: () => NavigationBadge | undefined;
  children?: NavigationItem[];
  /** Active only on exactly this url, not below it. */
  exact?: boolean;
  /** For `link` entries: where the page opens (external links open in a new tab by default). */
  target?: '_blank' | '_self';
}

/** The tree as the user's role may see it: hidden entries go, and so do groups left empty. */
export function visibleNavigation(items: readonly NavigationItem[], roles: unknown): NavigationItem[] {
  const visible: NavigationItem[] = [];
  for (const item of items) {
    if (!hasPermission(item.auth, roles)) continue;
    if (item.children) {
      const children = visibleNavigation(item.children, roles);
      if (children.length === 0 && !item.url) continue;
      visible.push({ ...item, children });
    } else {
      visible.push(item);
    }
  }
  return visible;
}

/** Every page the user's role may open (items and links with a url), in menu order. */
export function navigablePages(items: readonly NavigationItem[], roles: unknown): NavigationItem[] {
  return visibleNavigation(items, roles).flatMap((item) => [
    ...((item.type === 'item' || item.type === 'link') && item.url ? [item] : []),
    ...navigablePages(item.children ?? [], roles),
  ]);
}

/** The entry's title in the current language (its `translate` key), or its plain title. */
export function navigationTitle(
  item: NavigationItem,
  t: (key: string, options: { defaultValue: string }) => string,
): string {
  return item.translate ? t(item.translate, { defaultValue: item.title }) : item.title;
}
