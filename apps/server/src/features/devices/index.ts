import { defineFeature } from '../../platform/feature';
import { deviceRoutes } from './routes';
import { devicesSearchSource } from './search-source';
import { devicesSampleData } from './seed';
import * as tables from './table';

/** The device list: the fleet, its import and export, bulk changes and history. */
export const devicesFeature = defineFeature({
  name: 'devices',
  prefix: '/api/devices',
  routes: deviceRoutes,
  tables,
  sampleData: devicesSampleData,
  searchSources: [devicesSearchSource],
});

// What other features use: the devices an account owns (in their transactions), and the cached totals to forget.
export {
  countDevicesByOwner,
  countDevicesOwnedBy,
  devicesOwnedCountOf,
  releaseDevicesOf,
  renameOwner,
} from './owners';
export { forgetDeviceCounts } from './queries';
export { devices } from './table';
