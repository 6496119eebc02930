import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { CopyIcon } from '../Icon/icons.tsx';
import { Tooltip, TOOLTIP_DELAY } from './Tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copy the value to the clipboard',
    children: <Button variant="ghost" icon={<CopyIcon />} aria-label="Copy value" />,
  },
  decorators: [(Story) => <div style={{ padding: '48px 120px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy value' });

    // Hover: nothing before the 500 ms delay, then the tooltip. (react-aria only treats a hover
    // as a mouse hover once the pointer has been used, so click the page first.)
    await userEvent.click(canvasElement);
    await userEvent.hover(button);
    await sleep(TOOLTIP_DELAY / 2);
    await expect(body.queryByRole('tooltip')).toBeNull();
    await waitFor(() => expect(body.getByRole('tooltip')).toBeVisible(), { timeout: 2000 });
    await userEvent.unhover(button);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await sleep(TOOLTIP_DELAY + 100);

    // Keyboard focus shows it at once and links it to the button; Escape hides it.
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Copy the value to the clipboard');
    await expect(button).toHaveAccessibleDescription('Copy the value to the clipboard');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Shown, as it looks on screen. */
export const Open: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toBeVisible();
  },
};

export const Below: Story = {
  args: { placement: 'bottom', content: 'Last 24 hours, refreshed every second' },
  play: async () => {
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Last 24 hours');
  },
};
