// The local hosted-login issuer for development: `npx tsx tools/local-issuer/cli.ts`.
// Then start the console with AUTH0_DOMAIN=<the printed URL>, AUTH0_CLIENT_ID and AUTH0_AUDIENCE as printed.
import { localIssuerAccounts, startLocalIssuer } from './issuer';

const defaultOrigins = 'http://localhost:3000,http://127.0.0.1:3000,http://localhost:5173';
const origins = (process.env.CONSOLE_ORIGINS || defaultOrigins)
  .split(',')
  .map((origin) => origin.trim().replace(/\/+$/, ''))
  .filter(Boolean);

const issuer = await startLocalIssuer({
  port: Number(process.env.LOCAL_ISSUER_PORT || 4010),
  host: process.env.LOCAL_ISSUER_HOST || '127.0.0.1',
  clientId: process.env.LOCAL_ISSUER_CLIENT_ID || undefined,
  audience: process.env.LOCAL_ISSUER_AUDIENCE || undefined,
  redirectUris: origins.map((origin) => `${origin}/callback`),
  postLogoutRedirectUris: origins.map((origin) => `${origin}/`),
  corsOrigins: origins,
});

console.log(`Local issuer ready at ${issuer.url}`);
console.log(`  AUTH0_DOMAIN=${issuer.url} AUTH0_CLIENT_ID=${issuer.clientId} AUTH0_AUDIENCE=${issuer.audience}`);
console.log(`  console origins: ${origins.join(', ')}`);
console.log('  accounts (demo only):');
for (const account of localIssuerAccounts) console.log(`    ${account.email} / ${account.password}  (${account.name})`);

const stop = async () => {
  await issuer.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
