// Settings: defaults, parsing, refusals, and that every variable config.ts reads is documented
// in the root README's configuration table.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const read = (relative: string) => fs.readFileSync(new URL(relative, import.meta.url), 'utf8');

describe('configuration', () => {
  it('documents every variable it reads in the root README', () => {
    const readVariables = [...read('./config.ts').matchAll(/env\.([A-Z_]+)/g)].map(
      (match) => match[1],
    );
    const documented = [...read('../../../README.md').matchAll(/^\| `([A-Z_]+)` +\|/gm)].map(
      (match) => match[1],
    );
    expect(new Set(readVariables).size).toBeGreaterThan(20);
    expect([...new Set(readVariables)].filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('has working defaults and reads values', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      port: 8080,
      cookieSecure: 'auto',
      trustProxy: false,
      seedDemo: true,
      smtpUrl: undefined,
      loginMaxFailuresPerUser: 5,
      publicUrl: 'http://localhost:8080',
    });
    const set = loadConfig({
      PORT: '9000',
      TRUST_PROXY: '2',
      SEED_DEMO: '0',
      ADMIN_EMAIL: 'Root@Example.org',
      PUBLIC_URL: 'https://c.example.com/',
    });
    expect(set).toMatchObject({
      port: 9000,
      trustProxy: 2,
      seedDemo: false,
      adminEmail: 'root@example.org',
      publicUrl: 'https://c.example.com',
    });
  });

  it('refuses values it cannot read, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'PORT must be a whole number, got "eighty"',
    );
    expect(() => loadConfig({ COOKIE_SECURE: 'sometimes' })).toThrow(
      /COOKIE_SECURE must be auto, always or never/,
    );
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(
      'SEED_DEMO must be 1 or 0, got "maybe"',
    );
  });

  it('reads the settings of mail received and the secret key', () => {
    expect(
      loadConfig({ HOST: '10.0.0.7', PUBLIC_URL: 'https://Console.Example.com:8443/' }),
    ).toMatchObject({
      secretKey: undefined,
      inbound: {
        smtpPort: 2525,
        smtpHost: '10.0.0.7',
        mailDomain: 'console.example.com',
        maxMessageBytes: 25 * 1024 * 1024,
        tlsCert: undefined,
      },
    });
    const key = Buffer.alloc(32, 7);
    const set = loadConfig({
      INBOUND_SMTP_PORT: '0',
      INBOUND_SMTP_HOST: '127.0.0.1',
      MAIL_DOMAIN: 'Reports.Example.net',
      INBOUND_MAX_MESSAGE_MB: '5',
      INBOUND_TLS_CERT: '/etc/tls/mx.pem',
      INBOUND_TLS_KEY: '/etc/tls/mx.key',
      SECRET_KEY: key.toString('base64'),
    });
    expect(set.inbound).toEqual({
      smtpPort: 0,
      smtpHost: '127.0.0.1',
      mailDomain: 'reports.example.net',
      maxMessageBytes: 5 * 1024 * 1024,
      tlsCert: '/etc/tls/mx.pem',
      tlsKey: '/etc/tls/mx.key',
    });
    expect(set.secretKey).toEqual(key);
    expect(loadConfig({ SECRET_KEY: key.toString('hex') }).secretKey).toEqual(key);
    expect(() => loadConfig({ SECRET_KEY: 'too short' })).toThrow('SECRET_KEY must be 32 bytes');
    expect(() => loadConfig({ INBOUND_TLS_CERT: '/etc/tls/mx.pem' })).toThrow(
      'INBOUND_TLS_CERT and INBOUND_TLS_KEY are set together',
    );
    expect(() => loadConfig({ INBOUND_MAX_MESSAGE_MB: '0' })).toThrow(
      'INBOUND_MAX_MESSAGE_MB must be at least 1',
    );
    expect(loadConfig({}).pgliteBuffersMb).toBe(512);
    expect(loadConfig({ PGLITE_BUFFERS_MB: '64' }).pgliteBuffersMb).toBe(64);
    expect(() => loadConfig({ PGLITE_BUFFERS_MB: '8' })).toThrow(
      'PGLITE_BUFFERS_MB must be at least 16, got 8',
    );
    expect(() => loadConfig({ PGLITE_BUFFERS_MB: '1.5GB' })).toThrow(
      'PGLITE_BUFFERS_MB must be a whole number, got "1.5GB"',
    );
  });
});
