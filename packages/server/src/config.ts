// Every setting of the server, read once from the environment with its default. The README's
// configuration table lists the same names; keep the two together.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSecretKey } from './secrets/secretKey.ts';
import { parseDnsServers, type DnsServerAddress } from './dns/servers.ts';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database (PGlite) when DATABASE_URL is unset. */
  dataDir: string;
  /** PostgreSQL connection string; unset means the embedded database in dataDir. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** PGlite's buffer cache (shared_buffers) in MB, at least 16. */
  pgliteBuffersMb: number;
  /** The built app (packages/app/dist) served at /. */
  appDir: string;
  logLevel: string;
  /** Where users reach the console; links in mail point here. */
  publicUrl: string;
  /** Fastify trustProxy: false, true, a hop count or a list of proxy addresses. */
  trustProxy: boolean | number | string;
  /** auto: Secure cookies when the request came over https (after trusted proxies). */
  cookieSecure: 'auto' | 'always' | 'never';
  sessionIdleHours: number;
  sessionMaxDays: number;
  loginWindowMinutes: number;
  loginMaxFailuresPerUser: number;
  loginMaxFailuresPerAddress: number;
  /** log2 of scrypt's cost N for new password hashes; stored hashes keep their own. */
  passwordScryptLogN: number;
  /** smtp(s)://user:pass@host:port; unset keeps mail in the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** where feedback from the "Your feedback" popup is mailed; unset: only stored */
  feedbackEmail: string | undefined;
  adminEmail: string;
  /** unset: generated at first start and printed once */
  adminPassword: string | undefined;
  seedDemo: boolean;
  slackApiUrl: string;
  slackClientId: string | undefined;
  slackClientSecret: string | undefined;
  slackRedirectUri: string | undefined;
  /** OpenID Connect providers of single sign-on; a provider without a client id is off. */
  sso: Record<'google' | 'microsoft', SsoProviderConfig | undefined>;
  ingest: IngestConfig;
  /** Delivery Analytics' memory and demo traffic */
  delivery: DeliveryConfig;
  /** SECRET_KEY, decoded: seals stored credentials (secrets/); unset: kept in DATA_DIR/secret.key */
  secretKey: Buffer | undefined;
  /** mail received (mail/inbound/) */
  inbound: InboundConfig;
  /** DNS_SERVERS, asked in order by the resolver (dns/); empty: the system's resolvers */
  dnsServers: DnsServerAddress[];
  /** IP_DATA_MMDB: the operator's MMDB of countries and networks, before the shipped data (ipdata/) */
  ipDataMmdb: string | null;
  /** Reputation Monitor (modules/reputation): sweeps, SNDS, alert webhooks */
  reputation: ReputationConfig;
  /** Email Auditor (modules/auditor) */
  audit: AuditConfig;
}

export interface AuditConfig {
  /** SPAMD_URL (host:port of SpamAssassin's spamd, default 127.0.0.1:783); `off`: not asked */
  spamd: { host: string; port: number } | null;
}

export interface ReputationConfig {
  /** RM_DNS_CONCURRENCY: blocklist queries on the wire at once during a sweep */
  dnsConcurrency: number;
  /** RM_LIST_RATE: queries per second sent to one blocklist at most (0: no limit) */
  listQueriesPerSecond: number;
  /** SNDS_URL: where the SNDS data.aspx and ipStatus.aspx exports are fetched */
  sndsUrl: string;
  /** WEBHOOK_ALLOW_PRIVATE: alert webhooks may post to private and loopback addresses */
  webhookAllowPrivate: boolean;
}

/** POST /api/ingest (Delivery Analytics): how much one request may carry. */
export interface IngestConfig {
  /** bytes of a request body as sent (compressed or not) */
  bodyLimitBytes: number;
  /** bytes of a body once decompressed: a gzip bomb stops here */
  expandedLimitBytes: number;
  /** worker threads that parse large bodies (0: on the event loop) */
  parseWorkers: number;
}

/** Delivery Analytics (modules/delivery): what a process keeps in memory, the demo traffic. */
export interface DeliveryConfig {
  /** DA_CACHE_MB: bytes of all report caches of the process together */
  reportCacheBytes: number;
  /** DA_DELIVERY_CACHE: recent deliveries remembered per dataset for follow-ups (x1 to x2) */
  deliveryCacheSize: number;
  /** DEMO_EVENTS: events of the demo traffic imported at first start (0: none) */
  demoEvents: number;
}

