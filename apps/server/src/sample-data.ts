import type { SampleData } from './db/sample-data';
import { authSampleData } from './features/auth/seed';
import { quickPanelSampleData } from './features/quick-panel/seed';

/** Every feature's sample data, in load order (accounts first: other features refer to them). */
export const sampleDataSets: readonly SampleData[] = [authSampleData, quickPanelSampleData];
