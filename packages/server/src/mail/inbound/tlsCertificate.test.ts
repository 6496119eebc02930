// The STARTTLS certificate: generated once into the data folder (owner-only) and the same at the
// next start; the configured PEM files when given (a key that does not match is refused at
// start); a data folder that can not be written gives a certificate for this process only.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { generatedCertificateFile, inboundTlsMaterial } from './tlsCertificate.ts';

const quiet = { info: () => undefined, warn: () => undefined };

describe('the STARTTLS certificate', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbound-tls-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const config = (env: Record<string, string>) =>
    loadConfig({ MAIL_DOMAIN: 'mx.console.test', ...env });

  it('is generated once into the data folder and stays the same across starts', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await inboundTlsMaterial(config({ DATA_DIR: dataDir }), quiet);
    expect(first.source).toBe('generated');
    expect(fs.statSync(path.join(dataDir, generatedCertificateFile)).mode & 0o777).toBe(0o600);
    const again = await inboundTlsMaterial(config({ DATA_DIR: dataDir }), quiet);
    expect([again.cert, again.key]).toEqual([first.cert, first.key]);
    const certificate = new crypto.X509Certificate(first.cert);
    expect(certificate.subject).toBe('CN=mx.console.test');
    expect(certificate.checkPrivateKey(crypto.createPrivateKey(first.key))).toBe(true);
    expect(Date.parse(certificate.validTo) - Date.now()).toBeGreaterThan(9 * 365 * 86_400_000);
  });

  it('uses the configured files, and refuses a key of another certificate', async () => {
    const kept = path.join(dir, 'data', generatedCertificateFile);
    const pem = fs.readFileSync(kept, 'utf8');
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    fs.writeFileSync(cert, pem.slice(pem.indexOf('-----BEGIN CERTIFICATE-----')));
    fs.writeFileSync(key, pem.slice(0, pem.indexOf('-----BEGIN CERTIFICATE-----')));
    const configured = await inboundTlsMaterial(
      config({ DATA_DIR: path.join(dir, 'unused'), INBOUND_TLS_CERT: cert, INBOUND_TLS_KEY: key }),
      quiet,
    );
    expect(configured.source).toBe('configured');
    expect(fs.existsSync(path.join(dir, 'unused'))).toBe(false);
    const otherKey = path.join(dir, 'other-key.pem');
    fs.writeFileSync(
      otherKey,
      crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }),
    );
    await expect(
      inboundTlsMaterial(config({ INBOUND_TLS_CERT: cert, INBOUND_TLS_KEY: otherKey }), quiet),
    ).rejects.toThrow('INBOUND_TLS_CERT and INBOUND_TLS_KEY can not be used');
  });

  it('is for this process only when the data folder can not be written', async () => {
    const notAFolder = path.join(dir, 'a-file');
    fs.writeFileSync(notAFolder, '');
    const warnings: string[] = [];
    const material = await inboundTlsMaterial(config({ DATA_DIR: notAFolder }), {
      info: () => undefined,
      warn: (_fields: unknown, message?: string) => void warnings.push(message ?? ''),
    });
    expect(material.source).toBe('process');
    expect(warnings[0]).toContain('this process uses its own');
  });
});
