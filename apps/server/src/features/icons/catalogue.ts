import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  type IconCatalogue,
  type IconCategory,
  type IconEntry,
  type IconFamily,
  type IconSvg,
  type IconSvgElement,
  iconCategories,
  iconFamilies,
  iconSizes,
  iconSvgAttributes,
  iconSvgTags,
} from '@conecta/contracts/icons';

/**
 * The icon catalogue, read from the installed `@mui/icons-material` (the set the web ships), never typed by hand.
 *
 * - **Names.** Every `<Name>.mjs` module of the package is one export. A name ending in `Outlined`, `Rounded`,
 *   `Sharp` or `TwoTone` is that family of the icon named without the suffix; any other name is its `Filled`
 *   family. One catalogue entry per icon (≈ 2,200), sorted by name.
 * - **Tags.** The words of the name, split at each capital and before and after each run of digits, lower-cased
 *   (`Battery20` → `battery`, `20`; `AcUnit` → `ac`, `unit`).
 * - **Categories.** Each word of `categoryWords` that is one of the tags puts the icon in that category (several
 *   may); an icon none matches is in `action`, as Material files its general icons.
 * - **Drawings.** Each module's `_jsx("path", { d: "…" })` calls, parsed once per export on first request and kept;
 *   only the elements and attributes of `iconSvgTags` / `iconSvgAttributes` are kept, so nothing else reaches a
 *   page.
 */

/** Words of a name that file an icon under a category (the category's own name counts too). */
const categoryWords: Record<IconCategory, readonly string[]> = {
  action: ['action', 'settings', 'search', 'info', 'help', 'lock', 'visibility', 'done', 'delete', 'bookmark'],
  alert: ['alert', 'error', 'warning', 'report', 'emergency', 'crisis'],
  av: [
    'play',
    'pause',
    'stop',
    'skip',
    'replay',
    'forward',
    'rewind',
    'volume',
    'video',
    'movie',
    'music',
    'mic',
    'radio',
    'album',
    'queue',
    'shuffle',
    'repeat',
    'subtitles',
    'equalizer',
    'playlist',
    'audio',
    'podcast',
  ],
  communication: [
    'call',
    'phone',
    'chat',
    'message',
    'mail',
    'email',
    'contact',
    'contacts',
    'forum',
    'comment',
    'sms',
    'voicemail',
    'dialpad',
    'textsms',
    'forward',
    'ring',
    'qr',
  ],
  content: [
    'add',
    'remove',
    'create',
    'content',
    'copy',
    'cut',
    'paste',
    'link',
    'flag',
    'inbox',
    'archive',
    'drafts',
    'save',
    'send',
    'filter',
    'sort',
    'reply',
    'undo',
    'redo',
    'clear',
    'block',
  ],
  device: [
    'battery',
    'bluetooth',
    'brightness',
    'signal',
    'wifi',
    'network',
    'gps',
    'screen',
    'storage',
    'usb',
    'sim',
    'nfc',
    'data',
    'airplanemode',
    'cellular',
    'sensors',
  ],
  editor: [
    'format',
    'text',
    'border',
    'align',
    'insert',
    'attach',
    'title',
    'functions',
    'highlight',
    'table',
    'chart',
    'money',
    'pie',
    'edit',
    'mode',
    'notes',
    'short',
    'space',
    'margin',
  ],
  file: ['file', 'folder', 'cloud', 'upload', 'download', 'attachment', 'drive', 'document', 'description'],
  hardware: [
    'keyboard',
    'computer',
    'laptop',
    'mouse',
    'tv',
    'watch',
    'tablet',
    'desktop',
    'headset',
    'headphones',
    'speaker',
    'router',
    'memory',
    'devices',
    'smartphone',
    'cast',
    'gamepad',
    'phonelink',
    'developer',
    'dock',
  ],
  home: ['home', 'house', 'bed', 'kitchen', 'light', 'lightbulb', 'chair', 'door', 'garage', 'thermostat', 'blender'],
  image: [
    'image',
    'photo',
    'camera',
    'crop',
    'color',
    'palette',
    'brush',
    'tune',
    'rotate',
    'flip',
    'panorama',
    'exposure',
    'iso',
    'collections',
    'burst',
    'flash',
    'hdr',
    'blur',
    'adjust',
    'gradient',
    'landscape',
    'portrait',
  ],
  maps: [
    'map',
    'place',
    'location',
    'directions',
    'local',
    'layers',
    'traffic',
    'train',
    'bus',
    'car',
    'flight',
    'bike',
    'walk',
    'transit',
    'subway',
    'tram',
    'taxi',
    'pin',
    'route',
    'terrain',
    'near',
    'navigation',
    'my',
  ],
  navigation: [
    'arrow',
    'chevron',
    'menu',
    'expand',
    'close',
    'cancel',
    'first',
    'last',
    'refresh',
    'apps',
    'more',
    'unfold',
    'subdirectory',
    'north',
    'south',
    'east',
    'west',
    'fullscreen',
    'double',
    'switch',
  ],
  notification: [
    'notification',
    'notifications',
    'sync',
    'vpn',
    'event',
    'priority',
    'alarm',
    'vibration',
    'disturb',
    'wc',
    'sd',
    'tap',
  ],
  places: [
    'pool',
    'hotel',
    'restaurant',
    'store',
    'business',
    'apartment',
    'cottage',
    'villa',
    'cabin',
    'beach',
    'spa',
    'golf',
    'casino',
    'fitness',
    'child',
    'smoking',
    'stroller',
    'room',
    'hot',
    'park',
  ],
  social: [
    'person',
    'people',
    'group',
    'groups',
    'share',
    'public',
    'school',
    'sentiment',
    'mood',
    'emoji',
    'thumb',
    'cake',
    'domain',
    'face',
    'pages',
    'poll',
    'party',
    'sports',
    'recommend',
    'military',
    'social',
    'whatshot',
  ],
  toggle: ['check', 'star', 'toggle', 'indeterminate', 'checkbox', 'radio', 'button'],
};

