// Password hashing, the 12..64 policy and TOTP, without a database.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/apiError.ts';
import { assertPasswordPolicy, hashPassword, verifyPassword } from './passwords.ts';
import { acceptTotp, createTotpSecret, currentTotp } from './totp.ts';

function policyError(password: string): string | null {
  try {
    assertPasswordPolicy(password);
    return null;
  } catch (error) {
    return error instanceof ApiError ? `${error.status} ${error.name}: ${error.message}` : 'other';
  }
}

describe('passwords', () => {
  it('hashes with scrypt and its parameters, salted, and verifies', async () => {
    const hash = await hashPassword('correct horse battery', 12);
    expect(hash).toMatch(/^scrypt\$12\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await hashPassword('correct horse battery', 12)).not.toBe(hash);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it('takes 12 to 64 characters, counting what a person counts', () => {
    expect(policyError('a'.repeat(11))).toBe(
      '400 PasswordInsecure: Password must contain at least 12 characters',
    );
    expect(policyError('a'.repeat(12))).toBeNull();
    expect(policyError('a'.repeat(64))).toBeNull();
    expect(policyError('a'.repeat(65))).toBe(
      '400 PasswordInsecure: Password must contain at most 64 characters',
    );
    // 12 emoji are 24 UTF-16 units but 12 characters
    expect(policyError('🔑'.repeat(12))).toBeNull();
    expect(policyError('🔑'.repeat(11))).toMatch(/PasswordInsecure/);
  });
});

describe('second factor (TOTP, RFC 6238)', () => {
  const now = Date.parse('2024-05-01T12:00:10Z');

  it('accepts the current code and one step either side, once', () => {
    const { secret, uri } = createTotpSecret('ana@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+.*period=30/);
    const step = Math.floor(now / 30_000);
    expect(acceptTotp(secret, currentTotp(secret, now), null, now)).toBe(step);
    expect(acceptTotp(secret, currentTotp(secret, now - 30_000), null, now)).toBe(step - 1);
    expect(acceptTotp(secret, currentTotp(secret, now - 90_000), null, now)).toBeNull();
    expect(acceptTotp(secret, currentTotp(secret, now), step, now)).toBeNull();
  });

  it('matches the RFC 6238 test vector (SHA-1, 59 s)', () => {
    // The RFC's secret "12345678901234567890" in base32; its 8-digit code 94287082 ends in 287082.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(currentTotp(secret, 59_000)).toBe('287082');
  });
});
