import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import { firebaseEmulatorUrl, issuerUrl, consolePort as port, providerPorts } from './ports';

/**
 * The `providers` project signs in through the outside providers' local stand-ins: a second console
 * (its own embedded database, see serve.mjs) configured with the local issuer and the Firebase Auth
 * emulator, each on the next ports (ports.ts).
 */
const consoleWithProviders = `http://127.0.0.1:${providerPorts.console}`;

/**
 * Playwright starts every web server whatever projects run. The stand-ins (the emulator takes ~10 s)
 * start only when the `providers` project is among those asked for: all of them, or named by --project.
 */
function projectsAsked(argv: string[]): string[] {
  const names: string[] = [];
  argv.forEach((arg, index) => {
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
    if (arg !== '--project') return;
    // Like Playwright's own parser: every value up to the next option.
    for (const value of argv.slice(index + 1)) {
      if (value.startsWith('-')) break;
      names.push(value);
    }
  });
  return names;
}
const asked = projectsAsked(process.argv);
const providersAsked = asked.length === 0 || asked.includes('providers');

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

/**
 * One run signs the same accounts in, sends and looks up addresses from one address far more often than a person:
 * the limits that protect a real server would slow or refuse the journeys.
 */
const generousLimits = {
  SIGN_IN_LIMIT_PER_IP: '1000',
  SIGN_IN_LIMIT_PER_ACCOUNT: '1000',
  SIGN_IN_ACCOUNT_CEILING: '1000',
  MAIL_SENDS_PER_MINUTE: '1000',
  MAIL_RECIPIENTS_PER_HOUR: '10000',
  DIRECTORY_REQUESTS_PER_MINUTE: '1000',
};

const providerServers: WebServer[] = [
  {
    command: 'npx tsx ../tools/local-issuer/cli.ts',
    url: `${issuerUrl}/.well-known/openid-configuration`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      LOCAL_ISSUER_PORT: String(providerPorts.issuer),
      LOCAL_ISSUER_CLIENT_ID: 'conecta-local',
      LOCAL_ISSUER_AUDIENCE: 'https://api.conecta.local',
      CONSOLE_ORIGINS: consoleWithProviders,
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
  },
  {
    command: 'npx tsx ../tools/firebase-emulator/cli.ts',
    url: `${firebaseEmulatorUrl}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The emulator runs in a process group of its own: only a SIGTERM lets the CLI stop it (SIGKILL, the
    // default, would leave it holding the port).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { FIREBASE_EMULATOR_PORT: String(providerPorts.firebaseEmulator) },
  },
  {
    command: 'node serve.mjs',
    url: `${consoleWithProviders}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(providerPorts.console),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...generousLimits,
      AUTH0_DOMAIN: issuerUrl,
      AUTH0_CLIENT_ID: 'conecta-local',
      AUTH0_AUDIENCE: 'https://api.conecta.local',
      FIREBASE_API_KEY: 'demo-key',
      FIREBASE_PROJECT_ID: 'demo-conecta',
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${providerPorts.firebaseEmulator}`,
    },
  },
];

const providersSpec = /[\\/]providers\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts',
  // Two files at a time, each file's tests in order: much of a journey waits on the network and the live stream, so
  // two browsers fill the two cores (2026-11-26: 85 tests in 11.0 min, against 18.2 min with one). A test that
  // changes what an account keeps (its settings, its status) uses an account of its own (helpers.ts): the sample
  // accounts are shared by tests running side by side.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test that signs in twice, or runs axe over a data grid, takes 20-40 s while the server and
  // Chromium share this machine's two cores; waits on the page still give up after 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A click or fill on something that never appears fails within seconds, naming what it waited
    // for, instead of waiting until the test's own limit.
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    // The journeys run as for a visitor whose system asks for reduced motion: the console then moves nothing
    // (no transitions, ripples or shimmering placeholders), which spares the two cores the frames. The layouts'
    // spec runs with motion, as most visitors see it.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    // Every other spec, against the console with no outside provider configured.
    { name: 'default', testIgnore: providersSpec },
    { name: 'providers', testMatch: providersSpec, use: { baseURL: consoleWithProviders } },
  ],
  webServer: [
    {
      // The built console on a fresh embedded database, as `npm start` runs it.
      command: 'node serve.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...generousLimits,
      },
    },
    ...(providersAsked ? providerServers : []),
  ],
});
