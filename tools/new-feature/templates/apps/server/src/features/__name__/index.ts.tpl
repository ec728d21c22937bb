import { defineFeature } from '../../platform/feature';
import { __camel__Routes } from './routes';
import { __camel__AccountSampleData } from './seed';
import * as tables from './table';

/** __Title__: each account's own items, with sample ones written at the account's first call. */
export const __camel__Feature = defineFeature({
  name: '__name__',
  prefix: '/api/__name__',
  routes: __camel__Routes,
  tables,
  accountSampleData: __camel__AccountSampleData,
});
