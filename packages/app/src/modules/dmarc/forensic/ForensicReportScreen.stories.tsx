import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadScreenI18n, screenParameters, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../stories/loadStates.ts';
import { failureReport } from '../stories/dmarcStoryData.ts';
import { ForensicReportScreen } from './ForensicReportScreen.tsx';

const meta = {
  title: 'App/DMARC/Failure report',
  component: ForensicReportScreen,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
} satisfies Meta<typeof ForensicReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pattern = '/:workspace/dmarc-reports/forensic/:report';
const path = '/demo/dmarc-reports/forensic/fr-1042';

/** Every ARF field, the original headers and the report as text: its HTML is never run. */
export const Loaded: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: { 'member/dmarc/failure_report': () => failureReport },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Failure report: example.com' }),
    ).toBeVisible();
    await expect(canvas.getByText('billing2025')).toBeVisible();
    const raw = canvas.getByRole('region', { name: 'Report as received' });
    await expect(raw).toHaveTextContent('<script>alert("never run")</script>');
    await expect(raw.querySelector('script, a')).toBeNull();
  },
};

/** A plain-text report without the machine-readable part. */
export const Unparsed: Story = {
  parameters: screenParameters({
    path: '/demo/dmarc-reports/forensic/fr-1041',
    pattern,
    handlers: {
      'member/dmarc/failure_report': () => ({
        ...failureReport,
        id: 'fr-1041',
        arrival_date: null,
        reported_domain: null,
        source_ip: null,
        auth_failure: null,
        delivery_result: null,
        original_mail_from: null,
        original_rcpt_to: null,
        dkim_domain: null,
        dkim_identity: null,
        dkim_selector: null,
        spf_dns: null,
        identity_alignment: null,
        authentication_results: null,
        original_headers: null,
        parsed: false,
        raw: 'From: postmaster@mx.example-isp.fr\nSubject: DMARC failure for example.com\n\nA message from 203.0.113.66 failed DMARC for example.com.',
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unparsed')).toBeVisible();
    await expect(canvas.getByText('Not included in the report')).toBeVisible();
  },
};

export const Loading: Story = loadingStory({ path, pattern }, 'member/dmarc/failure_report');

/** An unknown report, or one of another account (404). */
export const Failed: Story = failedStory({ path, pattern }, 'member/dmarc/failure_report', [
  404,
  'NotFound',
]);
