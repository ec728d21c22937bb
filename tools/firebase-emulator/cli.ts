// The Firebase Auth emulator for development: `npx tsx tools/firebase-emulator/cli.ts`.
// Then start the console with FIREBASE_AUTH_EMULATOR_HOST=<host:port>, FIREBASE_PROJECT_ID and any FIREBASE_API_KEY.
import { startFirebaseAuthEmulator } from './emulator';

const started = Date.now();
const emulator = await startFirebaseAuthEmulator({
  port: Number(process.env.FIREBASE_EMULATOR_PORT || 9099),
  projectId: process.env.FIREBASE_PROJECT_ID || undefined,
});
console.log(`Firebase Auth emulator ready at ${emulator.url} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(
  `  FIREBASE_AUTH_EMULATOR_HOST=${emulator.host} FIREBASE_PROJECT_ID=${emulator.projectId} FIREBASE_API_KEY=demo-api-key`,
);

const stop = async () => {
  await emulator.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
