import type { SampleData } from './db/sample-data';
import { authSampleData } from './features/auth/seed';
import { chatSampleData } from './features/chat/seed';
import { devicesSampleData } from './features/devices/seed';
import { quickPanelSampleData } from './features/quick-panel/seed';
import { usersSampleData } from './features/users/seed';

/** Every feature's sample data, in load order (accounts and people first: other features refer to them). */
export const sampleDataSets: readonly SampleData[] = [
  authSampleData,
  usersSampleData,
  quickPanelSampleData,
  devicesSampleData,
  chatSampleData,
];
