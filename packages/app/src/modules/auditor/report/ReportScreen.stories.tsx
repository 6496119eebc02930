import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../../dmarc/stories/loadStates.ts';
import { badReport, goodReport } from '../stories/auditorData.ts';
import {
  auditorParameters,
  germanStatus,
  phoneViewport,
  reportRoute,
} from '../stories/auditorStory.ts';
import { ReportScreen } from './ReportScreen.tsx';

const meta = {
  title: 'App/Email Auditor/Report',
  component: ReportScreen,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
} satisfies Meta<typeof ReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = reportRoute('report');
const badRoute = reportRoute('report', badReport.id);

const testsOf = (canvas: ReturnType<typeof within>, topic: string) =>
  within(canvas.getByRole('region', { name: topic }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** A newsletter sent right: every requirement met, two notes. */
export const Good: Story = {
  parameters: auditorParameters(route),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Audit report: November newsletter: the winter collection',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText('From news@news.example.com, received Nov 20, 2026, 09:12'),
    ).toBeVisible();
    const views = within(canvas.getByRole('navigation', { name: 'Report views' }));
    await expect(views.getByRole('link', { name: 'Report' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(views.getByRole('link', { name: 'Header' })).toHaveAttribute(
      'href',
      '/demo/email-auditor/inbox/1042/header',
    );
    await expect(canvas.getByRole('meter', { name: 'DMARC' })).toHaveAttribute(
      'aria-valuenow',
      '9',
    );
    await expect(canvas.getByText('7 of 7 met')).toBeVisible();
    await expect(
      canvas.getByText('mta1.news.example.com resolves back to 192.0.2.10.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('SPF passes for bounce.news.example.com: v=spf1 ip4:192.0.2.0/28 -all'),
    ).toBeVisible();
    // a note says why it matters, with nothing to fix
    const header = within(canvas.getByRole('region', { name: 'Header' }));
    await expect(header.getByText('No Reply-To: replies go to the From address.')).toBeVisible();
    await expect(header.getAllByText('Why it matters')).toHaveLength(1);
    await expect(header.queryByText('How to fix it')).toBeNull();
  },
};

/**
 * A fresh setup: failing tests first in each topic, each with what was seen, why it matters and
 * how to fix it; the requirements it misses.
 */
export const Bad: Story = {
  parameters: auditorParameters(badRoute),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', {
      level: 1,
      name: 'Audit report: LAST CHANCE!!! 70% off everything',
    });
    await expect(canvas.getByText('Failed: 11')).toBeVisible();
    await expect(canvas.getByText('Not checked: 1')).toBeVisible();
    await expect(canvas.getByText('2 of 7 met')).toBeVisible();
    const requirements = within(
      canvas.getByRole('region', { name: 'Gmail and Yahoo bulk-sender requirements' }),
    );
    await expect(requirements.getAllByText('Missed')).toHaveLength(5);
    await expect(
      requirements.getByText('From the tests: List-Unsubscribe, One-click unsubscribe'),
    ).toBeVisible();
    await expect(testsOf(canvas, 'Header')).toEqual([
      'List-Unsubscribe',
      'One-click unsubscribe',
      'Message-ID',
      'Reply-To',
      'From field',
      'Date field',
      'MIME-Version',
    ]);
    const connection = within(canvas.getByRole('region', { name: 'Connection' }));
    await expect(
      connection.getByText('The message was sent without TLS, in clear text.'),
    ).toBeVisible();
    await expect(
      connection.getByText(
        '203.0.113.45 has no reverse name, so it cannot resolve back to itself.',
      ),
    ).toBeVisible();
    await expect(connection.getAllByText('−3 on the score')).toHaveLength(2);
    // a check that could not run says what to do instead of a fix
    await expect(
      connection.getByText('The HELO name mta.shop.example.net could not be resolved.'),
    ).toBeVisible();
    await expect(connection.getByText('What to do')).toBeVisible();
    await expect(connection.getByText(/The check could not run/)).toBeVisible();
    await expect(
      canvas.getByText(
        'SpamAssassin scores 6.4, at or over the spam threshold of 5. Rules: RCVD_IN_SBL 2.5, SUBJ_ALL_CAPS 1.5, HTML_IMAGE_RATIO_02 1.2, FREEMAIL_FROM 1.2.',
      ),
    ).toBeVisible();
  },
};

/** A report without a summary: every topic at the default score, 5, and it says so. */
export const No_Summary: Story = {
  parameters: auditorParameters(route, {
    handlers: { 'member/emailaudit/get': () => ({ ...goodReport, summary: null }) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This report has no scores: every topic shows the default score, 5.'),
    ).toBeVisible();
    for (const meter of canvas.getAllByRole('meter'))
      await expect(meter).toHaveAttribute('aria-valuenow', '5');
  },
};

/** In German, with what the server said in English worded again. */
export const German: Story = {
  parameters: auditorParameters(badRoute, { status: germanStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: 'Anforderungen von Gmail und Yahoo an Massenversender',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Die Nachricht wurde ohne TLS gesendet, im Klartext.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Der HTML-Teil ist 128 kB groß: Gmail schneidet ihn ab 102 kB ab.'),
    ).toBeVisible();
  },
};

/** On a phone the gauges and tests stack. */
export const Phone: Story = {
  ...phoneViewport,
  parameters: auditorParameters(badRoute),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'Audit report: LAST CHANCE!!! 70% off everything',
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingStory(route, 'member/emailaudit/get');

/** An unknown report, or one of another account (404). */
export const Failed: Story = failedStory(route, 'member/emailaudit/get', [404, 'NotFound']);
