import { describe, expect, it } from 'vitest';
import { languageChanged } from '../../shell/i18n/languageSlice';
import { themeChosen } from '../../shell/settings/settingsSlice';
import { makeStore } from '../store';
import { prerenderedState } from './prerenderedState';

describe("a guest page's rendered HTML", () => {
  it('is hydrated only in the state it was rendered in: same page, direction and settings', () => {
    const rendered = prerenderedState(makeStore().getState(), '/login');
    expect(prerenderedState(makeStore().getState(), '/login')).toBe(rendered);
    // English and Turkish read left to right like Portuguese: the sign-in page's markup is the same.
    const english = makeStore();
    english.dispatch(languageChanged('en'));
    expect(prerenderedState(english.getState(), '/login')).toBe(rendered);

    expect(prerenderedState(makeStore().getState(), '/register')).not.toBe(rendered);
    const arabic = makeStore();
    arabic.dispatch(languageChanged('ar'));
    expect(prerenderedState(arabic.getState(), '/login')).not.toBe(rendered);
    const dark = makeStore();
    dark.dispatch(themeChosen({ region: 'main', name: 'dark' }));
    expect(prerenderedState(dark.getState(), '/login')).not.toBe(rendered);
  });
});
