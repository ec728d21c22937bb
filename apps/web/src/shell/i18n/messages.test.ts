import { declaredMessages, messageGroupOf } from '@conecta/contracts/messages';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readApiFailure } from '../../app/apiFailure';
import { i18n } from '.';
import { languages } from './languages';
import { messageTextPlace, useMessageText } from './messages';

/** Every module of the contracts, so the codes of every feature are declared before the checks. */
const contractModules = import.meta.glob<Record<string, unknown>>(
  ['../../../../../packages/contracts/src/*.ts', '!../../../../../packages/contracts/src/*.test.ts'],
  { eager: true },
);

describe('declared message codes', () => {
  it('are declared in one catalogue per group, so no two features share a code', () => {
    const cataloguesOfGroup = new Map<string, Set<object>>();
    for (const exports of Object.values(contractModules)) {
      for (const value of Object.values(exports)) {
        const group = messageGroupOf(value);
        if (group) cataloguesOfGroup.set(group, (cataloguesOfGroup.get(group) ?? new Set()).add(value as object));
      }
    }
    expect([...cataloguesOfGroup.keys()]).toEqual(expect.arrayContaining(['todo', 'mail', 'device', 'chat', 'http']));
    // A group two modules declared (two features both calling theirs `notes`) has two catalogues.
    const shared = [...cataloguesOfGroup].filter(([, catalogues]) => catalogues.size > 1).map(([group]) => group);
    expect(shared).toEqual([]);
    // Every declared code belongs to a catalogue the contracts export.
    const groups = new Set(cataloguesOfGroup.keys());
    expect([...declaredMessages().keys()].filter((code) => !groups.has(code.split('.')[0] ?? ''))).toEqual([]);
  });

  it('have a text in every language, using only the values the English carries', () => {
    const missing: string[] = [];
    const wrongValues: string[] = [];
    for (const [code, template] of declaredMessages()) {
      const { namespace, key } = messageTextPlace(code);
      const values = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const { id } of languages) {
        const text = i18n.getResource(id, namespace, key, { keySeparator: false }) as unknown;
        if (typeof text !== 'string' || text === '') {
          missing.push(`${code} (${id}: ${namespace}:${key})`);
          continue;
        }
        const said = [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
        // A translation may leave a value out ("shortly" for {after}), never use one that is not sent.
        if (said.some((name) => !values.includes(name))) wrongValues.push(`${code} (${id}): ${said.join()}`);
      }
    }
    expect({ missing, wrongValues }).toEqual({ missing: [], wrongValues: [] });
  });
});

describe('useMessageText', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('says a server refusal and a browser validation code in Portuguese', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    const { result } = renderHook(() => useMessageText());
    const refusal = readApiFailure({
      status: 400,
      data: {
        message: 'Invalid body: imei',
        code: 'http.invalidPart',
        params: { part: 'body', fields: 'imei' },
        error: { imei: 'Another device already has this IMEI' },
        codes: { imei: 'device.imeiTaken' },
      },
    });
    const say = result.current;
    expect(say(refusal.fields.imei ?? '')).toBe('Outro dispositivo já tem este IMEI');
    expect(say(refusal.message ?? '')).toBe('Dados inválidos (body): imei');
    // What a contract's zod check leaves in a form: the code alone.
    expect(say('auth.validEmail')).toBe('Insira um e-mail válido');
    expect(say('todo.title')).not.toBe('Title is required (up to 200 characters)');
    // A sentence nobody declared, and an unknown code of a server, as they came.
    expect(say('Something new')).toBe('Something new');
    expect(say({ message: 'Something new', code: 'parcels.lost' })).toBe('Something new');
  });
});
