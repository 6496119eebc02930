// The certificate the SMTP listener offers with STARTTLS: the PEM files of INBOUND_TLS_CERT and
// INBOUND_TLS_KEY, or else a self-signed one for MAIL_DOMAIN generated at first start and kept
// in DATA_DIR/inbound-smtp.pem (key and certificate in one file, owner-only), so that it stays
// the same across restarts. Senders of reports use TLS opportunistically and do not verify it.
// When the data folder can not be written (PostgreSQL with a read-only DATA_DIR), the listener
// uses a certificate generated for this process only, and says so in the log.
import crypto from 'node:crypto';
import tls from 'node:tls';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { generate } from 'selfsigned';
import type { Config } from '../../config.ts';

export interface TlsMaterial {
  key: string;
  cert: string;
  /** configured files, the kept generated one, or one for this process only */
  source: 'configured' | 'generated' | 'process';
}

export const generatedCertificateFile = 'inbound-smtp.pem';
const validYears = 10;

const keyPattern = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+?-----END [A-Z ]*PRIVATE KEY-----/;
const certificatePattern = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

export async function inboundTlsMaterial(
  config: Pick<Config, 'dataDir' | 'inbound'>,
  logger: Pick<Logger, 'info' | 'warn'>,
): Promise<TlsMaterial> {
  const { tlsCert, tlsKey, mailDomain } = config.inbound;
  if (tlsCert && tlsKey) {
    try {
      const material = {
        cert: fs.readFileSync(tlsCert, 'utf8'),
        key: fs.readFileSync(tlsKey, 'utf8'),
      };
      tls.createSecureContext(material);
      return { ...material, source: 'configured' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`INBOUND_TLS_CERT and INBOUND_TLS_KEY can not be used: ${reason}`, {
        cause: error,
      });
    }
  }
  const file = path.join(config.dataDir, generatedCertificateFile);
  const kept = readKept(file);
  if (kept) return kept;
  const pems = await generateCertificate(mailDomain);
  try {
    keep(file, pems);
    logger.info({ file, mailDomain }, 'generated the STARTTLS certificate of the SMTP listener');
    return readKept(file) ?? { ...pems, source: 'generated' };
  } catch (error) {
    logger.warn(
      { err: error, file },
      'the STARTTLS certificate can not be kept in DATA_DIR: this process uses its own until it ' +
        'stops (set INBOUND_TLS_CERT and INBOUND_TLS_KEY to keep one)',
    );
    return { ...pems, source: 'process' };
  }
}

/** The kept key and certificate, unless missing, unreadable or expired. */
function readKept(file: string): TlsMaterial | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const key = keyPattern.exec(text)?.[0];
  const cert = text.match(certificatePattern)?.join('\n');
  if (!key || !cert) return null;
  const expires = Date.parse(new crypto.X509Certificate(cert).validTo);
  if (!(expires > Date.now() + 86_400_000)) return null;
  return { key: `${key}\n`, cert: `${cert}\n`, source: 'generated' };
}

/** Written to a private temporary file, then renamed: a reader never sees half of it. */
function keep(file: string, pems: { key: string; cert: string }): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  const descriptor = fs.openSync(temporary, 'wx', 0o600);
  try {
    fs.writeSync(descriptor, `${pems.key.trim()}\n${pems.cert.trim()}\n`);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  fs.renameSync(temporary, file);
}

async function generateCertificate(domain: string): Promise<{ key: string; cert: string }> {
  const notBeforeDate = new Date();
  const notAfterDate = new Date(notBeforeDate);
  notAfterDate.setUTCFullYear(notAfterDate.getUTCFullYear() + validYears);
  const pems = await generate([{ name: 'commonName', value: domain }], {
    keyType: 'rsa',
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: domain }] },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
