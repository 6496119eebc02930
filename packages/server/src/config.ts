// Every setting of the server, read once from the environment with its default. The README's
// configuration table lists the same names; keep the two together.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database (PGlite) when DATABASE_URL is unset. */
  dataDir: string;
  /** PostgreSQL connection string; unset means the embedded database in dataDir. */
  databaseUrl: string | undefined;
  /** The built app (packages/app/dist) served at /. */
  appDir: string;
  logLevel: string;
}

const integer = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: integer(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    appDir: path.resolve(env.APP_DIR || path.join(packageRoot, '..', 'app', 'dist')),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
