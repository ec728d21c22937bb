/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the footer's 'Purchase' button leads (an external marketplace page). */
  readonly VITE_PURCHASE_URL?: string;
}
