/**
 * One entry of the navigation (console-core §3 "Navigation item"). Features declare their own
 * entries beside their routes; the layout shows those the user's role may see.
 */
export interface NavigationItem {
  id: string;
  /** Fallback text when no translation exists. */
  title: string;
  /** i18next key, `namespace:key`. */
  translate: string;
  type: 'item';
  url: string;
  /** Same rule as routes: absent → everyone, [] → guests only, otherwise one matching role. */
  auth?: readonly string[];
}
