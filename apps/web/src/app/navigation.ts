import { chatNavigation } from '../features/chat/navigation';
import { deviceNavigation } from '../features/devices/navigation';
import { userNavigation } from '../features/users/navigation';
import type { NavigationItem } from '../shell/navigation';

/** The main navigation, in the order it is shown. Loaded with the main layout, not before. */
export const appNavigation: NavigationItem[] = [...deviceNavigation, ...userNavigation, ...chatNavigation];
