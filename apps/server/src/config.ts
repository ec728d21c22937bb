import { availableParallelism } from 'node:os';
import path from 'node:path';
import { roleSchema, roles } from '@conecta/contracts';
import { z } from 'zod';
import { defaultSessionMaxDays } from './auth/tokens';
import { defaultWebDist } from './paths';

const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

/** Everything the server reads from its environment, with safe defaults for a local start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SAMPLE_DATA: flag.default(true),
  REGISTRATION_ROLE: z.optional(roleSchema),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(defaultWebDist),
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_ACCOUNT_CEILING: z.coerce.number().int().min(1).default(50),
  SIGN_IN_CEILING_DELAY_SECONDS: z.coerce.number().min(0).max(30).default(3),
  MAIL_SENDS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  MAIL_RECIPIENTS_PER_HOUR: z.coerce.number().int().min(1).default(500),
  DIRECTORY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  PASSWORD_HASHES_AT_ONCE: z.coerce.number().int().min(1).max(64).optional(),
  SESSION_MAX_DAYS: z.coerce.number().min(0.0001).max(3650).default(defaultSessionMaxDays),
  MAIL_UNDO_SECONDS: z.coerce.number().min(0).max(60).default(5),
  MAIL_ATTACHMENT_BYTES_PER_MAIL: z.coerce
    .number()
    .int()
    .min(1)
    .default(25 * 1024 * 1024),
  ACCOUNT_STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(100 * 1024 * 1024),
  UPLOAD_UNREFERENCED_TTL_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 365)
    .default(24),
  PDF_FONT_DIR: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  SEARCH_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  AUTH0_DOMAIN: z.string().optional(),
  AUTH0_CLIENT_ID: z.string().optional(),
  AUTH0_AUDIENCE: z.string().optional(),
  AUTH0_ROLE: z.enum(roles).default('admin'),
  FIREBASE_API_KEY: z.string().optional(),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  FIREBASE_PROJECT_ID: z.string().optional(),
  FIREBASE_DATABASE_URL: z.string().url().optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d{1,5}$/, 'FIREBASE_AUTH_EMULATOR_HOST must be host:port, e.g. 127.0.0.1:9099')
    .optional(),
  FIREBASE_ROLE: z.enum(roles).default('user'),
});

/** Hosted login (Auth0 protocol): the issuer whose access tokens the API accepts. */
export interface HostedLoginConfig {
  /** Issuer base URL without a trailing slash, e.g. `https://tenant.eu.auth0.com`. */
  domain: string;
  clientId: string;
  audience: string;
  /** Role a hosted-login account gets when it first signs in. */
  role: z.infer<typeof roleSchema>;
}

export interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  databaseUrl: string | undefined;
  /** `host:port` of the Auth emulator; when set, the emulator's unsigned tokens are accepted. */
  authEmulatorHost: string | undefined;
  /** Role a Firebase account gets when it first signs in. */
  role: z.infer<typeof roleSchema>;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  sampleData: boolean;
  /**
   * Role a self-registered account gets: REGISTRATION_ROLE when set; otherwise admin only for a demo (sample
   * data) that listens on the loopback alone, so a stranger on the network never registers an admin.
   */
  registrationRole: z.infer<typeof roleSchema>;
  logLevel: string;
  webDist: string;
  /**
   * Sign-in attempts allowed per minute from one IP; failed sign-ins for one account (in 15 minutes) before
   * each further attempt waits a growing delay (1 s, 2 s, 4 s … at most a minute).
   */
  signInLimitPerIp: number;
  signInLimitPerAccount: number;
  /**
   * Failed sign-ins of one account from every source together (in 15 minutes) past which each attempt from a
   * source that never signed in to it waits `signInCeilingDelayMs` before its password is checked; a correct
   * password is still accepted, and known addresses and browsers pass without waiting.
   */
  signInAccountCeiling: number;
  signInCeilingDelayMs: number;
  /** Mail sends per account per minute, and recipients (to, cc, bcc) per account per hour: past them, 429. */
  mailSendsPerMinute: number;
  mailRecipientsPerHour: number;
  /** Calls per account per minute to the directory of addresses (mail's recipient suggestions). */
  directoryRequestsPerMinute: number;
  /**
   * Password hashes (sign-in, registration) running at once in this process; eight times as many may wait,
   * and beyond that the call is answered 503 with retry-after, so a flood of sign-ins cannot hold up every route.
   */
  passwordHashesAtOnce: number;
  bodyLimit: number;
  /**
   * PostgreSQL: the longest one statement of the API may run, in ms (0: no limit); past it the call answers
   * 503 `http.queryTimedOut` with retry-after. Exports, imports, migrations and sample data are exempt.
   */
  statementTimeoutMs: number;
  /** Searches (list calls with a `q`) one account may make per minute; beyond it 429 `http.tooManySearches`. */
  searchRatePerMinute: number;
  /** A session's absolute lifetime in days: past it, no token is renewed and the user signs in again. */
  sessionMaxDays: number;
  /** How long a sent mail is held for "Undo" before the server delivers it (MAIL_UNDO_SECONDS, in ms). */
  mailUndoMs: number;
  /** The attachments of one mail add up to at most this many bytes (MAIL_ATTACHMENT_BYTES_PER_MAIL, 25 MiB). */
  mailAttachmentBytesPerMail: number;
  /** The bytes an account's uploads may take, each content once (ACCOUNT_STORAGE_QUOTA_BYTES, 100 MiB). */
  storageQuotaBytes: number;
  /** Uploads nothing names are removed once this old (UPLOAD_UNREFERENCED_TTL_HOURS, 24). */
  uploadUnreferencedTtlHours: number;
  /**
   * Folders searched for the TrueType fonts PDFs are written in (DejaVu Sans, then Liberation Sans): PDF_FONT_DIR
   * when set, else Debian's, where Chromium's dependencies put them. None found: pdfkit's Helvetica (Latin only).
   */
  pdfFontDirs: string[];
  /**
   * Server processes sharing the port: WORKERS, or one per core on PostgreSQL. Always 1 on the embedded
   * database, which one process alone may open (see `describeWorkers`).
   */
  workers: number;
  /** Undefined when not configured: the provider is then not offered and its tokens are refused. */
  hostedLogin: HostedLoginConfig | undefined;
  firebase: FirebaseConfig | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): Config {
  // An empty variable (`AUTH0_DOMAIN=` in a compose file) means "not set".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    sampleData: e.SAMPLE_DATA,
    registrationRole: e.REGISTRATION_ROLE ?? (e.SAMPLE_DATA && isLoopbackHost(e.HOST) ? 'admin' : 'user'),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    signInLimitPerIp: e.SIGN_IN_LIMIT_PER_IP,
    signInLimitPerAccount: e.SIGN_IN_LIMIT_PER_ACCOUNT,
    signInAccountCeiling: e.SIGN_IN_ACCOUNT_CEILING,
    signInCeilingDelayMs: Math.round(e.SIGN_IN_CEILING_DELAY_SECONDS * 1000),
    mailSendsPerMinute: e.MAIL_SENDS_PER_MINUTE,
    mailRecipientsPerHour: e.MAIL_RECIPIENTS_PER_HOUR,
    directoryRequestsPerMinute: e.DIRECTORY_REQUESTS_PER_MINUTE,
    passwordHashesAtOnce: e.PASSWORD_HASHES_AT_ONCE ?? Math.max(1, cores),
    bodyLimit: e.BODY_LIMIT_BYTES,
    statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    searchRatePerMinute: e.SEARCH_RATE_PER_MINUTE,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    mailUndoMs: Math.round(e.MAIL_UNDO_SECONDS * 1000),
    mailAttachmentBytesPerMail: e.MAIL_ATTACHMENT_BYTES_PER_MAIL,
    storageQuotaBytes: e.ACCOUNT_STORAGE_QUOTA_BYTES,
    uploadUnreferencedTtlHours: e.UPLOAD_UNREFERENCED_TTL_HOURS,
    pdfFontDirs: e.PDF_FONT_DIR
      ? [path.resolve(e.PDF_FONT_DIR)]
      : ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/truetype/liberation'],
    workers: e.DATABASE_URL ? (e.WORKERS ?? cores) : 1,
    hostedLogin: hostedLoginFrom(e),
    firebase: firebaseFrom(e),
  };
}

