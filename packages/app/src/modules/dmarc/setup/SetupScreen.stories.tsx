import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiRequestError } from '../../../api/apiErrors.ts';
import { newslettersWorkspace, sampleAuthStatus } from '../../../stories/sampleSession.ts';
import { loadScreenI18n, screenParameters, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../stories/loadStates.ts';
import { dnsRecords } from '../stories/domainPanelsData.ts';
import { newSetup, policyDomains, setup, storyNow } from '../stories/dmarcStoryData.ts';
import { SetupScreen } from './SetupScreen.tsx';
import type { UploadSummary } from './uploadReport.ts';

const summary = (changes: Partial<UploadSummary>): UploadSummary => ({
  aggregate: 0,
  duplicates: 0,
  repeats: 0,
  records: 0,
  failure: 0,
  failureDuplicates: 0,
  tls: 0,
  tlsDuplicates: 0,
  errors: [],
  ...changes,
});

/** The server's answers by file name: a zip of 12 reports, one already there, a broken file. */
const storyUpload = async (file: File): Promise<UploadSummary> => {
  if (file.name.endsWith('.zip')) return summary({ aggregate: 11, duplicates: 1, records: 86 });
  if (file.name.endsWith('.eml')) return summary({ failure: 1 });
  return summary({
    errors: [{ source: file.name, message: 'not a DMARC report: no <feedback> element' }],
  });
};

const meta = {
  title: 'App/DMARC/Setup',
  component: SetupScreen,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  args: { upload: storyUpload, copyText: fn(async () => undefined), now: () => storyNow },
} satisfies Meta<typeof SetupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pattern = '/:workspace/dmarc-reports/setup';
const path = '/demo/dmarc-reports/setup';
const newsDomain = policyDomains.filter((row) => row.domain === 'news.example.com');
const handlers = {
  'member/dmarc/get': () => setup,
  'member/dmarc/policy_domains': () => newsDomain,
  'member/dmarc/dns_records': () => dnsRecords,
};

const memberStatus = {
  ...sampleAuthStatus,
  workspaces: [{ ...newslettersWorkspace, role: 'member' as const }],
};

/** An owner: the address, the record with copy buttons, the steps and the upload. */
export const Editor: Story = {
  parameters: screenParameters({ path, pattern, handlers }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const copy = await canvas.findByRole('button', { name: 'Copy the DMARC record' });
    await userEvent.click(copy);
    await expect(args.copyText).toHaveBeenCalledWith(setup.example_record);
    await expect(await within(document.body).findByText('Value copied to clipboard')).toBeVisible();
    await expect(canvas.getByLabelText('Report files')).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '3 domains' })).toBeVisible();
    // the checks of the account's domain, as the domain page shows them
    const checks = canvas.getByRole('region', { name: 'DNS records' });
    await expect(await within(checks).findByText('SPF (9 DNS lookups of 10)')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Policy domain/ })).toHaveTextContent(
      'news.example.com',
    );
  },
};

/** A member reads the setup but does not add reports. */
export const Member: Story = {
  parameters: screenParameters({ path, pattern, handlers, status: memberStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Copy the DMARC record' });
    await expect(canvas.queryByLabelText('Report files')).toBeNull();
    await expect(canvas.getByText(/Editors and owners of the account can upload/)).toBeVisible();
  },
};

/** Three files at once, each with what the import made of it. */
export const Upload_Results: Story = {
  parameters: screenParameters({ path, pattern, handlers }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Report files');
    await userEvent.upload(input, [
      new File(['zip'], 'google.com!news.example.com!1763510400!1763596799.zip'),
      new File(['eml'], 'failure-report.eml'),
      new File(['junk'], 'notes.xml'),
    ]);
    const results = within(canvas.getByRole('list', { name: 'Uploaded files' }));
    await expect(
      await results.findByText(
        'Reports stored: 11 · Already imported: 1 · Failure reports: 0 · Errors: 0',
      ),
    ).toBeVisible();
    await expect(await results.findByText('Imported with errors')).toBeVisible();
    await expect(
      results.getByText('notes.xml: not a DMARC report: no <feedback> element'),
    ).toBeVisible();
  },
};

/** The server refuses (the role changed since the page opened): said plainly. */
export const Upload_Refused: Story = {
  parameters: screenParameters({ path, pattern, handlers }),
  args: {
    upload: async () => {
      throw new ApiRequestError(403, 'Forbidden', 'This needs the editor role');
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText('Report files'), [
      new File(['zip'], 'reports.zip'),
    ]);
    await expect(
      await canvas.findByText('Only editors and owners of this account may upload reports.'),
    ).toBeVisible();
    await expect(canvas.getByText('Not imported')).toBeVisible();
  },
};

/** Nothing received yet. */
export const New_Account: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: { 'member/dmarc/get': () => newSetup, 'member/dmarc/policy_domains': () => [] },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No report received yet')).toBeVisible();
    // no domain yet: nothing to check
    await expect(within(canvasElement).queryByRole('region', { name: 'DNS records' })).toBeNull();
  },
};

export const Loading: Story = loadingStory({ path, pattern }, 'member/dmarc/get');

export const Failed: Story = failedStory({ path, pattern }, 'member/dmarc/get');
