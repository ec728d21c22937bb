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

/**
 * Saved settings may be partial, from an older version or tampered with: lay them over the
 * defaults, keeping a default wherever the saved value is of another kind.
 */
export function mergeSettings<T>(base: T, saved: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(saved)) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(saved)) {
    const current = merged[key];
    if (isPlainObject(current)) merged[key] = mergeSettings(current, value);
    else if (current === undefined || typeof current === typeof value) merged[key] = value;
  }
  return merged as T;
}

const guestSettingsKey = 'guestSettings';

/** A guest's settings live in this browser (console-core §4.2). */
export function readGuestSettings(): ShellSettings {
  try {
    return mergeSettings(defaultSettings, JSON.parse(localStorage.getItem(guestSettingsKey) ?? 'null'));
  } catch {
    return defaultSettings;
  }
}

export function storeGuestSettings(settings: ShellSettings): void {
  try {
    localStorage.setItem(guestSettingsKey, JSON.stringify(settings));
  } catch {
    // Storage blocked: the choice lasts until the page is closed.
  }
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: readGuestSettings,
  reducers: {
    settingsApplied(_state, action: PayloadAction<unknown>) {
      return mergeSettings(defaultSettings, action.payload);
    },
    /** After logout: the user's settings go; what this browser's guest chose comes back. */
    settingsReset() {
      return readGuestSettings();
    },
    /** A colour scheme sets the main, navbar, toolbar and footer themes at once (console-core §4.2). */
    colorSchemeChosen(state, action: PayloadAction<string>) {
      state.theme = { main: action.payload, navbar: action.payload, toolbar: action.payload, footer: action.payload };
    },
  },
  selectors: {
    selectSettings: (state) => state,
  },
});

export const { settingsApplied, settingsReset, colorSchemeChosen } = settingsSlice.actions;
export const { selectSettings } = settingsSlice.selectors;
