import { MainLayout } from '../shell/layout/MainLayout';
import type { ShellContribution, ShellSlots } from '../shell/layout/slots';
import { AppLiveStream } from './live/AppLiveStream';
import { appNavigation } from './navigation';
import { collectSlots } from './navigationDiscovery';

/**
 * What features add to the layout, discovered: each feature's `shell.ts` exports `shell`, its
 * toolbar buttons and side panels. Loaded with the main layout, not on the sign-in page.
 */
export const appSlots: ShellSlots = collectSlots(
  import.meta.glob<ShellContribution>('../features/*/shell.ts', { eager: true, import: 'shell' }),
);

/** The main layout filled with the app's navigation and the features' slots, and the tab's live stream. */
export default function AppMainLayout() {
  return (
    <>
      <AppLiveStream />
      <MainLayout navigation={appNavigation} slots={appSlots} />
    </>
  );
}
