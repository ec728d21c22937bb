/** The console of the default project, and after it the `providers` project's console and stand-ins. */
export const consolePort = Number(process.env.E2E_PORT ?? 3100);

export const providerPorts = {
  /** The console configured with the hosted login and Firebase (its own embedded database). */
  console: consolePort + 1,
  /** The local hosted-login issuer (tools/local-issuer). */
  issuer: consolePort + 2,
  /** The Firebase Auth emulator (tools/firebase-emulator). */
  firebaseEmulator: consolePort + 3,
};

export const issuerUrl = `http://127.0.0.1:${providerPorts.issuer}`;
export const firebaseEmulatorUrl = `http://127.0.0.1:${providerPorts.firebaseEmulator}`;
