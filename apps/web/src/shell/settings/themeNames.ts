import type { TFunction } from 'i18next';
import type { settingsNamespace } from './locales';

/**
 * A theme's name as people read it ('Light 1', 'Default dark'); the spec's id ('light1') is only the
 * stored value, never shown.
 */
export function themeLabel(t: TFunction<typeof settingsNamespace>, id: string): string {
  const numbered = /^(light|dark)(\d+)$/.exec(id);
  if (numbered) return t(`themeName_${numbered[1] as 'light' | 'dark'}`, { number: Number(numbered[2]) });
  switch (id) {
    case 'default':
    case 'defaultDark':
    case 'legacy':
    case 'mainThemeDark':
    case 'mainThemeLight':
      return t(`themeName_${id}`);
    default:
      return id;
  }
}
