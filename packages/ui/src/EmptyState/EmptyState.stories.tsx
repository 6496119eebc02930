import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const onAdd = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No presets yet',
    description: 'Save the current run-bar settings as a preset to reuse them later.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No presets yet' })).toBeVisible();
    await expect(canvas.getByText(/Save the current run-bar settings/)).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    action: (
      <Button variant="primary" onPress={onAdd}>
        Add preset
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onAdd.mockClear();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Add preset' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalledOnce();
  },
};

/** A list with no rows: title only. */
export const TitleOnly: Story = {
  args: { title: 'No audit reports for this period', description: undefined, headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'No audit reports for this period',
    );
  },
};
