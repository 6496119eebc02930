import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadScreenI18n, screenParameters, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../stories/loadStates.ts';
import { dnsRecords, domainDays, tlsReports } from '../stories/domainPanelsData.ts';
import { domainSources, storyNow } from '../stories/dmarcStoryData.ts';
import { DomainScreen } from './DomainScreen.tsx';

const meta = {
  title: 'App/DMARC/Domain',
  component: DomainScreen,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  args: { now: () => storyNow },
} satisfies Meta<typeof DomainScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pattern = '/:workspace/dmarc-reports/domains/:domain';
const path = '/demo/dmarc-reports/domains/news.example.com';

const loaded = {
  'member/dmarc/domain_sources': () => domainSources,
  'member/dmarc/domain_days': () => domainDays,
  'member/dmarc/tls_reports': () => tlsReports,
  'member/dmarc/dns_records': () => dnsRecords,
};

/**
 * news.example.com: its results per day, its sources (its own pool, Amazon SES, a forwarder and
 * a spoofer), the SMTP TLS reports and its DNS records checked.
 */
export const Loaded: Story = {
  parameters: screenParameters({ path, pattern, handlers: loaded }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'news.example.com' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Results over time' })).toBeVisible();
    const tls = canvas.getByRole('region', { name: 'SMTP TLS reports' });
    await expect(await within(tls).findByText('Certificate expired')).toBeVisible();
    await expect(within(tls).getByText('182,406 successful, 1,214 failed')).toBeVisible();
    const dns = canvas.getByRole('region', { name: 'DNS records' });
    await expect(await within(dns).findByText('SPF (9 DNS lookups of 10)')).toBeVisible();
    await expect(within(dns).getByText('Not published')).toBeVisible();
    const link = await canvas.findByRole('link', { name: 'amazonses.com' });
    await expect(link).toHaveAttribute(
      'href',
      '/demo/dmarc-reports/domains/news.example.com/amazonses.com',
    );
    await expect(canvas.getByText('4 sources, Oct 21, 2026 – Nov 19, 2026')).toBeVisible();
  },
};

/** "Failures only" keeps the forwarder and the spoofer. */
export const Failures_Only: Story = {
  parameters: screenParameters({ path, pattern, handlers: loaded }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'amazonses.com' });
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Only sources with DMARC failures' }),
    );
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'amazonses.com' })).toBeNull());
    await expect(canvas.getByRole('link', { name: '203.0.113.66' })).toBeVisible();
    await expect(
      canvas.getByText('2 of 4 sources with failing mail, Oct 21, 2026 – Nov 19, 2026'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: {
      ...loaded,
      'member/dmarc/domain_sources': () => [],
      'member/dmarc/domain_days': () =>
        domainDays.map((day) => ({
          ...day,
          messages: 0,
          dmarc_pass: 0,
          spf_aligned: 0,
          dkim_aligned: 0,
          dispositions: { none: 0, quarantine: 0, reject: 0 },
        })),
      'member/dmarc/tls_reports': () => [],
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No reports for this domain' }),
    ).toBeVisible();
  },
};

const calls = Object.keys(loaded) as (keyof typeof loaded)[];

export const Loading: Story = loadingStory({ path, pattern }, calls);

export const Failed: Story = failedStory({ path, pattern }, calls);

/** A German user: the TLS report's reasons and the DNS findings in German. */
export const German: Story = {
  parameters: screenParameters({ path, pattern, language: 'de', handlers: loaded }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Ergebnisse im Zeitverlauf' }),
    ).toBeVisible();
    const tls = canvas.getByRole('region', { name: 'SMTP-TLS-Berichte' });
    await expect(await within(tls).findByText('Zertifikat abgelaufen')).toBeInTheDocument();
    const dns = canvas.getByRole('region', { name: 'DNS-Einträge' });
    await expect(
      await within(dns).findByText(/^Der RSA-Schlüssel hat 1024 Bit und gilt heute als schwach/),
    ).toBeInTheDocument();
    await expect(within(dns).getByText('Nicht veröffentlicht')).toBeInTheDocument();
  },
};
