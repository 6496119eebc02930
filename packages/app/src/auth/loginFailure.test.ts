import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from '../api/apiErrors.ts';
import { classifyLoginFailure, errorOfEvent, isSecondFactorCode } from './loginFailure.ts';

describe('classifyLoginFailure', () => {
  it('opens the code step when the server asks for the second factor', () => {
    const error = new ApiRequestError(400, 'SecondFactorRequired', 'Enter the code');
    expect(classifyLoginFailure(error)).toEqual({ kind: 'secondFactorRequired' });
  });

  it('says how many minutes a throttled user waits, rounded up', () => {
    const error = new ApiRequestError(429, 'TooManyRequests', 'Too many', {
      retryAfterSeconds: 61,
    });
    expect(classifyLoginFailure(error)).toEqual({ kind: 'throttled', minutes: 2 });
  });

  it('keeps a throttle without a usable delay', () => {
    const error = new ApiRequestError(429, 'TooManyRequests', 'Too many', {
      retryAfterSeconds: 'x',
    });
    expect(classifyLoginFailure(error)).toEqual({ kind: 'throttled', minutes: null });
  });

  it('tells offline from an unreachable server', () => {
    expect(classifyLoginFailure(new NetworkError(true))).toEqual({ kind: 'offline' });
    expect(classifyLoginFailure(new NetworkError(false))).toEqual({ kind: 'unreachable' });
  });

  it('calls everything else a failed login', () => {
    expect(classifyLoginFailure(new ApiRequestError(400, 'InvalidCredentials', 'x'))).toEqual({
      kind: 'failed',
    });
    expect(classifyLoginFailure(new Error('boom'))).toEqual({ kind: 'failed' });
    expect(classifyLoginFailure(undefined)).toEqual({ kind: 'failed' });
  });
});

describe('errorOfEvent', () => {
  it('reads the error of an actor error event', () => {
    const error = new Error('x');
    expect(errorOfEvent({ type: 'xstate.error.actor.0.login', error })).toBe(error);
    expect(errorOfEvent({ type: 'xstate.done.actor.0.login', output: {} })).toBeUndefined();
  });
});

describe('isSecondFactorCode', () => {
  it('accepts 6 to 8 digits, ignoring spaces', () => {
    expect(isSecondFactorCode('123456')).toBe(true);
    expect(isSecondFactorCode('123 456')).toBe(true);
    expect(isSecondFactorCode('12345678')).toBe(true);
  });

  it('refuses short, long and non-digit codes', () => {
    expect(isSecondFactorCode('12345')).toBe(false);
    expect(isSecondFactorCode('123456789')).toBe(false);
    expect(isSecondFactorCode('12a456')).toBe(false);
    expect(isSecondFactorCode('')).toBe(false);
  });
});