type Env = z.infer<typeof envSchema>;

/** Whether `host` is an address only this machine reaches (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || bare === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

/** The start-up log's sentence on what self-registration hands out, and why. */
export function describeRegistrationRole(
  env: NodeJS.ProcessEnv,
  config: Pick<Config, 'registrationRole' | 'host' | 'sampleData'>,
): string {
  const why = env.REGISTRATION_ROLE
    ? 'set by REGISTRATION_ROLE'
    : !isLoopbackHost(config.host)
      ? `listening on ${config.host}, beyond the loopback; set REGISTRATION_ROLE to change it`
      : config.sampleData
        ? `a demo with sample data on the loopback address ${config.host}`
        : 'no sample data';
  return `Self-registered accounts get the ${config.registrationRole} role (${why}).`;
}

/** The start-up log's sentence on how many server processes run, and why. */
export function describeWorkers(env: NodeJS.ProcessEnv, config: Pick<Config, 'workers' | 'databaseUrl'>): string {
  const asked = env.WORKERS ? Number(env.WORKERS) : undefined;
  if (!config.databaseUrl) {
    return asked && asked > 1
      ? `WORKERS=${asked} asks for ${asked} processes, but Conecta stays one process: the embedded database ` +
          '(PGlite) can be opened by one process only. Set DATABASE_URL to PostgreSQL to run several.'
      : 'One server process (the embedded database is opened by one process only).';
  }
  const why = asked ? 'set by WORKERS' : 'one per core; set WORKERS to change it';
  if (config.workers === 1) return `One server process (${why}).`;
  return `${config.workers} server processes share the port (${why}).`;
}

/** Every variable a provider needs, or none of them: half a configuration is a mistake worth stopping for. */
function requireAllOrNone(provider: string, variables: Record<string, string | undefined>): boolean {
  const names = Object.keys(variables);
  const missing = names.filter((name) => variables[name] === undefined);
  if (missing.length === names.length) return false;
  if (missing.length) {
    throw new Error(
      `Invalid configuration: ${provider} needs ${missing.join(' and ')} (set ${names.join(', ')} together, or none of them)`,
    );
  }
  return true;
}

function hostedLoginFrom(e: Env): HostedLoginConfig | undefined {
  const variables = {
    AUTH0_DOMAIN: e.AUTH0_DOMAIN,
    AUTH0_CLIENT_ID: e.AUTH0_CLIENT_ID,
    AUTH0_AUDIENCE: e.AUTH0_AUDIENCE,
  };
  if (!requireAllOrNone('hosted login', variables)) return undefined;
  const domain = (e.AUTH0_DOMAIN as string).trim().replace(/\/+$/, '');
  const withScheme = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  if (!URL.canParse(withScheme)) throw new Error(`Invalid configuration: AUTH0_DOMAIN is not a host name or URL`);
  return {
    domain: withScheme,
    clientId: e.AUTH0_CLIENT_ID as string,
    audience: e.AUTH0_AUDIENCE as string,
    role: e.AUTH0_ROLE,
  };
}

function firebaseFrom(e: Env): FirebaseConfig | undefined {
  const required = { FIREBASE_API_KEY: e.FIREBASE_API_KEY, FIREBASE_PROJECT_ID: e.FIREBASE_PROJECT_ID };
  const optional = [e.FIREBASE_AUTH_DOMAIN, e.FIREBASE_DATABASE_URL, e.FIREBASE_AUTH_EMULATOR_HOST];
  // The optional ones alone also count as an attempt to configure Firebase.
  const attempted = optional.some((value) => value !== undefined);
  if (!requireAllOrNone('Firebase', required)) {
    if (attempted) throw new Error('Invalid configuration: Firebase needs FIREBASE_API_KEY and FIREBASE_PROJECT_ID');
    return undefined;
  }
  const projectId = e.FIREBASE_PROJECT_ID as string;
  return {
    apiKey: e.FIREBASE_API_KEY as string,
    authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    projectId,
    databaseUrl: e.FIREBASE_DATABASE_URL?.replace(/\/+$/, ''),
    authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    role: e.FIREBASE_ROLE,
  };
}
