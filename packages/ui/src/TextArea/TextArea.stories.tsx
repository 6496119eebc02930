import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Form/TextArea',
  component: TextArea,
  args: { label: 'Your feedback', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { placeholder: 'What could be better?' },
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Your feedback' });
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('Great tool.{Enter}Faster exports please.');
    await expect(area).toHaveValue('Great tool.\nFaster exports please.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Great tool.\nFaster exports please.');
  },
};

export const WithDescription: Story = {
  args: { description: 'We read every message.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Your feedback' });
    await expect(area).toHaveAccessibleDescription('We read every message.');
  },
};

export const Error: Story = {
  args: { defaultValue: '', errorMessage: 'Write a few words before sending' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Your feedback' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Write a few words before sending')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sent.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Your feedback' });
    await expect(area).toBeDisabled();
    await userEvent.tab();
    await expect(area).not.toHaveFocus();
  },
};
