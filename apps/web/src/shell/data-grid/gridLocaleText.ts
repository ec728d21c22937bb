import { arSD, enUS, ptBR, trTR } from '@mui/x-data-grid/locales';
import type { LanguageId } from '../i18n/languages';

const locales = { 'pt-BR': ptBR, en: enUS, tr: trTR, ar: arSD } satisfies Record<LanguageId, unknown>;

/** The Data Grid's own texts (pagination, column menu, density…) in the console's language. */
export function gridLocaleText(language: LanguageId) {
  return locales[language].components.MuiDataGrid.defaultProps.localeText;
}
