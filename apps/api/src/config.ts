import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { S3StoreConfig } from './lib/s3-store.ts';

/** Where uploaded files live (lib/storage.ts): also read alone by `npm run backup` and `storage:copy`. */
const storageEnv = {
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional().or(z.literal('')),
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).optional().or(z.literal('')),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
};
type StorageEnv = z.infer<z.ZodObject<typeof storageEnv>>;

const requireBucket = (env: StorageEnv, ctx: z.RefinementCtx) => {
  if (env.STORAGE === 's3' && !env.S3_BUCKET)
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'STORAGE=s3 needs S3_BUCKET, the name of the bucket that holds the uploaded files',
    });
};

/** Where SMS go (lib/sms/): `log` writes them to DATA_DIR/outbox/sms; a provider needs its credentials. */
const smsEnv = {
  SMS_PROVIDER: z.enum(['log', 'twilio', 'arkesel']).default('log'),
  SMS_SENDER_ID: z.string().max(11).default('UKGhanaShip'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.url().optional(),
  ARKESEL_API_KEY: z.string().optional(),
  ARKESEL_API_URL: z.url().optional(),
  SMS_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,200}$/, 'SMS_WEBHOOK_SECRET: 16 or more letters, digits, - or _')
    .optional(),
};
type SmsEnv = z.infer<z.ZodObject<typeof smsEnv>>;

/** WhatsApp Business Cloud API (lib/whatsapp/): off without a token, and then texts go by SMS only. */
const whatsappEnv = {
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,30}$/, 'WHATSAPP_PHONE_NUMBER_ID: digits')
    .optional(),
  WHATSAPP_APP_SECRET: z.string().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'WHATSAPP_VERIFY_TOKEN: 16 or more characters').optional(),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'WHATSAPP_API_VERSION: like v23.0')
    .default('v23.0'),
  WHATSAPP_API_URL: z.url().optional(),
};
type WhatsAppEnv = z.infer<z.ZodObject<typeof whatsappEnv>>;

// Without the app secret its webhooks cannot be verified, and without the verify token Meta cannot subscribe.
const WHATSAPP_NEEDS = ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const;

const requireWhatsAppCredentials = (env: WhatsAppEnv, ctx: z.RefinementCtx) => {
  if (!env.WHATSAPP_TOKEN) return;
  for (const name of WHATSAPP_NEEDS)
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `WHATSAPP_TOKEN needs ${name}` });
};

export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  apiVersion: string;
  baseUrl?: string;
}

const toWhatsAppConfig = (env: WhatsAppEnv): WhatsAppConfig | null =>
  env.WHATSAPP_TOKEN
    ? {
        token: env.WHATSAPP_TOKEN,
        phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
        appSecret: env.WHATSAPP_APP_SECRET!,
        verifyToken: env.WHATSAPP_VERIFY_TOKEN!,
        apiVersion: env.WHATSAPP_API_VERSION,
        baseUrl: env.WHATSAPP_API_URL,
      }
    : null;

const SMS_NEEDS: Record<SmsEnv['SMS_PROVIDER'], (keyof SmsEnv)[]> = {
  log: [],
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
  // Arkesel signs nothing: its delivery reports are known by a secret in the callback's path.
  arkesel: ['ARKESEL_API_KEY', 'SMS_WEBHOOK_SECRET'],
};

const requireSmsCredentials = (env: SmsEnv, ctx: z.RefinementCtx) => {
  for (const name of SMS_NEEDS[env.SMS_PROVIDER])
    if (!env[name])
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `SMS_PROVIDER=${env.SMS_PROVIDER} needs ${name}`,
      });
};

export type SmsConfig =
  | { provider: 'log' }
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; baseUrl?: string }
  | { provider: 'arkesel'; apiKey: string; sender: string; webhookSecret: string; baseUrl?: string };

