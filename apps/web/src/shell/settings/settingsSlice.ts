import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The shell's personal settings (console-core §3 "Settings"). The layout and theme panels come
 * with the shell issue; for now the values are kept so sign-in can apply them and logout reset them.
 */
export interface ShellSettings {
  layout: { style: string; config: Record<string, unknown> };
  customScrollbars: boolean;
  animations: boolean;
  direction: 'ltr' | 'rtl';
  theme: { main: string; navbar: string; toolbar: string; footer: string };
}

export const defaultSettings: ShellSettings = {
  layout: { style: 'layout1', config: { mode: 'fullwidth' } },
  customScrollbars: false,
  animations: true,
  direction: 'ltr',
  theme: { main: 'default', navbar: 'default', toolbar: 'default', footer: 'default' },
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Saved settings may be partial or from an older version: lay them over the defaults. */
export function mergeSettings<T>(base: T, saved: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(saved)) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(saved)) {
    merged[key] = isPlainObject(merged[key]) ? mergeSettings(merged[key], value) : value;
  }
  return merged as T;
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: defaultSettings,
  reducers: {
    settingsApplied(_state, action: PayloadAction<unknown>) {
      return mergeSettings(defaultSettings, action.payload);
    },
    settingsReset() {
      return defaultSettings;
    },
  },
  selectors: {
    selectSettings: (state) => state,
  },
});

export const { settingsApplied, settingsReset } = settingsSlice.actions;
export const { selectSettings } = settingsSlice.selectors;
