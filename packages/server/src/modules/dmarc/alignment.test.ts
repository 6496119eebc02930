import { describe, expect, it } from 'vitest';
import { aligned, organizationalDomain } from './alignment.ts';

describe('DMARC alignment', () => {
  it('finds the organizational domain with the public suffix list', () => {
    expect(organizationalDomain('mail.news.example.co.uk')).toBe('example.co.uk');
    expect(organizationalDomain('Bounces.Example.COM.')).toBe('example.com');
    // a private-section suffix is not a policy boundary for DMARC
    expect(organizationalDomain('ec2-1-2-3-4.compute.amazonaws.com')).toBe('amazonaws.com');
  });

  it('aligns relaxed on the organizational domain and strict on the exact name', () => {
    expect(aligned('bounce.example.com', 'example.com', 'r')).toBe(true);
    expect(aligned('bounce.example.com', 'example.com', 's')).toBe(false);
    expect(aligned('EXAMPLE.com', 'example.com', 's')).toBe(true);
    expect(aligned('sendgrid.net', 'example.com', 'r')).toBe(false);
    expect(aligned('example.co.uk', 'other.co.uk', 'r')).toBe(false);
    expect(aligned('', 'example.com', 'r')).toBe(false);
  });
});
