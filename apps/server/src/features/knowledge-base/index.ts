import { defineFeature } from '../../platform/feature';
import { knowledgeBaseRoutes } from './routes';
import { knowledgeBaseSearchSource } from './search-source';
import { knowledgeBaseSampleData } from './seed';
import * as tables from './table';

/** The knowledge base: the company's help articles in categories, read by everyone signed in, written by staff. */
export const knowledgeBaseFeature = defineFeature({
  name: 'knowledge-base',
  prefix: '/api/knowledge-base',
  routes: knowledgeBaseRoutes,
  tables,
  sampleData: knowledgeBaseSampleData,
  searchSources: [knowledgeBaseSearchSource],
});
