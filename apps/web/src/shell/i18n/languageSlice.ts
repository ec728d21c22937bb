import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { directionOf, type LanguageId, readStoredLanguage } from './languages';

export interface LanguageState {
  language: LanguageId;
}

export const languageSlice = createSlice({
  name: 'language',
  initialState: (): LanguageState => ({ language: readStoredLanguage() }),
  reducers: {
    languageChanged(state, action: PayloadAction<LanguageId>) {
      state.language = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectDirection: (state) => directionOf(state.language),
  },
});

export const { languageChanged } = languageSlice.actions;
export const { selectLanguage, selectDirection } = languageSlice.selectors;
