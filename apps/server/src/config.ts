import path from 'node:path';
import { roleSchema } from '@conecta/contracts';
import { z } from 'zod';
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
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  sampleData: boolean;
  /** Role a self-registered account gets: admin with sample data (a demo), user otherwise. */
  registrationRole: z.infer<typeof roleSchema>;
  logLevel: string;
  webDist: string;
  /** Sign-in attempts allowed per minute from one IP, and per 15 minutes for one account. */
  signInLimitPerIp: number;
  signInLimitPerAccount: number;
  bodyLimit: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
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
    registrationRole: e.REGISTRATION_ROLE ?? (e.SAMPLE_DATA ? 'admin' : 'user'),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    signInLimitPerIp: e.SIGN_IN_LIMIT_PER_IP,
    signInLimitPerAccount: e.SIGN_IN_LIMIT_PER_ACCOUNT,
    bodyLimit: e.BODY_LIMIT_BYTES,
  };
}
