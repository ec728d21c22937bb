/** The two settings panels (console-core §2.6). */
export type SettingsPanelId = 'themeSettings' | 'colorSchemes';

// The panels live with the edge buttons (SettingsButtons); on a phone, where those buttons would sit on
// the content, the toolbar's overflow menu asks for a panel through here instead.
const requests = new EventTarget();

export interface SettingsPanelRequest {
  panel: SettingsPanelId;
  /** Where the focus goes back to when the panel closes (the button that asked is gone by then). */
  returnFocusTo?: HTMLElement | null;
}

export function requestSettingsPanel(request: SettingsPanelRequest): void {
  requests.dispatchEvent(new CustomEvent<SettingsPanelRequest>('open', { detail: request }));
}

/** Calls `open` with each panel asked for; returns the unsubscribe. */
export function onSettingsPanelRequest(open: (request: SettingsPanelRequest) => void): () => void {
  const listener = (event: Event) => open((event as CustomEvent<SettingsPanelRequest>).detail);
  requests.addEventListener('open', listener);
  return () => requests.removeEventListener('open', listener);
}
