import type { ShellContribution } from '../../shell/layout/slots';
import { QuickPanelHost } from './QuickPanelHost';
import { QuickPanelToggle } from './QuickPanelToggle';

/** The quick panel lives in the right side panel region: its toolbar button and its drawer. */
export const shell: ShellContribution = {
  toolbarItems: [{ id: 'quick-panel', order: 10, region: 'rightSidePanel', component: QuickPanelToggle }],
  sidePanels: [{ id: 'quick-panel', region: 'rightSidePanel', component: QuickPanelHost }],
};
