import { describe, expect, it } from 'vitest';
import { resolveWorkspacePath } from './resolveWorkspacePath.ts';

const resolve = (path: string) => {
  const resolved = resolveWorkspacePath(path.split('/'));
  return (
    resolved && { name: resolved.page.name, params: resolved.params, path: resolved.canonicalPath }
  );
};

describe('workspace paths (spec section 2)', () => {
  it.each([
    ['delivery-analytics', 'delivery-analytics-home', 'delivery-analytics/home'],
    ['delivery-analytics/report', 'delivery-analytics-report', 'delivery-analytics/report'],
    ['reputation-monitor/ip', 'reputation-monitor-ips', 'reputation-monitor/ips'],
    ['reputation-monitor/domain', 'reputation-monitor-domains', 'reputation-monitor/domains'],
    [
      'reputation-monitor/blocklists',
      'reputation-monitor-blocklists',
      'reputation-monitor/blocklists',
    ],
    ['email-audit/inbox', 'email-auditor-inbox', 'email-auditor/inbox'],
    ['dmarc-reports/setup', 'dmarc-reports-setup', 'dmarc-reports/setup'],
  ])('%s opens %s', (path, name, canonical) => {
    expect(resolve(path)).toEqual({ name, params: {}, path: canonical });
  });

  it('reads parameters, aliases included', () => {
    expect(resolve('reputation-monitor/ips/192.0.2.10')).toEqual({
      name: 'reputation-monitor-ip',
      params: { ip: '192.0.2.10' },
      path: 'reputation-monitor/ips/192.0.2.10',
    });
    for (const alias of [
      'email-auditor/inbox/r42',
      'email-auditor/report/r42',
      'email-audit/inbox/r42/report',
    ]) {
      expect(resolve(alias)).toEqual({
        name: 'email-auditor-report',
        params: { report: 'r42' },
        path: 'email-auditor/inbox/r42/report',
      });
    }
    expect(resolve('email-auditor/html/r42')?.path).toBe('email-auditor/inbox/r42/html');
    expect(resolve('dmarc-reports/domains/example.com/google.com')).toEqual({
      name: 'dmarc-reports-source',
      params: { domain: 'example.com', source: 'google.com' },
      path: 'dmarc-reports/domains/example.com/google.com',
    });
  });

  it.each([
    ['email-auditor/report', 'email-auditor/inbox'],
    ['email-auditor/header', 'email-auditor/inbox'],
    ['email-auditor/data/', 'email-auditor/inbox'],
    ['dmarc-reports/forensic/', 'dmarc-reports/forensic'],
    ['reputation-monitor/ips/', 'reputation-monitor/ips'],
    ['dmarc-reports/domains/', 'dmarc-reports/domains'],
  ])('a detail route without its parameter, %s, falls back to %s', (path, list) => {
    expect(resolve(path)?.path).toBe(list);
  });

  it('knows nothing of other paths', () => {
    expect(resolve('settings/profile')).toBeNull();
    expect(resolve('delivery-analytics/nowhere')).toBeNull();
  });
});
