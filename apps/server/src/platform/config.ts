import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/** Everything the server reads from its environment; see the README's configuration table. */
export interface Config {
  port: number;
  host: string;
  /** postgres://… or undefined for the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /** DATABASE_PREPARED_STATEMENTS=false turns named prepared statements off (for poolers that cannot keep them). */
  preparedStatements: boolean;
  dataDir: string;
  /** Secret for signing access tokens (HS256). */
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Absolute lifetime of a refresh-token family, however often it is rotated. */
  refreshFamilyMaxAgeSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Public origin used in mail links, e.g. https://kiai.example; defaults to http://localhost:PORT. */
  publicUrl: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  googleIssuers: string[];
  webDistDir: string;
  logLevel: string;
  /** How long a computed schedule range is reused (ms); this server's bookings refresh it at once. */
  scheduleCacheMs: number;
  production: boolean;
  /** TRUST_PROXY: false (default), true, or comma-separated addresses/CIDRs of our own proxies. */
  trustProxy: boolean | string;
  /**
   * AUTH_ANONYMOUS_REQUESTS_PER_IP (default 10): registrations, reset requests and resends per address and hour,
   * each counted apart. A setting because a club's Wi-Fi puts every member at the front desk behind one address.
   */
  anonymousRequestsPerIp: number;
  /** Stripe is used when both are set; otherwise the built-in test payment provider. */
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** STRIPE_API_URL, e.g. http://127.0.0.1:12111: another Stripe API base (a local fake in tests); default Stripe's own. */
  stripeApiUrl: string | undefined;
  /** Signs the built-in test provider's events; derived from the JWT secret unless TEST_PAYMENTS_SECRET is set. */
  testPaymentsSecret: string;
  /** How long the test provider's "delayed" outcomes wait before their final event. */
  testPaymentDelaySeconds: number;
}

function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000);
  const dataDir = path.resolve(env.KIAI_DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const jwtSecret = env.JWT_SECRET || loadOrCreateSecret(dataDir);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS !== 'false',
    dataDir,
    jwtSecret,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 300),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL_SECONDS, 7 * 24 * 3600),
    refreshFamilyMaxAgeSeconds: int(env.REFRESH_FAMILY_MAX_AGE_SECONDS, 30 * 24 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Kiai <no-reply@kiai.localhost>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    googleIssuers: (env.GOOGLE_ISSUERS ?? 'https://accounts.google.com,accounts.google.com').split(','),
    webDistDir: path.resolve(env.KIAI_WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    scheduleCacheMs: int(env.SCHEDULE_CACHE_MS, 1000),
    production: env.NODE_ENV === 'production',
    trustProxy: trustProxy(env.TRUST_PROXY),
    anonymousRequestsPerIp: int(env.AUTH_ANONYMOUS_REQUESTS_PER_IP, 10),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
    testPaymentsSecret:
      env.TEST_PAYMENTS_SECRET || `whsec_${createHash('sha256').update(`test-payments:${jwtSecret}`).digest('base64url')}`,
    testPaymentDelaySeconds: int(env.TEST_PAYMENT_DELAY_SECONDS, 5),
  };
}