const toSmsConfig = (env: SmsEnv): SmsConfig => {
  if (env.SMS_PROVIDER === 'twilio')
    return {
      provider: 'twilio',
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: env.TWILIO_AUTH_TOKEN!,
      from: env.TWILIO_FROM!,
      baseUrl: env.TWILIO_API_URL,
    };
  if (env.SMS_PROVIDER === 'arkesel')
    return {
      provider: 'arkesel',
      apiKey: env.ARKESEL_API_KEY!,
      sender: env.SMS_SENDER_ID,
      webhookSecret: env.SMS_WEBHOOK_SECRET!,
      baseUrl: env.ARKESEL_API_URL,
    };
  return { provider: 'log' };
};

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_DIRECT_URL: z.string().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DB_PGBOUNCER: z.enum(['on', 'off']).default('off'),
  DB_PARALLEL_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  DB_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0).default(5),
  DB_CONNECT_TIMEOUT_SECONDS: z.coerce.number().positive().default(5),
  // Empty means unset, as an environment file's `JWT_SECRET=` line does.
  JWT_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  // A working day: a token copied off a device is good for hours, not a week; people sign in again each day.
  JWT_TTL: z.string().default('12h'),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('UK Ghana Shipping <no-reply@ukghanashipping.com>'),
  WORKER: z.enum(['on', 'off']).default('on'),
  MAIL_WORKER: z.enum(['on', 'off']).default('on'),
  MAIL_POLL_SECONDS: z.coerce.number().positive().default(5),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().positive().default(60),
  LOG_LEVEL: z.string().default('info'),
  SLOW_REQUEST_MS: z.coerce.number().int().min(0).default(1000),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  TRACKING_CACHE: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT_GLOBAL_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_LOGIN_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  RATE_LIMIT_LOGIN_DELAY_SECONDS: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_PASSWORD_RESET_PER_HOUR: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_TRACKING_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_TRACKING_MISSES_PER_HOUR: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().positive().default(10),
  REDIS_URL: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(64),
  SOURCE_MAPS: z.enum(['on', 'off']).default('off'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().default(25),
  SHUTDOWN_READY_DELAY_SECONDS: z.coerce.number().min(0).default(5),
  WEB_DIST: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Tests only: where the library sends its calls (a local stand-in playing Stripe's API).
  STRIPE_API_URL: z.url().optional().or(z.literal('')),
  ...storageEnv,
  ...smsEnv,
  ...whatsappEnv,
});

export type Env = z.infer<typeof envSchema>;

export interface StripeConfig {
  secretKey: string;
  /** The webhook endpoint's signing secret; without it no event is believed (the webhook answers 404). */
  webhookSecret: string | null;
  /** The API's address when it is not Stripe's own (tests). */
  apiUrl?: string;
}

const toStripeConfig = (env: Env): StripeConfig | null =>
  env.STRIPE_SECRET_KEY
    ? {
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
        apiUrl: env.STRIPE_API_URL || undefined,
      }
    : null;

export type StorageConfig = { kind: 'disk'; root: string } | ({ kind: 's3' } & S3StoreConfig);

