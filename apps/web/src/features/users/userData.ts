import type { TFunction } from 'i18next';
import { isLanguageId, languages } from '../../shell/i18n/languages';
import type { usersNamespace } from './locales';

/** One line of the stored settings as a person reads it. */
export interface SettingRow {
  /** The setting's path in the stored object, e.g. 'layout.config.navbar.folded'. */
  path: string;
  label: string;
  value: string;
}

type Translate = TFunction<typeof usersNamespace>;

/** Nesting deeper than this is shown as JSON: no real setting goes that deep. */
const maxDepth = 4;
/** Path segments that only group others and would add nothing to a label. */
const silentSegments = new Set(['config']);

/**
 * The stored settings as labelled lines: nested objects become "Layout › Navbar › Folded", known
 * values are translated, and whatever this version does not know (a newer client's setting, a
 * hand-edited value) still shows, under its own name, instead of breaking the page.
 */
export function settingRows(settings: Record<string, unknown>, t: Translate): SettingRow[] {
  const rows: SettingRow[] = [];
  const visit = (value: unknown, path: string[]) => {
    if (isPlainObject(value) && path.length < maxDepth && Object.keys(value).length > 0) {
      for (const [key, inner] of Object.entries(value)) visit(inner, [...path, key]);
      return;
    }
    const labelled = path.filter((segment, index) => index === 0 || !silentSegments.has(segment));
    rows.push({
      path: path.join('.'),
      label: labelled.map((segment) => t(`setting_${segment}`, { defaultValue: humanize(segment) })).join(' › '),
      value: settingValue(path[path.length - 1] ?? '', value, t),
    });
  };
  for (const [key, value] of Object.entries(settings)) visit(value, [key]);
  return rows;
}

function settingValue(key: string, value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'value_yes' : 'value_no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (key === 'language' && isLanguageId(value))
      return languages.find((language) => language.id === value)?.title ?? value;
    // Only plain words can be keys: a URL or a sentence is shown as it is.
    return /^[\w-]+$/.test(value) ? t(`value_${value}`, { defaultValue: value }) : value;
  }
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => settingValue(key, item, t)).join(', ');
  return JSON.stringify(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'customScrollbars' → 'Custom scrollbars', 'dark_mode' → 'Dark mode': a name for a key no one translated. */
export function humanize(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]?.toUpperCase() + words.slice(1) : key;
}
