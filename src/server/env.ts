import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { resolveAuthSecret } from './auth-secret';
import { resolveDataKeys } from './data-keys';

// The one place that reads process.env.
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_ENV: z.enum(['production', 'staging', 'development']).default('development'),
  /** Required in production; elsewhere it follows PORT. */
  APP_URL: optionalText.pipe(z.string().url().optional()),
  PORT: z.coerce.number().int().positive().max(65_535).default(3000),
  /** Read by server/index.mjs; listed to be validated and documented. */
  TRUSTED_PROXIES: optionalText,
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().default('./data'),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Matside <no-reply@matside.local>'),
  CONTACT_TO: z.string().default('support@matside.local'),
  S3_ENDPOINT: optionalText,
  /** `off`: only queues jobs (decision 034), for a web-only instance or to hold mail in an incident. */
  JOB_WORKER: z.enum(['on', 'off']).default('on'),
  /** Decision 043; the e2e servers run it every minute. */
  SAFETY_ALERT_DIGEST_CRON: z.string().trim().min(9).default('0 14 * * *'),
  /** Decision 048: 60 in production; the e2e servers set 1. */
  CHECK_IN_GRACE_UNIT_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
  CHECK_IN_SWEEP_SECONDS: z.coerce.number().int().min(1).max(50).default(15),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Next's shared cache; read by server/cache-handler.mjs and next.config.ts, listed to be validated. */
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .url()
      .refine((url) => /^rediss?:\/\//.test(url), 'must start with redis:// or rediss://')
      .optional(),
  ),
  /** So apps or runs can share one Redis. */
  REDIS_KEY_PREFIX: optionalText,
  NEXT_PHASE: optionalText,
  /** Decision 022. */
  MATSIDE_STARTUP_TOKEN: optionalText,
  /** Decision 025: unset, generated into DATA_DIR; known or short values stop the start. */
  AUTH_SECRET: optionalText,
  /**
   * Decision 053: "v1:<32 bytes base64url>[,v2:…]". Unset: generated into DATA_DIR; required in
   * production. Never in the database or its backups.
   */
  DATA_ENCRYPTION_KEY: optionalText,
  /** Only the e2e suite (one address) raises it. */
  SIGN_IN_RATE_LIMIT_MAX: optionalText.pipe(z.coerce.number<string | undefined>().int().positive().optional()),
  /** Unset = the built-in engine. */
  AI_BASE_URL: optionalText.pipe(z.string().url().optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  /** A name is looked up on PATH. */
  FFMPEG_PATH: optionalText.transform((value) => value ?? 'ffmpeg'),
  FFMPEG_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(120),
  /** Decision 031. Unset: nothing is sent and the browser loads no monitoring code. */
  SENTRY_DSN: optionalText.pipe(
    z
      .string()
      .url()
      .refine((url) => /^https?:\/\//.test(url), 'must start with http:// or https://')
      .optional(),
  ),
  SENTRY_RELEASE: optionalText,
  /** Read by server/index.mjs; with METRICS_TOKEN unset too, /metrics is off. */
  METRICS_ALLOW: optionalText,
  /** 32+ characters; with METRICS_ALLOW too, a scrape needs both. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'APP_URL' | 'AUTH_SECRET' | 'DATA_ENCRYPTION_KEY'> & {
  APP_URL: string;
  AUTH_SECRET: string;
  DATA_ENCRYPTION_KEY: string;
};

/** Nothing signs during `next build`, and a secret must not end up in a build. */
const BUILD_PHASE = 'phase-production-build';

const MAIL_ADDRESS_VARIABLES = ['MAIL_FROM', 'CONTACT_TO'] as const;

/** RFC 2606/6761 domains: a production start with the defaults would mail nowhere. */
function reservedMailDomain(value: string): string | null {
  const address = /<([^>]*)>/.exec(value)?.[1] ?? value;
  const domain = address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  const labels = domain.split('.');
  const tld = labels.at(-1) ?? '';
  if (!address.includes('@') || domain === '') return 'is not an e-mail address';
  if (['local', 'test', 'example', 'invalid', 'localhost'].includes(tld) || labels.includes('example')) {
    return `uses the reserved domain ${domain}`;
  }
  return null;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  if (parsed.data.AI_BASE_URL && !parsed.data.AI_MODEL) {
    throw new Error('Invalid environment: AI_MODEL must be set with AI_BASE_URL');
  }
  const production = parsed.data.APP_ENV === 'production';
  if (production && !parsed.data.APP_URL) {
    throw new Error('Invalid environment: APP_URL must be set in production (the public https address)');
  }
  for (const name of production ? MAIL_ADDRESS_VARIABLES : []) {
    const problem = reservedMailDomain(parsed.data[name]);
    if (problem) {
      throw new Error(
        `Invalid environment: ${name} ${problem}; set a real address in production (${parsed.data[name]})`,
      );
    }
  }
  const appUrl = parsed.data.APP_URL ?? `http://localhost:${parsed.data.PORT}`;
  if (parsed.data.NEXT_PHASE === BUILD_PHASE) {
    // The build's data folder may be baked into an image: never generate a secret there.
    if (parsed.data.AUTH_SECRET) resolveAuthSecret({ configured: parsed.data.AUTH_SECRET, dataDir: '' });
    if (parsed.data.DATA_ENCRYPTION_KEY) {
      resolveDataKeys({ configured: parsed.data.DATA_ENCRYPTION_KEY, dataDir: '', production });
    }
    const built = { ...parsed.data, APP_URL: appUrl } as Env;
    for (const name of ['AUTH_SECRET', 'DATA_ENCRYPTION_KEY'] as const) {
      Object.defineProperty(built, name, {
        enumerable: false,
        get() {
          throw new Error(`${name} is not available during \`next build\`: sign nothing at build time`);
        },
      });
    }
    return built;
  }
  const secret = resolveAuthSecret({
    configured: parsed.data.AUTH_SECRET,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    onGenerated: (file) =>
      console.info(
        `[matside] AUTH_SECRET is not set: generated a random secret into ${file} (mode 0600); later starts read it`,
      ),
  });
  const dataKeys = resolveDataKeys({
    configured: parsed.data.DATA_ENCRYPTION_KEY,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    production,
    onGenerated: (file) =>
      console.info(
        `[matside] DATA_ENCRYPTION_KEY is not set: generated a random key into ${file} (mode 0600); later starts read it. Losing it loses the sealed contacts: back it up apart from the database`,
      ),
  });
  return { ...parsed.data, APP_URL: appUrl, AUTH_SECRET: secret, DATA_ENCRYPTION_KEY: dataKeys };
}

export const env = parseEnv();

/** FLAG_<NAME>=on|off. */
export const flagOverrides: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(process.env)
    .filter(([key]) => key.startsWith('FLAG_'))
    .map(([key, value]) => [key.slice('FLAG_'.length), value]),
);

export const dataDir = path.resolve(env.DATA_DIR);

/** Outside production both loopback names, so 127.0.0.1 works as well as localhost. */
export const trustedOrigins: readonly string[] = [
  ...new Set([
    new URL(env.APP_URL).origin,
    ...(env.APP_ENV === 'production'
      ? []
      : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`, `http://[::1]:${env.PORT}`]),
  ]),
];
