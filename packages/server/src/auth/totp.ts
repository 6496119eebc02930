// The second factor: time-based one-time passwords (RFC 6238, 30 s steps, 6 digits, SHA-1 as
// authenticator apps expect). A code is accepted one step early or late, once: the step it
// matched is remembered so the same code cannot be used twice.
import { Secret, TOTP } from 'otpauth';

const period = 30;

function totpFor(secret: string, label = 'console'): TOTP {
  return new TOTP({
    issuer: 'Deliverability console',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  });
}

export function createTotpSecret(label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpFor(secret, label).toString() };
}

/** The time step the code belongs to, or null when it is wrong or was used already. */
export function acceptTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / period) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The current code, for the command line's check and for tests. */
export function currentTotp(secret: string, now = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}
