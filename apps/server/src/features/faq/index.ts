import { defineFeature } from '../../platform/feature';
import { faqRoutes } from './routes';
import { faqSearchSource } from './search-source';
import { faqSampleData } from './seed';
import * as tables from './table';

/** The FAQ: the company's questions and answers, read by everyone signed in, written by staff. */
export const faqFeature = defineFeature({
  name: 'faq',
  prefix: '/api/faq',
  routes: faqRoutes,
  tables,
  sampleData: faqSampleData,
  searchSources: [faqSearchSource],
});
