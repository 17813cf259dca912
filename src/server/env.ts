import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { resolveAuthSecret } from './auth-secret';
import { resolveDataKeys } from './data-keys';

// The one place that reads process.env (house style 3). Everything else imports `env`.
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_ENV: z.enum(['production', 'staging', 'development']).default('development'),
  /** The public address. Required in production; elsewhere it follows PORT (server/index.mjs). */
  APP_URL: optionalText.pipe(z.string().url().optional()),
  /** The port our server listens on (server/index.mjs sets it). */
  PORT: z.coerce.number().int().positive().max(65_535).default(3000),
  /** Addresses/CIDRs of our own proxies, read by server/index.mjs; listed here to be validated and documented. */
  TRUSTED_PROXIES: optionalText,
  /** postgres://… selects the node-postgres pool; unset selects embedded PGlite. */
  DATABASE_URL: optionalText,
  /** Folder for PGlite, uploads and the mail outbox when no external service is configured. */
  DATA_DIR: z.string().default('./data'),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Matside <no-reply@matside.local>'),
  CONTACT_TO: z.string().default('support@matside.local'),
  S3_ENDPOINT: optionalText,
  /**
   * Whether this process works the job queue (e-mails…; decision 034). `off`: it only queues jobs,
   * for a web-only instance beside a worker instance, or to hold outgoing mail during an incident;
   * the jobs wait in the database and run once a process with `on` starts.
   */
  JOB_WORKER: z.enum(['on', 'off']).default('on'),
  /** The daily safety alert digest's cron, UTC (decision 043); the e2e servers run it every minute. */
  SAFETY_ALERT_DIGEST_CRON: z.string().trim().min(9).default('0 14 * * *'),
  /**
   * Seconds in one "minute" of a check-in's grace period (decision 048): 60 in production; the
   * e2e servers set 1, so a 5-minute grace passes in 5 seconds without touching any clock.
   */
  CHECK_IN_GRACE_UNIT_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
  /** How often a worker looks for check-in deadlines passed without an alert (decision 048). */
  CHECK_IN_SWEEP_SECONDS: z.coerce.number().int().min(1).max(50).default(15),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /**
   * redis://… or rediss://…: Next's cache (data, pages, tags) is shared in Redis by every instance
   * (server/cache-handler.mjs and next.config.ts read it: Next loads both outside the app bundle).
   * Listed here to be validated at start and documented. Unset: each instance caches on its own.
   */
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .url()
      .refine((url) => /^rediss?:\/\//.test(url), 'must start with redis:// or rediss://')
      .optional(),
  ),
  /** Prefix of the shared cache's keys (the build id follows), so apps or runs can share one Redis. */
  REDIS_KEY_PREFIX: optionalText,
  /** Set by `next build` ('phase-production-build'): cached pages render a shell without the database. */
  NEXT_PHASE: optionalText,
  /** Random per start, set by server/index.mjs for its own POST /api/internal/startup (decision 022). */
  MATSIDE_STARTUP_TOKEN: optionalText,
  /**
   * Secret for sessions, e-mail verification links and captcha signatures (decision 025). Unset: a
   * random one generated into DATA_DIR/auth-secret on the first start. Known or short values stop
   * the start (auth-secret.ts).
   */
  AUTH_SECRET: optionalText,
  /**
   * The keys of the sealed contacts (decision 053): "v1:<32 random bytes, base64url>", and during a
   * rotation the older versions too ("v1:…,v2:…"). Unset: generated into DATA_DIR/data-encryption-key
   * on the first start; required in production. Never in the database or its backups.
   */
  DATA_ENCRYPTION_KEY: optionalText,
  /** Sign-in attempts per client address a minute; only the e2e suite (one address) raises it. */
  SIGN_IN_RATE_LIMIT_MAX: optionalText.pipe(z.coerce.number<string | undefined>().int().positive().optional()),
  /** An OpenAI-compatible endpoint for the AI chat; unset = the built-in engine. */
  AI_BASE_URL: optionalText.pipe(z.string().url().optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  /**
   * The ffmpeg binary that re-encodes uploaded mp4 files (Debian: apt-get install -y ffmpeg). A
   * name is looked up on PATH. ffprobe is not needed.
   */
  FFMPEG_PATH: optionalText.transform((value) => value ?? 'ffmpeg'),
  /** Seconds one ffmpeg run may take before it is killed and the upload refused. */
  FFMPEG_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(120),
  /**
   * Error monitoring (decision 031): a Sentry-protocol DSN (Sentry, GlitchTip…). Unset: nothing is
   * sent and the browser loads no monitoring code. Set: server and browser errors go there, scrubbed.
   */
  SENTRY_DSN: optionalText.pipe(
    z
      .string()
      .url()
      .refine((url) => /^https?:\/\//.test(url), 'must start with http:// or https://')
      .optional(),
  ),
  /** The release events are tagged with; unset: matside@<version>+<build id>. */
  SENTRY_RELEASE: optionalText,
  /**
   * Addresses/CIDRs allowed to read GET /metrics, read by server/index.mjs like TRUSTED_PROXIES;
   * listed here to be documented (an invalid entry stops the server there). With METRICS_TOKEN
   * unset too, /metrics is off.
   */
  METRICS_ALLOW: optionalText,
  /**
   * A bearer token (32+ characters) that lets a scraper read GET /metrics from any address
   * (`Authorization: Bearer …`); with METRICS_ALLOW too, a scrape needs both. Read by
   * server/index.mjs, which refuses to start with a shorter one.
   */
  METRICS_TOKEN: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'APP_URL' | 'AUTH_SECRET' | 'DATA_ENCRYPTION_KEY'> & {
  APP_URL: string;
  AUTH_SECRET: string;
  DATA_ENCRYPTION_KEY: string;
};

/** `next build` (several workers): nothing signs anything then, and a secret must not end up in a build or an image. */
const BUILD_PHASE = 'phase-production-build';

/** Variables that hold an e-mail address (a bare address or `Name <address>`). */
const MAIL_ADDRESS_VARIABLES = ['MAIL_FROM', 'CONTACT_TO'] as const;

/**
 * Domains no real mailbox lives on (RFC 2606 / RFC 6761: .test, .example, .invalid, .localhost,
 * example.com/net/org and every example.*; .local is mDNS). The defaults use them, so a production
 * start without real addresses would send its mail nowhere.
 */
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

/** Parses `source` (process.env by default); exported for the tests. */
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
    // The build never signs: a configured secret is still checked, a missing one is not generated
    // (the build's data folder may be baked into an image that many instances then share).
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

/** Feature-flag overrides come from FLAG_<NAME_WITH_UNDERSCORES>=on|off; read here so nothing else touches process.env. */
export const flagOverrides: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(process.env)
    .filter(([key]) => key.startsWith('FLAG_'))
    .map(([key, value]) => [key.slice('FLAG_'.length), value]),
);

export const dataDir = path.resolve(env.DATA_DIR);

/**
 * Origins allowed to sign in and post forms: APP_URL, and outside production both loopback names on
 * the served port, so opening http://127.0.0.1:3000 instead of localhost works for a newcomer.
 */
export const trustedOrigins: readonly string[] = [
  ...new Set([
    new URL(env.APP_URL).origin,
    ...(env.APP_ENV === 'production'
      ? []
      : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`, `http://[::1]:${env.PORT}`]),
  ]),
];
