import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../../dmarc/stories/loadStates.ts';
import { goodReport } from '../stories/auditorData.ts';
import { auditorParameters, reportRoute } from '../stories/auditorStory.ts';
import { HtmlScreen } from './HtmlScreen.tsx';

const meta = {
  title: 'App/Email Auditor/HTML part',
  component: HtmlScreen,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
} satisfies Meta<typeof HtmlScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = reportRoute('html');

/**
 * The HTML rendered in a sandbox: no script runs (the message's own script would have replaced
 * the page), nothing reaches the network (the logo stays blank, its alt text shows).
 */
export const Loaded: Story = {
  parameters: auditorParameters(route),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await canvas.findByTitle('The message’s HTML part');
    await expect(frame).toHaveAttribute('sandbox', '');
    const document = frame.getAttribute('srcdoc') ?? '';
    await expect(document).toMatch(
      /^<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'"><base target="_blank">/i,
    );
    await expect(document).toContain('The winter collection is here');
    await expect(document).toContain('alt="Example News"');
    await expect(document).not.toContain('cdn.news.example.com');
    await expect(document).not.toContain('<script');
    await expect(canvas.getByText(/Shown without scripts/)).toBeVisible();
    // an opaque origin: the console cannot reach into the frame, nor the frame out of it
    await expect((frame as HTMLIFrameElement).contentDocument).toBeNull();
  },
};

/** A careless message: its tracking pixel, remote background and styles never load. */
export const Remote_Content: Story = {
  parameters: auditorParameters(route, {
    handlers: {
      'member/emailaudit/get': () => ({
        ...goodReport,
        html: [
          '<html><head><link rel="stylesheet" href="https://fonts.example.net/a.css">',
          '<style>@import url("https://t.example.net/b.css"); body { background: url(https://t.example.net/bg.png) #fdf6e3; }</style>',
          '<meta http-equiv="refresh" content="0;url=https://phish.example.net/">',
          '</head><body style="background-image: url(\'https://t.example.net/x.png\')">',
          '<img src="https://t.example.net/open.gif?u=42" width="1" height="1" alt="">',
          '<img srcset="https://cdn.example.net/hero@2x.jpg 2x" alt="Hero image">',
          '<table background="https://cdn.example.net/tile.png"><tr><td>70% OFF everything</td></tr></table>',
          '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==" alt="inline">',
          '</body></html>',
        ].join(''),
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('The message’s HTML part');
    const document = frame.getAttribute('srcdoc') ?? '';
    await expect(document).not.toMatch(/https:\/\/(t|cdn|fonts|phish)\.example\.net/);
    await expect(document).toContain('70% OFF everything');
    await expect(document).toContain('data:image/gif;base64');
    await expect(document).toContain('#fdf6e3');
  },
};

export const No_HTML_Part: Story = {
  parameters: auditorParameters(route, {
    handlers: { 'member/emailaudit/get': () => ({ ...goodReport, html: null }) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This message has no HTML part.')).toBeVisible();
    await expect(canvas.queryByTitle('The message’s HTML part')).toBeNull();
  },
};

export const Loading: Story = loadingStory(route, 'member/emailaudit/get');

export const Failed: Story = failedStory(route, 'member/emailaudit/get');
