import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pill } from './Pill.tsx';

const meta = {
  title: 'Display/Pill',
  component: Pill,
  args: { children: 'Delivered', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio' } },
} satisfies Meta<typeof Pill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Delivered')).toBeVisible();
  },
};

/** Every tone keeps 4.5:1 contrast in light and dark (checked by axe and by the theme test). */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Pill tone="neutral">Unknown</Pill>
      <Pill tone="info">Info</Pill>
      <Pill tone="success">Delivered</Pill>
      <Pill tone="warning">Deferred</Pill>
      <Pill tone="danger">Bounced</Pill>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Unknown', 'Info', 'Delivered', 'Deferred', 'Bounced'])
      await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByText('Bounced')).toHaveAttribute('data-tone', 'danger');
  },
};

export const WithDot: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Pill tone="success" hasDot>
        Listed: no
      </Pill>
      <Pill tone="danger" hasDot>
        Listed: Spamhaus
      </Pill>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Listed: Spamhaus')).toBeVisible();
  },
};

/** A count badge: the text says what is counted. */
export const Count: Story = {
  args: { children: '12 new', tone: 'info' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12 new')).toBeVisible();
  },
};
