// The banner preview of a message draft: each severity with the four side by side, a release
// newer than the readers' (orange, "Reload to update", then the severity once reloaded), one tab
// per language with a text of its own, and the drafts that make no banner.
import { clientVersion } from '@console/contract/constants';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadScreenI18n, screenParameters, withScreen } from '../../../stories/ScreenStory.tsx';
import { BannerPreview, type BannerDraft } from './BannerPreview.tsx';

const meta = {
  title: 'App/Management/Messages/Banner preview',
  component: BannerPreview,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
} satisfies Meta<typeof BannerPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const maintenance: BannerDraft = {
  banner: 'Scheduled maintenance on Sunday 22 November, 06:00–07:00 UTC: reports may arrive late.',
  fr_banner:
    'Maintenance prévue le dimanche 22 novembre de 6 h à 7 h UTC : les rapports pourront arriver en retard.',
  de_banner:
    'Geplante Wartung am Sonntag, 22. November, 6–7 Uhr UTC: Berichte können sich verspäten.',
  severity: 'INFO',
  release: null,
};

/** The next release after the one running here: newer than every reader's. */
const nextRelease = clientVersion.replace(/\d+(?=-\d+$)/, (minor) => String(Number(minor) + 1));

/** The preview captioned `caption`: its banner's tone and text. */
function previewOf(canvasElement: HTMLElement, caption: string | RegExp) {
  const figure = within(canvasElement)
    .getByText(caption, { selector: 'figcaption' })
    .closest('figure');
  const banner = figure?.querySelector<HTMLElement>('[data-tone]');
  if (!figure || !banner) throw new Error(`No preview captioned ${caption}`);
  return { figure, banner, tone: banner.dataset.tone };
}

/** The tones of the compared severities, left to right. */
const comparedTones = (canvasElement: HTMLElement) =>
  Array.from(
    previewOf(canvasElement, 'The same text in each severity').figure.querySelectorAll<HTMLElement>(
      '.severities [data-tone]',
    ),
    (banner) => banner.dataset.tone,
  );

const severityStory = (severity: string, caption: string, tone: string): Story => ({
  args: { draft: { ...maintenance, severity } },
  play: async ({ canvasElement }) => {
    const chosen = previewOf(canvasElement, `As readers see it: ${caption}`);
    await expect(chosen.tone).toBe(tone);
    await expect(chosen.banner).toHaveTextContent(maintenance.banner);
    await expect(comparedTones(canvasElement)).toEqual(['info', 'success', 'warning', 'error']);
    // Every banner is inert: no live region announcing each keystroke, no button to press.
    const banners = Array.from(canvasElement.querySelectorAll('[data-tone]'));
    await expect(banners).toHaveLength(5);
    await expect(banners.filter((banner) => !banner.closest('[inert]'))).toEqual([]);
  },
});

export const Playground: Story = {
  args: { draft: maintenance },
};

/** INFO: blue. */
export const Info = severityStory('INFO', 'Info', 'info');
/** SUCCESS: turquoise. */
export const Success = severityStory('SUCCESS', 'Success', 'success');
/** WARNING: orange. */
export const Warning = severityStory('WARNING', 'Warning', 'warning');
/** ERROR: red. */
export const ErrorSeverity: Story = { ...severityStory('ERROR', 'Error', 'error'), name: 'Error' };

/** A severity not chosen yet: grey, as the heartbeat shows any other severity. */
export const NoSeverity: Story = {
  args: { draft: { ...maintenance, severity: '' } },
  play: async ({ canvasElement }) => {
    await expect(previewOf(canvasElement, 'As readers see it: No severity').tone).toBe('neutral');
  },
};

/**
 * A release newer than the readers': orange with "Reload to update" until they reload, then in
 * its severity; the French tab has the console's own French texts.
 */
export const ReleasePending: Story = {
  args: { draft: { ...maintenance, severity: 'SUCCESS', release: nextRelease } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = previewOf(
      canvasElement,
      `Until readers reload: release ${nextRelease} is newer than theirs`,
    );
    await expect(before.tone).toBe('warning');
    await expect(within(before.banner).getByText('Reload to update')).toBeVisible();
    await expect(before.banner).toHaveTextContent(maintenance.banner);
    const after = previewOf(canvasElement, 'Once they have reloaded: Success');
    await expect(after.tone).toBe('success');
    await expect(within(after.banner).queryByText('Reload to update')).toBeNull();

    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'French' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const french = previewOf(canvasElement, /^Until readers reload/);
    await expect(french.banner).toHaveTextContent(maintenance.fr_banner);
    await expect(within(french.banner).getByText('Recharger pour mettre à jour')).toBeVisible();
    await expect(french.figure.querySelector('[lang]')).toHaveAttribute('lang', 'fr');
  },
};

/** A release with no banner text: the console's "A new version is available." in each language. */
export const ReleaseOnly: Story = {
  args: {
    draft: { banner: '', fr_banner: '', de_banner: '', severity: 'INFO', release: nextRelease },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'English',
      'French',
      'German',
    ]);
    const english = previewOf(canvasElement, /^Until readers reload/);
    await expect(english.banner).toHaveTextContent('A new version is available.');
    await expect(canvas.queryByText('The same text in each severity')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'German' }));
    await expect(previewOf(canvasElement, /^Until readers reload/).banner).toHaveTextContent(
      'Eine neue Version ist verfügbar.',
    );
  },
};

/** Tabs only for the languages with a text; the others are told which banner they read. */
export const UntranslatedLanguages: Story = {
  args: { draft: { ...maintenance, fr_banner: '', de_banner: '', severity: 'WARNING' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['English']);
    await expect(
      canvas.getByText('No French text: French readers see the English banner.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('No German text: German readers see the English banner.'),
    ).toBeVisible();
  },
};

/** No banner text and no new release: the message shows in the inbox only. */
export const NoBanner: Story = {
  args: { draft: { banner: '', fr_banner: '', de_banner: '', severity: 'INFO', release: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No banner: without a banner text, this message shows in the inbox only.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-tone]')).toBeNull();
  },
};

/** The admin works in German: the preview's words are German, each tab in its own language. */
export const GermanAdmin: Story = {
  args: { draft: { ...maintenance, severity: 'ERROR', release: nextRelease } },
  parameters: screenParameters({ language: 'de' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bannervorschau' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Englisch' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const english = previewOf(canvasElement, /^Bis Leser neu laden/);
    await expect(within(english.banner).getByText('Reload to update')).toBeVisible();
    await expect(previewOf(canvasElement, 'Nach dem Neuladen: Fehler').tone).toBe('error');
  },
};
