import { describe, expect, it, vi } from 'vitest';
import { languagePacks } from './languagePacks';

describe('language packs', () => {
  it('fetch a language’s pack with the namespace file of that language, and only that one', async () => {
    const arabic = vi.fn(async () => ({ ok: 'حسنًا' }));
    const turkish = vi.fn(async () => ({ ok: 'Tamam' }));
    const packs = languagePacks<{ ok: string }>({ './packs/ar.ts': arabic, './packs/tr.ts': turkish });
    const files = packs.with({
      './locales/ar.json': async () => ({ title: 'عنوان' }),
      './locales/tr.json': async () => ({ title: 'Başlık' }),
    });
    expect(packs.get('ar')).toBeUndefined();

    expect(await files['./locales/ar.json']?.()).toEqual({ title: 'عنوان' });
    expect(packs.get('ar')).toEqual({ ok: 'حسنًا' });
    expect(turkish).not.toHaveBeenCalled();
    // Fetched once, however often asked.
    await packs.load('ar');
    expect(arabic).toHaveBeenCalledOnce();
  });

  it('leave a language without a pack to the library’s defaults, and try a failed one again', async () => {
    let fail = true;
    const packs = languagePacks<string>({
      './packs/en.ts': async () => {
        if (fail) throw new Error('chunk failed');
        return 'English';
      },
    });
    expect(await packs.load('pt-BR')).toBeUndefined();
    await expect(packs.load('en')).rejects.toThrow('chunk failed');
    fail = false;
    expect(await packs.load('en')).toBe('English');
    expect(packs.get('en')).toBe('English');
  });
});
