import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { paletteFor, paletteNames, palettes } from './palettes';
import { defaultSettings, mergeSettings } from './settings/settingsSlice';
import { createAppTheme } from './theme';

describe('colour schemes', () => {
  it('offers the 27 presets and neither derived theme', () => {
    expect(paletteNames).toHaveLength(27);
    expect(paletteNames.slice(0, 3)).toEqual(['default', 'defaultDark', 'legacy']);
    for (let i = 1; i <= 12; i++) expect(paletteNames).toEqual(expect.arrayContaining([`light${i}`, `dark${i}`]));
    expect(paletteNames).not.toContain('mainThemeDark');
    expect(paletteNames).not.toContain('mainThemeLight');
  });

  it('are distinct palettes, light ones light and dark ones dark', () => {
    const signatures = new Set(paletteNames.map((name) => JSON.stringify(palettes[name])));
    expect(signatures.size).toBe(27);
    expect(palettes.dark7?.mode).toBe('dark');
    expect(palettes.light7?.mode).toBe('light');
  });

  it('fall back to the default theme for an unknown name', () => {
    expect(paletteFor('no-such-theme')).toEqual(palettes.default);
    expect(createAppTheme('ltr', 'no-such-theme').palette.primary.main).toBe(palettes.default?.primary);
  });

  it('derive mainThemeDark and mainThemeLight from the main theme', () => {
    expect(paletteFor('mainThemeDark', 'light4')).toMatchObject({ mode: 'dark', primary: palettes.light4?.primary });
    expect(paletteFor('mainThemeLight', 'dark4')).toMatchObject({ mode: 'light', primary: palettes.dark4?.primary });
  });

  it('give button text a contrast ratio of 3 or more on every primary colour', () => {
    for (const name of paletteNames) {
      const { main, contrastText } = createAppTheme('ltr', name).palette.primary;
      expect(getContrastRatio(main, contrastText), name).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('settings merge', () => {
  it('lays saved settings over the defaults and keeps defaults where the saved value is of another kind', () => {
    const merged = mergeSettings(defaultSettings, {
      theme: { main: 'dark2', navbar: 42 },
      animations: 'yes',
      layout: 'broken',
      direction: 'rtl',
    });
    expect(merged.theme).toEqual({ main: 'dark2', navbar: 'default', toolbar: 'default', footer: 'default' });
    expect(merged.animations).toBe(true);
    expect(merged.layout).toEqual(defaultSettings.layout);
    expect(merged.direction).toBe('rtl');
    expect(mergeSettings(defaultSettings, null)).toEqual(defaultSettings);
  });
});

describe('the animations setting', () => {
  it('turns every transition and ripple off when animations are off', () => {
    const still = createAppTheme('ltr', 'default', 'default', false);
    expect(still.transitions.create('opacity')).toBe('none');
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(createAppTheme('ltr').transitions.create('opacity')).not.toBe('none');
  });
});