/** The SMTP listener of mail received and the addresses it accepts. */
export interface InboundConfig {
  /** 0: no listener */
  smtpPort: number;
  smtpHost: string;
  /** the domain of the addresses the console hands out (dmarc+<token>@...) */
  mailDomain: string;
  /** SIZE announced and enforced */
  maxMessageBytes: number;
  /** PEM files for STARTTLS; unset: a certificate generated into DATA_DIR */
  tlsCert: string | undefined;
  tlsKey: string | undefined;
}

export interface SsoProviderConfig {
  /** the issuer whose /.well-known/openid-configuration is read */
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

const mebibyte = 1024 * 1024;

/** `host:port`, `spamd://host:port` or `off`; the port defaults to spamd's 783. */
function parseSpamd(value: string | undefined): AuditConfig['spamd'] {
  if (value === 'off') return null;
  const text = (value || '127.0.0.1:783').replace(/^spamd:\/\//, '');
  const match = /^(\[[0-9a-f:.]+\]|[^:\s/]+)(?::(\d{1,5}))?$/i.exec(text);
  const port = Number(match?.[2] ?? 783);
  if (!match?.[1] || port < 1 || port > 65535)
    throw new Error(`SPAMD_URL must be host:port or off, got "${value}"`);
  return { host: match[1].replace(/^\[|\]$/g, ''), port };
}

const integer = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
};

const atLeast = (value: number, minimum: number, name: string): number => {
  if (value < minimum) throw new Error(`${name} must be at least ${minimum}, got ${value}`);
  return value;
};

const flag = (value: string | undefined, fallback: boolean, name: string): boolean => {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
};

function trustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function cookieSecure(value: string | undefined): Config['cookieSecure'] {
  const setting = value || 'auto';
  if (setting === 'auto' || setting === 'always' || setting === 'never') return setting;
  throw new Error(`COOKIE_SECURE must be auto, always or never, got "${setting}"`);
}

const optional = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : value;

/** A file the server reads: refused at start when it cannot be read, not at its first use. */
function readableFile(value: string | undefined, name: string): string | null {
  if (value === undefined || value === '') return null;
  const file = path.resolve(value);
  try {
    fs.accessSync(file, fs.constants.R_OK);
  } catch {
    throw new Error(`${name} names no readable file: ${file}`);
  }
  return file;
}

function ssoProvider(
  issuer: string,
  clientId: string | undefined,
  clientSecret: string | undefined,
): SsoProviderConfig | undefined {
  const id = optional(clientId);
  return id
    ? { issuer: issuer.replace(/\/+$/, ''), clientId: id, clientSecret: optional(clientSecret) }
    : undefined;
}

function inboundConfig(env: NodeJS.ProcessEnv, host: string, publicUrl: string): InboundConfig {
  const tlsCert = optional(env.INBOUND_TLS_CERT);
  const tlsKey = optional(env.INBOUND_TLS_KEY);
  if ((tlsCert === undefined) !== (tlsKey === undefined))
    throw new Error('INBOUND_TLS_CERT and INBOUND_TLS_KEY are set together');
  const name = 'INBOUND_MAX_MESSAGE_MB';
  const maxMegabytes = atLeast(integer(env[name], 25, name), 1, name);
  return {
    smtpPort: integer(env.INBOUND_SMTP_PORT, 2525, 'INBOUND_SMTP_PORT'),
    smtpHost: env.INBOUND_SMTP_HOST || host,
    mailDomain: (env.MAIL_DOMAIN || new URL(publicUrl).hostname).toLowerCase(),
    maxMessageBytes: maxMegabytes * mebibyte,
    tlsCert: tlsCert && path.resolve(tlsCert),
    tlsKey: tlsKey && path.resolve(tlsKey),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env.PORT, 8080, 'PORT');
  const host = env.HOST || '0.0.0.0';
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: optional(env.DATABASE_URL),
    databasePoolSize: integer(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
    pgliteBuffersMb: atLeast(
      integer(env.PGLITE_BUFFERS_MB, 512, 'PGLITE_BUFFERS_MB'),
      16,
      'PGLITE_BUFFERS_MB',
    ),
    appDir: path.resolve(env.APP_DIR || path.join(packageRoot, '..', 'app', 'dist')),
    logLevel: env.LOG_LEVEL || 'info',
    publicUrl,
    trustProxy: trustProxy(env.TRUST_PROXY),
    cookieSecure: cookieSecure(env.COOKIE_SECURE),
    sessionIdleHours: integer(env.SESSION_IDLE_HOURS, 168, 'SESSION_IDLE_HOURS'),
    sessionMaxDays: integer(env.SESSION_MAX_DAYS, 30, 'SESSION_MAX_DAYS'),
    loginWindowMinutes: integer(env.LOGIN_WINDOW_MINUTES, 15, 'LOGIN_WINDOW_MINUTES'),
    loginMaxFailuresPerUser: integer(
      env.LOGIN_MAX_FAILURES_PER_USER,
      5,
      'LOGIN_MAX_FAILURES_PER_USER',
    ),
    loginMaxFailuresPerAddress: integer(
      env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      20,
      'LOGIN_MAX_FAILURES_PER_ADDRESS',
    ),
    passwordScryptLogN: integer(env.PASSWORD_SCRYPT_LOG_N, 15, 'PASSWORD_SCRYPT_LOG_N'),
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'Deliverability console <console@localhost>',
    feedbackEmail: optional(env.FEEDBACK_EMAIL),
    adminEmail: (env.ADMIN_EMAIL || 'admin@example.com').toLowerCase(),
    adminPassword: optional(env.ADMIN_PASSWORD),
    seedDemo: flag(env.SEED_DEMO, true, 'SEED_DEMO'),
    slackApiUrl: (env.SLACK_API_URL || 'https://slack.com/api').replace(/\/+$/, ''),
    slackClientId: optional(env.SLACK_CLIENT_ID),
    slackClientSecret: optional(env.SLACK_CLIENT_SECRET),
    slackRedirectUri: optional(env.SLACK_REDIRECT_URI),
    sso: {
      google: ssoProvider(
        env.GOOGLE_ISSUER || 'https://accounts.google.com',
        env.GOOGLE_CLIENT_ID,
        env.GOOGLE_CLIENT_SECRET,
      ),
      microsoft: ssoProvider(
        env.MICROSOFT_ISSUER || 'https://login.microsoftonline.com/common/v2.0',
        env.MICROSOFT_CLIENT_ID,
        env.MICROSOFT_CLIENT_SECRET,
      ),
    },
    dnsServers: parseDnsServers(env.DNS_SERVERS),
    ipDataMmdb: readableFile(env.IP_DATA_MMDB, 'IP_DATA_MMDB'),
    reputation: {
      dnsConcurrency: atLeast(
        integer(env.RM_DNS_CONCURRENCY, 200, 'RM_DNS_CONCURRENCY'),
        1,
        'RM_DNS_CONCURRENCY',
      ),
      listQueriesPerSecond: integer(env.RM_LIST_RATE, 250, 'RM_LIST_RATE'),
      sndsUrl: (env.SNDS_URL || 'https://sendersupport.olc.protection.outlook.com/snds').replace(
        /\/+$/,
        '',
      ),
      webhookAllowPrivate: flag(env.WEBHOOK_ALLOW_PRIVATE, false, 'WEBHOOK_ALLOW_PRIVATE'),
    },
    audit: { spamd: parseSpamd(env.SPAMD_URL) },
    secretKey: env.SECRET_KEY ? parseSecretKey(env.SECRET_KEY) : undefined,
    inbound: inboundConfig(env, host, publicUrl),
    ingest: {
      bodyLimitBytes:
        integer(env.DA_INGEST_BODY_LIMIT_MB, 64, 'DA_INGEST_BODY_LIMIT_MB') * mebibyte,
      expandedLimitBytes:
        integer(env.DA_INGEST_EXPANDED_LIMIT_MB, 128, 'DA_INGEST_EXPANDED_LIMIT_MB') * mebibyte,
      parseWorkers: integer(env.DA_PARSE_WORKERS, 0, 'DA_PARSE_WORKERS'),
    },
    delivery: {
      reportCacheBytes: integer(env.DA_CACHE_MB, 512, 'DA_CACHE_MB') * mebibyte,
      deliveryCacheSize: atLeast(
        integer(env.DA_DELIVERY_CACHE, 1_000_000, 'DA_DELIVERY_CACHE'),
        1,
        'DA_DELIVERY_CACHE',
      ),
      demoEvents: integer(env.DEMO_EVENTS, 300_000, 'DEMO_EVENTS'),
    },
  };
}
