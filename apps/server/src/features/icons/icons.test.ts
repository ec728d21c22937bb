import type { IconCatalogue, IconSvgList } from '@conecta/contracts/icons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';
import { categoriesOf, familyOf, parseIconModule, tagsOf } from './catalogue';

let t: TestApp;
const token = { user: '', guest: '' };

beforeAll(async () => {
  t = await createTestApp();
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-icons@conecta.example');
});
afterAll(() => t.close());

const get = (url: string, who: keyof typeof token = 'user') =>
  t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });

describe('the icon catalogue', () => {
  it('answers 401 without a token and 403 to an account without the user role', async () => {
    for (const url of ['/api/icons', '/api/icons/svg?names=Check']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, 'guest')).statusCode, url).toBe(403);
    }
  });

  it('is every icon of the installed package, one entry per icon, alphabetically, with the spec’s fields', async () => {
    const response = await get('/api/icons');
    expect(response.statusCode).toBe(200);
    const catalogue: IconCatalogue = response.json();
    expect(catalogue.length).toBeGreaterThan(2000);
    const names = catalogue.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(names).size).toBe(names.length);
    // The families are one entry: no `CheckOutlined` beside `Check`.
    expect(names).toContain('CheckCircle');
    expect(names).not.toContain('CheckCircleOutlined');
    expect(catalogue.find((entry) => entry.name === 'CheckCircle')).toEqual({
      name: 'CheckCircle',
      version: 9,
      unsupported_families: [],
      categories: ['toggle'],
      tags: ['check', 'circle'],
      sizes_px: [18, 20, 24],
    });
    for (const entry of catalogue) {
      expect(entry.categories.length, entry.name).toBeGreaterThan(0);
      expect(entry.sizes_px.every((size) => [18, 20, 24].includes(size))).toBe(true);
    }
  });

  it('draws the icons asked for, in the family asked for or the first the icon has, unknown names left out', async () => {
    const response = await get('/api/icons/svg?names=Check,Nope,Apple&family=Outlined');
    expect(response.statusCode).toBe(200);
    const { icons }: IconSvgList = response.json();
    expect(icons.map((icon) => [icon.name, icon.exportName])).toEqual([
      ['Check', 'CheckOutlined'],
      // Apple has only its Filled family.
      ['Apple', 'Apple'],
    ]);
    expect(icons[0]?.elements[0]).toEqual({ tag: 'path', attrs: { d: expect.stringMatching(/^M/) } });
  });

  it('answers 400 naming the field for a bad list of names or an unknown family', async () => {
    for (const [query, field] of [
      ['names=', 'names'],
      ['names=a,,b', 'names'],
      ['names=%3Cscript%3E', 'names'],
      [`names=${Array.from({ length: 101 }, () => 'Check').join(',')}`, 'names'],
      ['names=Check&family=Bold', 'family'],
    ] as const) {
      const response = await get(`/api/icons/svg?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().codes, query).toMatchObject({ [field]: `icons.${field}` });
    }
  });
});

describe('how the catalogue is derived from the names', () => {
  it('splits names into tags at capitals and digits', () => {
    expect(tagsOf('AcUnit')).toEqual(['ac', 'unit']);
    expect(tagsOf('Battery20')).toEqual(['battery', '20']);
    expect(tagsOf('Filter9Plus')).toEqual(['filter', '9', 'plus']);
    expect(tagsOf('HdrOnSelect')).toEqual(['hdr', 'on', 'select']);
    expect(tagsOf('TextSnippet')).toEqual(['text', 'snippet']);
  });

  it('files icons by the words of their names, general icons under action', () => {
    expect(categoriesOf(['arrow', 'back'])).toEqual(['navigation']);
    expect(categoriesOf(['phone', 'callback'])).toEqual(['communication']);
    expect(categoriesOf(['abc'])).toEqual(['action']);
  });

  it('reads a family from the suffix of an export name', () => {
    expect(familyOf('CheckOutlined')).toEqual({ icon: 'Check', family: 'Outlined' });
    expect(familyOf('AddCircleOutlineTwoTone')).toEqual({ icon: 'AddCircleOutline', family: 'TwoTone' });
    expect(familyOf('Check')).toEqual({ icon: 'Check', family: 'Filled' });
  });

  it('keeps only drawing elements and attributes from a module', () => {
    const source = `createSvgIcon([_jsx("path", { d: "M1 1h2", opacity: ".3", onClick: "x" }, "0"), _jsx("script", { src: "e" }), _jsx("circle", { cx: "12", cy: "4", r: "2" }, "1")], 'X')`;
    expect(parseIconModule(source)).toEqual([
      { tag: 'path', attrs: { d: 'M1 1h2', opacity: '.3' } },
      { tag: 'circle', attrs: { cx: '12', cy: '4', r: '2' } },
    ]);
  });
});
