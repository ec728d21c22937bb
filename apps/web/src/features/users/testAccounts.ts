// Sample answers of the users API for the component tests (not part of the app).
import type { AuditEntry, AuditPage } from '@conecta/contracts/audit';
import type { Device, DeviceList } from '@conecta/contracts/devices';
import type { Account, AccountDetail, AccountList } from '@conecta/contracts/users';

export function account(overrides: Partial<Account> & Pick<Account, 'uuid' | 'email' | 'displayName'>): Account {
  return {
    photoURL: '',
    role: ['user'],
    from: 'custom',
    status: 'active',
    deviceCount: 0,
    createdAt: '2025-01-10T12:00:00.000Z',
    lastSignInAt: null,
    ...overrides,
  };
}

export const adminAccount = account({
  uuid: 'uuid-admin',
  email: 'admin@conecta.example',
  displayName: 'Ana Admin',
  role: ['admin'],
  deviceCount: 1,
  lastSignInAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
});
export const staffAccount = account({
  uuid: 'uuid-staff',
  email: 'staff@conecta.example',
  displayName: 'Sam Staff',
  role: ['staff'],
  from: 'auth0',
  deviceCount: 2,
  lastSignInAt: '2025-03-01T08:00:00.000Z',
});
export const userAccount = account({
  uuid: 'uuid-user',
  email: 'user@conecta.example',
  displayName: 'Uma User',
  status: 'disabled',
  from: 'firebase',
});

export function accountList(items: Account[], more: Partial<AccountList> = {}): AccountList {
  return { items, total: items.length, totalIsEstimate: false, nextCursor: null, prevCursor: null, ...more };
}

export function detail(row: Account, more: Partial<AccountDetail> = {}): AccountDetail {
  return { ...row, settings: {}, shortcuts: [], updatedAt: '2025-03-02T10:00:00.000Z', ...more };
}

export function device(overrides: Partial<Device> & Pick<Device, 'id' | 'imei'>): Device {
  return {
    serialNumber: 'SN1',
    kind: 'handset',
    manufacturer: 'Samsung',
    model: 'Galaxy A54',
    os: 'Android',
    osVersion: '14',
    msisdn: null,
    iccid: null,
    imsi: null,
    plan: 'Controle 20GB',
    network: '5G',
    status: 'active',
    ownerId: null,
    owner: null,
    city: 'São Paulo',
    state: 'SP',
    lastSeenAt: null,
    notes: '',
    createdAt: '2025-01-10T12:00:00.000Z',
    updatedAt: '2025-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export function deviceList(items: Device[], total = items.length): DeviceList {
  return { items, total, totalIsEstimate: false, nextCursor: null, prevCursor: null };
}

export function entry(overrides: Partial<AuditEntry> & Pick<AuditEntry, 'id' | 'at' | 'action'>): AuditEntry {
  return {
    entity: 'account',
    entityId: 'uuid-staff',
    entityLabel: 'staff@conecta.example',
    actor: { id: 'uuid-admin', displayName: 'Ana Admin', email: 'admin@conecta.example' },
    changes: {},
    ...overrides,
  };
}

export function auditPage(items: AuditEntry[], nextCursor: string | null = null): AuditPage {
  return { items, nextCursor };
}
