// Amazon SNS message signatures. SNS signs a canonical string of the message's fields with
// the key of an X.509 certificate it publishes at SigningCertURL (SignatureVersion 1 =
// SHA1withRSA, 2 = SHA256withRSA). Verifying needs that certificate, fetched over HTTPS, so
// the fetcher is injected: production passes an HTTPS fetch with a cache, tests and offline
// installations pass their own (or none, and rely on the TopicArn allow-list alone, see
// ses.ts). The certificate URL must be an https URL on an sns.<region>.amazonaws.com host:
// anything else could be a forger's certificate.
import crypto from 'node:crypto';
import { text } from '../fields.ts';

export type CertificateFetcher = (url: string) => Promise<string>;

export type SnsSignatureVerifier = (
  envelope: Record<string, unknown>,
) => Promise<{ ok: true } | { ok: false; reason: string }>;

const signedFields: Readonly<Record<string, readonly string[]>> = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: [
    'Message',
    'MessageId',
    'SubscribeURL',
    'Timestamp',
    'Token',
    'TopicArn',
    'Type',
  ],
  UnsubscribeConfirmation: [
    'Message',
    'MessageId',
    'SubscribeURL',
    'Timestamp',
    'Token',
    'TopicArn',
    'Type',
  ],
};

const certificateHost = /^sns\.[a-z0-9-]+\.amazonaws\.com(?:\.cn)?$/;

/** The string SNS signs: `name\nvalue\n` for each signed field present, in this order. */
export function snsStringToSign(envelope: Record<string, unknown>): string | null {
  const fields = signedFields[text(envelope.Type) ?? ''];
  if (fields === undefined) return null;
  let canonical = '';
  for (const field of fields) {
    const value = envelope[field];
    if (typeof value === 'string') canonical += `${field}\n${value}\n`;
  }
  return canonical;
}

export function isSnsCertificateUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      certificateHost.test(url.hostname) &&
      url.pathname.endsWith('.pem')
    );
  } catch {
    return false;
  }
}

function publicKeyOf(pem: string): crypto.KeyObject {
  return pem.includes('BEGIN CERTIFICATE')
    ? new crypto.X509Certificate(pem).publicKey
    : crypto.createPublicKey(pem);
}

export function createSnsSignatureVerifier(
  fetchCertificate: CertificateFetcher,
): SnsSignatureVerifier {
  const keys = new Map<string, Promise<crypto.KeyObject>>();
  return async (envelope) => {
    const version = text(envelope.SignatureVersion);
    const algorithm = version === '1' ? 'RSA-SHA1' : version === '2' ? 'RSA-SHA256' : null;
    if (algorithm === null)
      return { ok: false, reason: `unsupported SignatureVersion ${String(version)}` };
    const certificateUrl = text(envelope.SigningCertURL) ?? text(envelope.SigningCertUrl);
    if (certificateUrl === null || !isSnsCertificateUrl(certificateUrl))
      return { ok: false, reason: 'SigningCertURL is not an SNS certificate URL' };
    const signature = text(envelope.Signature);
    const canonical = snsStringToSign(envelope);
    if (signature === null || canonical === null)
      return { ok: false, reason: 'signature or signed fields missing' };
    let key = keys.get(certificateUrl);
    if (key === undefined) {
      key = fetchCertificate(certificateUrl).then(publicKeyOf);
      keys.set(certificateUrl, key);
      key.catch(() => keys.delete(certificateUrl));
    }
    try {
      const valid = crypto.verify(
        algorithm,
        Buffer.from(canonical, 'utf8'),
        await key,
        Buffer.from(signature, 'base64'),
      );
      return valid ? { ok: true } : { ok: false, reason: 'signature does not match the message' };
    } catch (error) {
      return {
        ok: false,
        reason: `signature not verifiable: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  };
}
