import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has safe local defaults: port 3000, ./data, sample data, admin registrations for the demo', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, sampleData: true, registrationRole: 'admin', databaseUrl: undefined });
    expect(config.dataDir).toMatch(/[\\/]data$/);
  });

  it('gives self-registered accounts the user role when there is no sample data', () => {
    expect(loadConfig({ SAMPLE_DATA: 'off' }).registrationRole).toBe('user');
    expect(loadConfig({ SAMPLE_DATA: 'off', REGISTRATION_ROLE: 'staff' }).registrationRole).toBe('staff');
  });

  it('refuses a bad value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ REGISTRATION_ROLE: 'root' })).toThrow(/REGISTRATION_ROLE/);
  });
});
