import { describe, expect, it } from 'vitest';
import { languageChanged } from '../i18n/languageSlice';
import { defaultSettings, settingsApplied, settingsSlice } from './settingsSlice';

const reduce = settingsSlice.reducer;

describe('settings slice', () => {
  it('turns the direction with the language: right-to-left for Arabic, left-to-right otherwise (§3)', () => {
    const arabic = reduce(defaultSettings, languageChanged('ar'));
    expect(arabic.direction).toBe('rtl');
    expect(reduce(arabic, languageChanged('tr')).direction).toBe('ltr');
    expect(reduce(arabic, languageChanged('pt-BR')).direction).toBe('ltr');
  });

  it("keeps the language's direction over one saved with the settings", () => {
    const arabic = reduce(defaultSettings, languageChanged('ar'));
    const applied = reduce(arabic, settingsApplied({ direction: 'ltr', animations: false }));
    expect(applied.direction).toBe('rtl');
    expect(applied.animations).toBe(false);
  });

  it('starts with the stored language’s direction', () => {
    localStorage.setItem('language', 'ar');
    expect(settingsSlice.getInitialState().direction).toBe('rtl');
    localStorage.setItem('language', 'en');
    expect(settingsSlice.getInitialState().direction).toBe('ltr');
  });
});
