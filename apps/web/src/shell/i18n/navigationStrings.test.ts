import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '.';
import { navigationStrings } from './navigationStrings';

describe('navigation strings', () => {
  afterEach(() => i18n.changeLanguage('pt-BR'));

  it('are what the navigation of every page shows, in every language, without the feature namespace', async () => {
    // What navigation.ts gets from the glob with the `pick` query.
    const text = navigationStrings('stock-items', {
      './locales/en.json': {
        appTitle: 'Notes',
        firedCount_one: '{{count}} reminder',
        firedCount_other: '{{count}} reminders',
      },
      './locales/pt-BR.json': {
        appTitle: 'Notas',
        firedCount_one: '{{count}} lembrete',
        firedCount_other: '{{count}} lembretes',
      },
    });
    await i18n.changeLanguage('pt-BR');
    expect(i18n.t(text('appTitle') as never)).toBe('Notas');
    expect(i18n.t(text('firedCount') as never, { count: 3 } as never)).toBe('3 lembretes');
    await i18n.changeLanguage('en');
    expect(i18n.t(text('appTitle') as never)).toBe('Notes');
    // The feature's own namespace is not marked loaded by them: its page still fetches all of its words.
    expect(i18n.hasResourceBundle('en', 'stock-items')).toBe(false);
    expect(text('appTitle')).toBe('navigation:stock-items.appTitle');
  });

  it('come from the real locale files through the pick query', () => {
    const picked = import.meta.glob('../../features/mail/locales/*.json', {
      query: '?pick=appTitle',
      import: 'default',
      eager: true,
    });
    expect(picked['../../features/mail/locales/pt-BR.json']).toEqual({ appTitle: 'E-mail' });
  });
});
