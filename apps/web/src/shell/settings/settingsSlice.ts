import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { languageChanged } from '../i18n/languageSlice';
import { directionOf, readStoredLanguage } from '../i18n/languages';
import {
  type LayoutConfig,
  type LayoutOption,
  type LayoutStyle,
  layoutDefaults,
  layoutStyles,
} from '../layout/layoutModel';

/** The shell's personal settings (console-core §3 "Settings"), saved per user or per browser for a guest. */
export interface ShellSettings {
  layout: { style: LayoutStyle; config: LayoutConfig };
  customScrollbars: boolean;
  animations: boolean;
  direction: 'ltr' | 'rtl';
  theme: { main: string; navbar: string; toolbar: string; footer: string };
}

export const defaultSettings: ShellSettings = {
  layout: { style: 'layout1', config: layoutDefaults.layout1 },
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

/** A guest's settings live in this browser (console-core §4.2); the direction is the language's. */
export function readGuestSettings(): ShellSettings {
  const direction = directionOf(readStoredLanguage());
  try {
    return {
      ...mergeSettings(defaultSettings, JSON.parse(localStorage.getItem(guestSettingsKey) ?? 'null')),
      direction,
    };
  } catch {
    return { ...defaultSettings, direction };
  }
}

export function storeGuestSettings(settings: ShellSettings): void {
  try {
    localStorage.setItem(guestSettingsKey, JSON.stringify(settings));
  } catch {
    // Storage blocked: the choice lasts until the page is closed.
  }
}

/**
 * A signed-in user's change not yet saved when the page goes (a reload within a burst's pause) waits
 * here, so the next start of the console applies and saves it. Kept for a few minutes, for that user.
 */
const pendingSettingsKey = 'pendingSettings';
const pendingSettingsMaxAgeMs = 5 * 60_000;

export function storePendingSettings(uuid: string, settings: ShellSettings): void {
  try {
    localStorage.setItem(pendingSettingsKey, JSON.stringify({ uuid, settings, at: Date.now() }));
  } catch {
    // Storage blocked: the burst's own save is all there is.
  }
}

export function clearPendingSettings(uuid: string): void {
  try {
    const pending = JSON.parse(localStorage.getItem(pendingSettingsKey) ?? 'null');
    if (pending?.uuid === uuid) localStorage.removeItem(pendingSettingsKey);
  } catch {
    // Nothing stored, or storage blocked.
  }
}

/** The user's pending settings (removed from the browser as they are taken), if recent. */
export function takePendingSettings(uuid: string): unknown {
  try {
    const pending = JSON.parse(localStorage.getItem(pendingSettingsKey) ?? 'null');
    if (pending?.uuid !== uuid) return undefined;
    localStorage.removeItem(pendingSettingsKey);
    return Date.now() - pending.at < pendingSettingsMaxAgeMs ? pending.settings : undefined;
  } catch {
    return undefined;
  }
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: readGuestSettings,
  reducers: {
    settingsApplied(state, action: PayloadAction<unknown>) {
      // The direction is not a choice of its own: it is the language's, whatever was saved.
      const merged = { ...mergeSettings(defaultSettings, action.payload), direction: state.direction };
      // A style this version does not know falls back to the default layout.
      return layoutStyles.includes(merged.layout.style) ? merged : { ...merged, layout: defaultSettings.layout };
    },
    /** After logout: the user's settings go; what this browser's guest chose comes back. */
    settingsReset() {
      return readGuestSettings();
    },
    /** Choosing a layout style resets its options to that style's defaults (console-core §2.7). */
    layoutStyleChosen(state, action: PayloadAction<LayoutStyle>) {
      state.layout = { style: action.payload, config: layoutDefaults[action.payload] };
    },
    layoutOptionChanged(state, action: PayloadAction<{ option: LayoutOption; value: string | boolean }>) {
      const [first, second] = action.payload.option.split('.') as [keyof LayoutConfig, string | undefined];
      if (second === undefined)
        (state.layout.config as unknown as Record<string, unknown>)[first] = action.payload.value;
      else (state.layout.config[first] as unknown as Record<string, unknown>)[second] = action.payload.value;
    },
    themeChosen(state, action: PayloadAction<{ region: keyof ShellSettings['theme']; name: string }>) {
      state.theme[action.payload.region] = action.payload.name;
    },
    preferenceChanged(state, action: PayloadAction<{ key: 'customScrollbars' | 'animations'; value: boolean }>) {
      state[action.payload.key] = action.payload.value;
    },
    /** A colour scheme sets the main, navbar, toolbar and footer themes at once (console-core §4.2). */
    colorSchemeChosen(state, action: PayloadAction<string>) {
      state.theme = { main: action.payload, navbar: action.payload, toolbar: action.payload, footer: action.payload };
    },
  },
  extraReducers: (builder) => {
    // The settings' direction follows the language (console-core §3): right-to-left for Arabic.
    builder.addCase(languageChanged, (state, action) => {
      state.direction = directionOf(action.payload);
    });
  },
  selectors: {
    selectSettings: (state) => state,
  },
});

export const {
  settingsApplied,
  settingsReset,
  colorSchemeChosen,
  layoutStyleChosen,
  layoutOptionChanged,
  themeChosen,
  preferenceChanged,
} = settingsSlice.actions;
export const { selectSettings } = settingsSlice.selectors;
