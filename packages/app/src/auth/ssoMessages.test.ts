import { describe, expect, it } from 'vitest';
import { popupFeatures, readSsoMessage } from './ssoMessages.ts';

describe('readSsoMessage', () => {
  it('reads a token', () => {
    expect(readSsoMessage({ token: 'csrf-1' })).toEqual({ token: 'csrf-1' });
  });

  it('reads a refusal with its error name', () => {
    expect(
      readSsoMessage({ token: null, error: { name: 'InvalidToken', message: 'Invalid token' } }),
    ).toEqual({ token: null, errorName: 'InvalidToken' });
    expect(readSsoMessage({ token: null })).toEqual({ token: null });
  });

  it('ignores what other scripts post', () => {
    expect(readSsoMessage('hello')).toBeNull();
    expect(readSsoMessage(null)).toBeNull();
    expect(readSsoMessage({ source: 'react-devtools' })).toBeNull();
    expect(readSsoMessage({ token: 42 })).toBeNull();
  });
});

describe('popupFeatures', () => {
  it('centres the popup over the console window', () => {
    expect(
      popupFeatures(
        { url: '/x', width: 500, height: 600 },
        { left: 100, top: 50, width: 1500, height: 1000 },
      ),
    ).toBe('popup=yes,width=500,height=600,left=600,top=250');
  });

  it('keeps the popup on screen when the console window is smaller', () => {
    expect(
      popupFeatures(
        { url: '/x', width: 500, height: 600 },
        { left: 0, top: 0, width: 400, height: 500 },
      ),
    ).toBe('popup=yes,width=500,height=600,left=0,top=0');
  });
});
