import { describe, expect, it } from 'vitest';
import { pathInWorkspace } from './workspaceSwitch.ts';

const ids = ['demo', 'transactional', 'audits'];
const transactional = { id: 'transactional', modules: ['da', 'rm'] };
const audits = { id: 'audits', modules: ['ea'] };

describe('choosing another workspace in the picker', () => {
  it('keeps a list page', () => {
    expect(pathInWorkspace('/demo/delivery-analytics/search', transactional, ids)).toBe(
      '/transactional/delivery-analytics/search',
    );
    expect(pathInWorkspace('/delivery-analytics/report', transactional, ids)).toBe(
      '/transactional/delivery-analytics/report',
    );
  });

  it('turns a detail page into its list, since the item may not exist there', () => {
    expect(pathInWorkspace('/demo/reputation-monitor/ips/192.0.2.10', transactional, ids)).toBe(
      '/transactional/reputation-monitor/ips',
    );
  });

  it('opens the first module when the other workspace lacks the current one', () => {
    expect(pathInWorkspace('/demo/dmarc-reports/domains', transactional, ids)).toBe(
      '/transactional/delivery-analytics/report',
    );
    expect(pathInWorkspace('/demo/delivery-analytics/report', audits, ids)).toBe(
      '/audits/email-auditor/inbox',
    );
  });

  it('opens the first module from the home placeholder', () => {
    expect(pathInWorkspace('/demo', audits, ids)).toBe('/audits/email-auditor/inbox');
  });

  it('leaves pages outside workspaces where they are', () => {
    expect(pathInWorkspace('/documentation/help', transactional, ids)).toBeNull();
    expect(pathInWorkspace('/v2/campaigns', transactional, ids)).toBeNull();
  });
});