/** Settings that make no sense together or alone: the server refuses to start on them (main.ts). */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const parseEnv = <T>(schema: z.ZodType<T>, source: NodeJS.ProcessEnv): T => {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`);
  throw new ConfigError(issues.join('; '));
};

const toStorageConfig = (env: StorageEnv, dataDir: string): StorageConfig => {
  if (env.STORAGE === 'disk') return { kind: 'disk', root: path.join(dataDir, 'uploads') };
  const endpoint = env.S3_ENDPOINT || undefined;
  // Self-hosted services (MinIO, Ceph) rarely have a DNS name per bucket; AWS itself prefers one.
  const forcePathStyle = env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'on' : Boolean(endpoint);
  return {
    kind: 's3',
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint,
    forcePathStyle,
    // Passed on explicitly so each config (a test's app among several) has its own; unset, the SDK's chain.
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            sessionToken: env.AWS_SESSION_TOKEN || undefined,
          }
        : undefined,
  };
};

/** The file store's settings alone, for the scripts that must not load the rest (backup, storage:copy). */
export const storageConfigFromEnv = (source: NodeJS.ProcessEnv, dataDir: string): StorageConfig =>
  toStorageConfig(parseEnv(z.object(storageEnv).superRefine(requireBucket), source), dataDir);

export interface Config {
  env: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files: DATA_DIR/uploads, or a bucket every process shares (STORAGE=s3). */
  storage: StorageConfig;
  /** Where SMS go: files in DATA_DIR/outbox/sms, or a provider (SMS_PROVIDER). */
  sms: SmsConfig;
  /** WhatsApp templates for the people who opted in; null (texts by SMS only) without WHATSAPP_TOKEN. */
  whatsapp: WhatsAppConfig | null;
  /** Card and pay-by-bank through Stripe Checkout; null without STRIPE_SECRET_KEY (bank transfer only). */
  stripe: StripeConfig | null;
  databaseUrl?: string;
  /**
   * PostgreSQL reached without a pooler, for the session the tracking cache LISTENs on (a transaction-mode
   * pooler does not keep a session's LISTEN); DATABASE_URL when unset.
   */
  databaseDirectUrl?: string;
  /** Connections this process opens to PostgreSQL at most. */
  dbPoolSize: number;
  /** DATABASE_URL is a PgBouncer in transaction pooling mode: no prepared statements (db/client.ts). */
  dbPgbouncer: boolean;
  /** PostgreSQL's max_parallel_workers_per_gather for the API's connections (db/client.ts). */
  dbParallelWorkers: number;
  /**
   * PostgreSQL: the server ends a statement after this long, and the client gives up on a silent connection
   * a second later (db/client.ts); 0 = no limit.
   */
  dbStatementTimeoutSeconds: number;
  /** PostgreSQL: a connection attempt fails after this long. */
  dbConnectTimeoutSeconds: number;
  jwtSecret: string;
  jwtTtl: string;
  admin: { email?: string; password?: string };
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The outbox worker (notifications/): off in tests, which deliver by calling `deliverDue()`. */
  mailWorker: { enabled: boolean; pollMs: number; maxAttempts: number; retryBaseMs: number };
  /** Housekeeping (old rate-limit counters) in this API process; `npm run worker` runs it regardless. */
  housekeeping: boolean;
  logLevel: string;
  slowRequestMs: number;
  trustProxy: boolean;
  webDist: string;
  /** Whole request (headers and body) and idle-socket limits; slow clients get 408 / are cut. */
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  /** Open connections one client address (IPv6: its /64) may hold; 0 = no cap. Off behind a proxy. */
  maxConnectionsPerAddress: number;
  /** Serve the web app's `.map` files (off: they answer 404). */
  sourceMaps: boolean;
  /** On SIGTERM, how long requests in flight and the mail being sent may take before the process gives up. */
  shutdownGraceMs: number;
  /**
   * On SIGTERM, how long readiness answers 503 while requests are still served, before the server closes,
   * so a load balancer that polls it takes the process out first.
   */
  shutdownReadyDelayMs: number;
  /** The public tracker's in-memory answers (modules/tracking/tracking.cache.ts); off for the uncached bench. */
  trackingCache: boolean;
  rateLimits: {
    enabled: boolean;
    globalPerMinute: number;
    loginPerAccount: number;
    loginPerAddress: number;
    /** The longest wait between sign-in attempts once the free ones are used. */
    loginWindowMinutes: number;
    /** The first wait; it doubles with each further attempt. */
    loginDelaySeconds: number;
    passwordResetPerHour: number;
    registerPerHour: number;
    trackingPerMinute: number;
    trackingMissesPerHour: number;
    contactPerHour: number;
    /** Where the per-address limit counts: Redis when set, else the database (shared by every process). */
    redisUrl?: string;
  };
}

/** The JWT secret is generated once and kept in DATA_DIR so restarts keep sessions valid. */
const loadOrCreateSecret = (dataDir: string): string => {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): Config => {
  const env = parseEnv(
    envSchema.superRefine((parsed, ctx) => {
      requireBucket(parsed, ctx);
      requireSmsCredentials(parsed, ctx);
      requireWhatsAppCredentials(parsed, ctx);
    }),
    source,
  );
  // A secret generated per machine would sign everyone out whenever the next request lands on another one.
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET)
    throw new ConfigError(
      'JWT_SECRET must be set when NODE_ENV=production: every API process must sign with the same secret ' +
        '(at least 32 characters, e.g. `openssl rand -base64 48`).',
    );
  // npm runs workspace scripts inside the workspace; relative paths mean the folder npm was started from.
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    storage: toStorageConfig(env, dataDir),
    sms: toSmsConfig(env),
    whatsapp: toWhatsAppConfig(env),
    stripe: toStripeConfig(env),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    dbPoolSize: env.DB_POOL_SIZE,
    dbPgbouncer: env.DB_PGBOUNCER === 'on',
    dbParallelWorkers: env.DB_PARALLEL_WORKERS,
    dbStatementTimeoutSeconds: env.DB_STATEMENT_TIMEOUT_SECONDS,
    dbConnectTimeoutSeconds: env.DB_CONNECT_TIMEOUT_SECONDS,
    jwtSecret: env.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    jwtTtl: env.JWT_TTL,
    admin: { email: env.ADMIN_EMAIL || undefined, password: env.ADMIN_PASSWORD || undefined },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    mailWorker: {
      enabled: env.WORKER === 'on' && env.MAIL_WORKER === 'on',
      pollMs: env.MAIL_POLL_SECONDS * 1000,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      retryBaseMs: env.MAIL_RETRY_BASE_SECONDS * 1000,
    },
    housekeeping: env.WORKER === 'on',
    logLevel: env.LOG_LEVEL,
    slowRequestMs: env.SLOW_REQUEST_MS,
    trustProxy: env.TRUST_PROXY === 'true',
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeoutMs: env.CONNECTION_TIMEOUT_SECONDS * 1000,
    maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    sourceMaps: env.SOURCE_MAPS === 'on',
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    shutdownReadyDelayMs: env.SHUTDOWN_READY_DELAY_SECONDS * 1000,
    trackingCache: env.TRACKING_CACHE === 'on',
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    rateLimits: {
      enabled: env.RATE_LIMITS === 'on',
      globalPerMinute: env.RATE_LIMIT_GLOBAL_PER_MINUTE,
      loginPerAccount: env.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      loginPerAddress: env.RATE_LIMIT_LOGIN_PER_ADDRESS,
      loginWindowMinutes: env.RATE_LIMIT_LOGIN_WINDOW_MINUTES,
      loginDelaySeconds: env.RATE_LIMIT_LOGIN_DELAY_SECONDS,
      passwordResetPerHour: env.RATE_LIMIT_PASSWORD_RESET_PER_HOUR,
      registerPerHour: env.RATE_LIMIT_REGISTER_PER_HOUR,
      trackingPerMinute: env.RATE_LIMIT_TRACKING_PER_MINUTE,
      trackingMissesPerHour: env.RATE_LIMIT_TRACKING_MISSES_PER_HOUR,
      contactPerHour: env.RATE_LIMIT_CONTACT_PER_HOUR,
      redisUrl: env.REDIS_URL || undefined,
    },
  };
};

/** The configuration for a process's start: an invalid one is printed (without a stack) and the process exits 1. */
export const loadConfigOrExit = (source: NodeJS.ProcessEnv = process.env): Config => {
  try {
    return loadConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Refusing to start: ${error.message}\n`);
    process.exit(1);
  }
};
