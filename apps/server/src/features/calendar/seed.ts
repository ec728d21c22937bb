import type { Database } from '../../db/client';
import type { AccountSampleData } from '../../platform/account-sample-data';
import { calendarItems } from './table';

const sampleItems = [
  { title: 'Conferir o estoque de chips eSIM', done: false },
  { title: 'Renew the fleet insurance policy', done: false },
  { title: 'Enviar relatório mensal de linhas', done: true },
];

/** Each account's first call to Calendar writes these, once (new accounts get them too). */
export const calendarAccountSampleData: AccountSampleData = {
  feature: 'calendar',
  async load(tx: Database, accountId: string) {
    // One second apart, oldest first, so "newest first" shows them in a known order.
    const start = Date.now() - sampleItems.length * 1000;
    await tx
      .insert(calendarItems)
      .values(sampleItems.map((item, index) => ({ accountId, ...item, createdAt: new Date(start + index * 1000) })));
  },
};
