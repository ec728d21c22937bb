import { describe, expect, it } from 'vitest';
import { describeRegistrationRole, describeWorkers, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has safe local defaults: port 3000, every interface, ./data, sample data, user registrations', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', sampleData: true, databaseUrl: undefined });
    expect(config.registrationRole).toBe('user');
    expect(config.dataDir).toMatch(/[\\/]data$/);
  });

  it('limits sign-in, mailing and the directory by default, and reads each limit from its variable', () => {
    expect(loadConfig({})).toMatchObject({
      signInAccountCeiling: 50,
      signInCeilingDelayMs: 3000,
      mailSendsPerMinute: 20,
      mailRecipientsPerHour: 500,
      directoryRequestsPerMinute: 30,
    });
    const raised = loadConfig({
      SIGN_IN_ACCOUNT_CEILING: '80',
      SIGN_IN_CEILING_DELAY_SECONDS: '1.5',
      MAIL_SENDS_PER_MINUTE: '5',
      MAIL_RECIPIENTS_PER_HOUR: '50',
      DIRECTORY_REQUESTS_PER_MINUTE: '7',
    });
    expect(raised).toMatchObject({
      signInAccountCeiling: 80,
      signInCeilingDelayMs: 1500,
      mailSendsPerMinute: 5,
      mailRecipientsPerHour: 50,
      directoryRequestsPerMinute: 7,
    });
    expect(() => loadConfig({ MAIL_SENDS_PER_MINUTE: '0' })).toThrow(/MAIL_SENDS_PER_MINUTE/);
  });

  it('gives self-registered accounts admin only in a demo on the loopback, unless REGISTRATION_ROLE says', () => {
    for (const host of ['127.0.0.1', '127.10.0.3', 'localhost', '::1', '[::1]']) {
      expect(loadConfig({ HOST: host }).registrationRole, host).toBe('admin');
    }
    for (const host of ['0.0.0.0', '::', '192.168.0.10', 'conecta.example', '128.0.0.1']) {
      expect(loadConfig({ HOST: host }).registrationRole, host).toBe('user');
    }
    expect(loadConfig({ HOST: '0.0.0.0', REGISTRATION_ROLE: 'admin' }).registrationRole).toBe('admin');
    expect(loadConfig({ HOST: '127.0.0.1', REGISTRATION_ROLE: 'staff' }).registrationRole).toBe('staff');
  });

  it('says at start-up which role registration gives, and why', () => {
    const line = (env: NodeJS.ProcessEnv) => describeRegistrationRole(env, loadConfig(env));
    expect(line({})).toBe(
      'Self-registered accounts get the user role (listening on 0.0.0.0, beyond the loopback; set REGISTRATION_ROLE to change it).',
    );
    expect(line({ HOST: '127.0.0.1' })).toBe(
      'Self-registered accounts get the admin role (a demo with sample data on the loopback address 127.0.0.1).',
    );
    expect(line({ REGISTRATION_ROLE: 'staff' })).toBe(
      'Self-registered accounts get the staff role (set by REGISTRATION_ROLE).',
    );
  });

  it('runs one process per core on PostgreSQL unless WORKERS says, and always one on the embedded database', () => {
    const postgres = { DATABASE_URL: 'postgres://db.example/conecta' };
    expect(loadConfig(postgres, 6).workers).toBe(6);
    expect(loadConfig({ ...postgres, WORKERS: '2' }, 6).workers).toBe(2);
    expect(loadConfig({}, 6).workers).toBe(1);
    expect(loadConfig({ WORKERS: '4' }, 6).workers).toBe(1);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS/);
  });

  it('says at start-up how many processes run, and why the embedded database stays one', () => {
    const line = (env: NodeJS.ProcessEnv) => describeWorkers(env, loadConfig(env, 4));
    expect(line({ WORKERS: '3' })).toBe(
      'WORKERS=3 asks for 3 processes, but Conecta stays one process: the embedded database (PGlite) can be ' +
        'opened by one process only. Set DATABASE_URL to PostgreSQL to run several.',
    );
    expect(line({ DATABASE_URL: 'postgres://db.example/conecta' })).toBe(
      '4 server processes share the port (one per core; set WORKERS to change it).',
    );
    expect(line({ DATABASE_URL: 'postgres://db.example/conecta', WORKERS: '1' })).toBe(
      'One server process (set by WORKERS).',
    );
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

  it('configures no outside provider by default, and treats empty variables as unset', () => {
    expect(loadConfig({})).toMatchObject({ hostedLogin: undefined, firebase: undefined });
    expect(loadConfig({ AUTH0_DOMAIN: '', FIREBASE_API_KEY: '' })).toMatchObject({
      hostedLogin: undefined,
      firebase: undefined,
    });
  });

  it('reads the hosted login, adding https:// to a bare domain and dropping a trailing slash', () => {
    const hosted = { AUTH0_CLIENT_ID: 'client', AUTH0_AUDIENCE: 'https://api.conecta.example' };
    expect(loadConfig({ ...hosted, AUTH0_DOMAIN: 'tenant.eu.auth0.com/' }).hostedLogin).toEqual({
      domain: 'https://tenant.eu.auth0.com',
      clientId: 'client',
      audience: 'https://api.conecta.example',
      role: 'admin',
    });
    expect(
      loadConfig({ ...hosted, AUTH0_DOMAIN: 'http://127.0.0.1:4010', AUTH0_ROLE: 'staff' }).hostedLogin,
    ).toMatchObject({ domain: 'http://127.0.0.1:4010', role: 'staff' });
  });

  it('reads Firebase with its default auth domain, emulator and role', () => {
    expect(
      loadConfig({
        FIREBASE_API_KEY: 'key',
        FIREBASE_PROJECT_ID: 'demo-conecta',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }).firebase,
    ).toEqual({
      apiKey: 'key',
      authDomain: 'demo-conecta.firebaseapp.com',
      projectId: 'demo-conecta',
      databaseUrl: undefined,
      authEmulatorHost: '127.0.0.1:9099',
      role: 'user',
    });
  });

  it('refuses half a provider configuration, naming what is missing', () => {
    expect(() => loadConfig({ AUTH0_DOMAIN: 'tenant.auth0.com', AUTH0_CLIENT_ID: 'client' })).toThrow(
      /hosted login needs AUTH0_AUDIENCE/,
    );
    expect(() => loadConfig({ AUTH0_AUDIENCE: 'https://api' })).toThrow(/AUTH0_DOMAIN and AUTH0_CLIENT_ID/);
    expect(() => loadConfig({ FIREBASE_API_KEY: 'key' })).toThrow(/Firebase needs FIREBASE_PROJECT_ID/);
    expect(() => loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /Firebase needs FIREBASE_API_KEY and FIREBASE_PROJECT_ID/,
    );
    expect(() =>
      loadConfig({ FIREBASE_API_KEY: 'key', FIREBASE_PROJECT_ID: 'p', FIREBASE_AUTH_EMULATOR_HOST: 'http://x' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST must be host:port/);
  });
});
