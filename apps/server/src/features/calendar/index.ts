import { defineFeature } from '../../platform/feature';
import { calendarRoutes } from './routes';
import { calendarAccountSampleData } from './seed';
import * as tables from './table';

/** Each account's calendar: events and repeating series, to-dos due, iCalendar export, subscription and import. */
export const calendarFeature = defineFeature({
  name: 'calendar',
  prefix: '/api/calendar-app',
  routes: calendarRoutes,
  tables,
  accountSampleData: calendarAccountSampleData,
});
