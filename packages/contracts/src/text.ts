import { defineMessages } from './messages';

/**
 * Limits every text and stored document the API accepts shares, in one place for browser and server.
 * No zod here: the server applies `findNulCharacter` to every request before any schema sees it.
 */

export const inputMessages = defineMessages('input', {
  nul: 'Text cannot contain the NUL character (\\0).',
  surrogate: 'Text cannot contain a lone UTF-16 surrogate (\\ud800–\\udfff): it is not a character.',
  settingsTooDeep: 'Settings can be nested at most 20 levels deep.',
  settingsTooLarge: 'Settings can take at most 64 KiB.',
});

/** Stored settings are sent back with every session check: kept small and shallow. */
export const settingsLimits = { depth: 20, bytes: 64 * 1024 } as const;

type PathPart = string | number;

/** A place in a value: its key and the place of its parent, so no path is copied until one is needed. */
interface Place {
  value: unknown;
  key?: PathPart;
  parent?: Place;
}

function pathOf(place: Place | undefined, last?: PathPart): PathPart[] {
  const reversed: PathPart[] = last === undefined ? [] : [last];
  for (let at = place; at && at.key !== undefined; at = at.parent) reversed.push(at.key);
  return reversed.reverse();
}

/** A high surrogate not followed by a low one, or a low one not after a high one: half a character. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as text (NUL; half a UTF-16 pair, which PostgreSQL refuses to encode), or undefined. */
export function unstorableText(text: string): 'nul' | 'surrogate' | undefined {
  if (text.includes('\u0000')) return 'nul';
  return loneSurrogate.test(text) ? 'surrogate' : undefined;
}

/**
 * The first string, or object key, that cannot be stored as text — its path and why — or undefined.
 * PostgreSQL's text and jsonb cannot store NUL nor an unpaired surrogate (`"\ud800"` in JSON), so such input is
 * refused up front as a 400 instead of failing in the database. Linear in the size of the value, with its
 * own stack: a body nested 500,000 levels deep neither overflows the call stack nor costs more than a flat
 * one of the same size.
 */
export function findUnstorableText(value: unknown): { path: PathPart[]; problem: 'nul' | 'surrogate' } | undefined {
  const pending: Place[] = [{ value }];
  for (let place = pending.pop(); place; place = pending.pop()) {
    const current = place.value;
    if (typeof current === 'string') {
      const problem = unstorableText(current);
      if (problem) return { path: pathOf(place), problem };
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index += 1)
        pending.push({ value: current[index], key: index, parent: place });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const problem = unstorableText(key);
        if (problem) return { path: pathOf(place, key), problem };
        pending.push({ value: item, key, parent: place });
      }
    }
  }
  return undefined;
}

/** How deeply objects and arrays nest in `value` (a plain value is 0 deep), counted without recursion. */
export function nestingDepth(value: unknown, stopAbove = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    deepest = Math.max(deepest, depth);
    if (deepest > stopAbove) return deepest;
    for (const item of Object.values(next.value)) pending.push({ value: item, depth });
  }
  return deepest;
}

/** The refusal for settings over `settingsLimits`, or undefined when they fit. */
export function settingsProblem(settings: unknown): string | undefined {
  if (nestingDepth(settings, settingsLimits.depth) > settingsLimits.depth) return inputMessages.settingsTooDeep;
  const bytes = new TextEncoder().encode(JSON.stringify(settings) ?? '').length;
  return bytes > settingsLimits.bytes ? inputMessages.settingsTooLarge : undefined;
}
