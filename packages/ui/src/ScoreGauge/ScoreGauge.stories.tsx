import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScoreGauge } from './ScoreGauge.tsx';

const meta = {
  title: 'Display/ScoreGauge',
  component: ScoreGauge,
  args: { label: 'DKIM', score: 8.5 },
} satisfies Meta<typeof ScoreGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'DKIM' });
    await expect(meter).toHaveAttribute('aria-valuenow', '8.5');
    await expect(meter).toHaveAttribute('aria-valuemax', '10');
    await expect(meter).toHaveAttribute('aria-valuetext', '8.5 of 10');
  },
};

/** A topic missing from the report summary gets the default score 5. */
export const DefaultScore: Story = {
  args: { label: 'CONTENT', score: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter', { name: 'CONTENT' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
  },
};

export const Poor: Story = {
  args: { label: 'REPUTATION', score: 2, numberFormat: '#.###,##', outOfLabel: 'von' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'REPUTATION' });
    await expect(meter).toHaveAttribute('aria-valuetext', '2 von 10');
    await expect(meter).toHaveAttribute('data-level', 'poor');
  },
};

/** All eight topics of an audit, as the report shows them. */
export const AllTopics: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(
        [
          ['CONNECTION', 9],
          ['REPUTATION', 3.5],
          ['ENVELOPE', 7],
          ['DKIM', 10],
          ['HEADER', 6],
          ['DMARC', 0],
          ['CONTENT', undefined],
          ['LINKS', 8.2],
        ] as const
      ).map(([topic, score]) => (
        <ScoreGauge key={topic} label={topic} score={score} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('meter')).toHaveLength(8);
  },
};