/** The words of an icon's name, lower-cased: `Filter9Plus` → `filter`, `9`, `plus`. */
export function tagsOf(name: string): string[] {
  return (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [name]).map((word) => word.toLowerCase());
}

/** The categories of an icon with these tags, in `iconCategories` order; `action` when none matches. */
export function categoriesOf(tags: readonly string[]): IconCategory[] {
  const found = iconCategories.filter((category) =>
    [category, ...categoryWords[category]].some((word) => tags.includes(word)),
  );
  return found.length ? found : ['action'];
}

/** The icon and family an export name is: `CheckOutlined` → `Check`, `Outlined`. */
export function familyOf(exportName: string): { icon: string; family: IconFamily } {
  const family = iconFamilies.find(
    (suffix) => suffix !== 'Filled' && exportName.endsWith(suffix) && exportName.length > suffix.length,
  );
  return family ? { icon: exportName.slice(0, -family.length), family } : { icon: exportName, family: 'Filled' };
}

const exportNameOf = (icon: string, family: IconFamily) => (family === 'Filled' ? icon : `${icon}${family}`);

interface Catalogue {
  entries: IconCatalogue;
  /** Each icon's families, as the package has them. */
  families: Map<string, Set<IconFamily>>;
  directory: string;
  drawings: Map<string, Promise<IconSvgElement[]>>;
}

let loading: Promise<Catalogue> | undefined;

async function load(): Promise<Catalogue> {
  const manifestPath = createRequire(import.meta.url).resolve('@mui/icons-material/package.json');
  const directory = dirname(manifestPath);
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { version: string };
  const version = Number.parseInt(manifest.version, 10);
  const families = new Map<string, Set<IconFamily>>();
  for (const file of await readdir(directory)) {
    // Icons are the PascalCase modules; `index.mjs` and `utils/` are not.
    if (!/^[A-Z0-9][A-Za-z0-9]*\.mjs$/.test(file)) continue;
    const { icon, family } = familyOf(file.slice(0, -'.mjs'.length));
    const known = families.get(icon) ?? new Set<IconFamily>();
    known.add(family);
    families.set(icon, known);
  }
  const entries = [...families.keys()]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name): IconEntry => {
      const tags = tagsOf(name);
      return {
        name,
        version,
        unsupported_families: [],
        categories: categoriesOf(tags),
        tags,
        sizes_px: [...iconSizes],
      };
    });
  return { entries, families, directory, drawings: new Map() };
}

/** The catalogue, read from the package on first use and kept for the life of the process. */
export function iconCatalogue(): Promise<Catalogue> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const allowedTags = new Set<string>(iconSvgTags);
const allowedAttributes = new Set<string>(iconSvgAttributes);

/** The SVG elements of one export's module: each `_jsx("tag", { key: "value", … })`. */
export function parseIconModule(source: string): IconSvgElement[] {
  const elements: IconSvgElement[] = [];
  for (const call of source.matchAll(/_jsx\("(\w+)",\s*\{([^{}]*)\}/g)) {
    const tag = call[1] as IconSvgElement['tag'];
    if (!allowedTags.has(tag)) continue;
    const attrs: Record<string, string> = {};
    for (const pair of (call[2] ?? '').matchAll(/(\w+):\s*"([^"]*)"/g)) {
      const [, key, value] = pair;
      if (key && value !== undefined && allowedAttributes.has(key)) attrs[key] = value;
    }
    elements.push({ tag, attrs });
  }
  return elements;
}

/** The drawings of these icons in this family (or the first family an icon has), unknown names left out. */
export async function iconDrawings(names: readonly string[], family: IconFamily): Promise<IconSvg[]> {
  const catalogue = await iconCatalogue();
  const found: IconSvg[] = [];
  for (const name of new Set(names)) {
    const has = catalogue.families.get(name);
    if (!has) continue;
    const drawn = has.has(family) ? family : (iconFamilies.find((candidate) => has.has(candidate)) ?? 'Filled');
    const exportName = exportNameOf(name, drawn);
    let elements = catalogue.drawings.get(exportName);
    if (!elements) {
      elements = readFile(join(catalogue.directory, `${exportName}.mjs`), 'utf8').then(parseIconModule);
      catalogue.drawings.set(exportName, elements);
    }
    found.push({ name, exportName, elements: await elements });
  }
  return found;
}
