import type { Role } from '@conecta/contracts';
import { insertPasswordAccount } from '../../accounts';
import { hashPassword } from '../../auth/passwords';
import type { SampleData } from '../../db/sample-data';

/** The sample accounts the README lists: one per role, the password is the role's name. */
export const sampleAccounts: ReadonlyArray<{ email: string; password: string; displayName: string; role: Role }> = [
  { email: 'admin@conecta.example', password: 'admin', displayName: 'Ana Admin', role: 'admin' },
  { email: 'staff@conecta.example', password: 'staff', displayName: 'Sérgio Staff', role: 'staff' },
  { email: 'user@conecta.example', password: 'user', displayName: 'Ursula User', role: 'user' },
];

export const authSampleData: SampleData = {
  feature: 'auth',
  async load(db) {
    for (const account of sampleAccounts) {
      await insertPasswordAccount(db, {
        email: account.email,
        displayName: account.displayName,
        passwordHash: await hashPassword(account.password),
        roles: [account.role],
      });
    }
  },
};
