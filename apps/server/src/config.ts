import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DELIVERY_FEE_AED, hasAtMostTwoDecimals } from '@store/contract';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

/** A count limit: at least 1, with room for tests and the bench that send everything from one address. */
const limit = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** The environment variables of DESIGN.md section 2, with their defaults. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
        .optional(),
    ),
    /** Connections of the PostgreSQL pool per process (docs/decisions/019); unused on PGlite. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    DATA_DIR: z.string().min(1).default('./data'),
    STORE_NAME: z.string().trim().min(1).max(40).default('Falcon'),
    STORE_PHONE: z.string().trim().min(1).max(32).default('+971 4 123 4567'),
    STORE_EMAIL: z.email({ message: 'must be an e-mail address' }).default('sales@falcon.ae'),
    PUBLIC_ORIGIN: z.preprocess(
      emptyToUndefined,
      z
        .url({ message: 'must be an origin such as https://shop.example.ae' })
        .transform((u) => new URL(u).origin)
        .optional(),
    ),
    DELIVERY_FEE_AED: z.coerce
      .number({ message: 'must be an amount in AED' })
      .min(0, { message: 'must not be negative' })
      .max(10_000)
      .refine(hasAtMostTwoDecimals, { message: 'must have at most 2 decimals' })
      .default(DEFAULT_DELIVERY_FEE_AED),
    SEED_DEMO: bool(true),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z.string().regex(/^rediss?:\/\//, { message: 'must start with redis://' }).optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z.string().regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' }).optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: 'must be an e-mail address' }).optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(8, { message: 'must be at least 8 characters' }).max(128).optional(),
    ),
    TRUST_PROXY: bool(false),
    // Login throttling (DESIGN.md section 4): failures only, forgotten on success.
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** Failed logins per (IP, e-mail) pair in the window, then 429 until it passes. */
    LOGIN_PAIR_MAX_FAILURES: limit(5),
    /** Failed logins per IP in the window: generous, many customers share one address. */
    LOGIN_IP_MAX_FAILURES: limit(100),
    /** Failed logins per e-mail, from any address, before each attempt must wait a delay. */
    LOGIN_EMAIL_FREE_FAILURES: limit(5),
    /** The first delay, doubled with each further failure, up to the cap. */
    LOGIN_EMAIL_FIRST_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(1),
    LOGIN_EMAIL_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    /** Wrong current passwords per user in LOGIN_WINDOW_MINUTES on a password change. */
    PASSWORD_USER_MAX_FAILURES: limit(5),
    /** Registrations per IP per hour. */
    REGISTER_IP_MAX_PER_HOUR: limit(20),
    /** Seconds a public catalogue answer is kept in memory for the next shopper; 0 turns it off. */
    CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(30).default(2),
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
    }
  });

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections of the PostgreSQL pool (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  dataDir: string;
  storeName: string;
  storePhone: string;
  storeEmail: string;
  publicOrigin: string | undefined;
  deliveryFeeAed: number;
  seedDemo: boolean;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  admin: { email: string; password: string } | undefined;
  trustProxy: boolean;
  /** Login, password and registration throttling (DESIGN.md section 4). */
  throttle: ThrottleConfig;
  /** Seconds a public catalogue answer stays in the in-process cache (0: off). */
  catalogueCacheSeconds: number;
  /** Seconds a guest's rendered page is shared with other guests (0: off; docs/decisions/013). */
  pageCacheSeconds: number;
  /** Folder of the built web app; absent in API-only tests. */
  webDist?: string | undefined;
  /** `npm run dev`: the web app's source folder, served through Vite with hot reload instead of a build. */
  webDevRoot?: string | undefined;
}

export interface ThrottleConfig {
  loginWindowMinutes: number;
  loginPairMaxFailures: number;
  loginIpMaxFailures: number;
  loginEmailFreeFailures: number;
  loginEmailFirstDelaySeconds: number;
  loginEmailMaxDelaySeconds: number;
  passwordUserMaxFailures: number;
  registerIpMaxPerHour: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parse the environment once at start-up; every problem on its own line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: path.resolve(e.DATA_DIR),
    storeName: e.STORE_NAME,
    storePhone: e.STORE_PHONE,
    storeEmail: e.STORE_EMAIL,
    publicOrigin: e.PUBLIC_ORIGIN,
    deliveryFeeAed: e.DELIVERY_FEE_AED,
    seedDemo: e.SEED_DEMO,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    trustProxy: e.TRUST_PROXY,
    throttle: {
      loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
      loginPairMaxFailures: e.LOGIN_PAIR_MAX_FAILURES,
      loginIpMaxFailures: e.LOGIN_IP_MAX_FAILURES,
      loginEmailFreeFailures: e.LOGIN_EMAIL_FREE_FAILURES,
      loginEmailFirstDelaySeconds: e.LOGIN_EMAIL_FIRST_DELAY_SECONDS,
      loginEmailMaxDelaySeconds: e.LOGIN_EMAIL_MAX_DELAY_SECONDS,
      passwordUserMaxFailures: e.PASSWORD_USER_MAX_FAILURES,
      registerIpMaxPerHour: e.REGISTER_IP_MAX_PER_HOUR,
    },
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
  };
}
