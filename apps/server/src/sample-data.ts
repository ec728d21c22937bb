import type { SampleData } from './db/sample-data';
import { features } from './features';
import { sampleDataOf } from './platform/register';

/** Every feature's sample data, in the feature list's order (accounts and people first). */
export const sampleDataSets: readonly SampleData[] = sampleDataOf(features);
