// The server's logger (pino, shared with Fastify). Secrets never reach the log: request and
// response headers that carry them are redacted, query strings are left out of logged URLs
// (an SSO callback carries a code), and fields named like secrets are censored wherever they
// appear in a logged object.
import pino, { type DestinationStream, type Logger } from 'pino';

export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.secret',
  '*.code',
  '*.webhook_url',
  // stored credentials (src/secrets), should a row ever be logged
  '*.snds',
  '*.mailgun_signing_key',
  '*.mailgunSigningKey',
  '*.totp_secret',
  'password',
  'token',
  'secret',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
