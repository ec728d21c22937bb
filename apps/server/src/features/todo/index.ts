import { defineFeature } from '../../platform/feature';
import { todoRoutes } from './routes';
import { todoSearchSource } from './search-source';
import { todoAccountSampleData } from './seed';
import * as tables from './table';

/** Each account's to-dos: folders, filters, labels, soft and permanent deletion, manual order. */
export const todoFeature = defineFeature({
  name: 'todo',
  prefix: '/api/todo-app',
  routes: todoRoutes,
  tables,
  accountSampleData: todoAccountSampleData,
  searchSources: [todoSearchSource],
});

// What other features read: the to-dos' table (Calendar shows those with a due date).
export { todoItems } from './table';
