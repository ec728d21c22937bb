import { type ComponentType, createContext, useContext } from 'react';

/**
 * Where a slot's content may show: `rightSidePanel` only while the layout's right side panel region
 * is on (layout option `rightSidePanel.display`); `signedIn` only for a signed-in user.
 */
export interface SlotConditions {
  region?: 'rightSidePanel';
  signedIn?: boolean;
  /** Pages (paths) where it does not show: the page that already is what it offers (the chat on `/apps/chat`). */
  hiddenOn?: readonly string[];
}

/** A button of the toolbar, between the fullscreen toggle and the user menu. */
export interface ToolbarItemSlot extends SlotConditions {
  id: string;
  /** Place in the toolbar, lowest first. */
  order: number;
  component: ComponentType;
}

/** A panel the layout holds beside every page (the team chat). */
export interface SidePanelSlot extends SlotConditions {
  id: string;
  component: ComponentType;
  /**
   * Width of the rail the panel keeps at the end edge from lg up while closed: the page and the
   * edge buttons make room for it.
   */
  endRailWidth?: number;
}

/** What a feature's `shell.ts` exports as `shell`: its share of the layout. */
export interface ShellContribution {
  toolbarItems?: ToolbarItemSlot[];
  sidePanels?: SidePanelSlot[];
}

/** Every feature's contributions, as the app hands them to the layout. */
export interface ShellSlots {
  toolbarItems: readonly ToolbarItemSlot[];
  sidePanels: readonly SidePanelSlot[];
}

export const noSlots: ShellSlots = { toolbarItems: [], sidePanels: [] };

/** Whether a slot's content shows now. */
export function slotShown(
  slot: SlotConditions,
  state: { rightSidePanel: boolean; signedIn: boolean; pathname?: string },
): boolean {
  return (
    (slot.region !== 'rightSidePanel' || state.rightSidePanel) &&
    (!slot.signedIn || state.signedIn) &&
    !(state.pathname !== undefined && slot.hiddenOn?.includes(state.pathname))
  );
}

/** The width of the side panels' rails at the end edge (0 when none shows), for what sits at that edge. */
export const EndRailContext = createContext(0);

export function useEndRailWidth(): number {
  return useContext(EndRailContext);
}
