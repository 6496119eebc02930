import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Form/RadioGroup',
  component: RadioGroup,
  args: { label: 'Dark mode', defaultValue: 'auto', onChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="auto">Auto</Radio>
      <Radio value="off">Off</Radio>
      <Radio value="on">On</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Dark mode' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Auto' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Off' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('off');
    await userEvent.click(canvas.getByText('On'));
    await expect(canvas.getByRole('radio', { name: 'On' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('on');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', label: 'Clock', defaultValue: 'h23' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="h12">12-hour</Radio>
      <Radio value="h23">24-hour</Radio>
    </RadioGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '24-hour' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('h12');
  },
};

export const WithDescription: Story = {
  args: { description: 'Auto follows your system setting.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Dark mode' });
    await expect(group).toHaveAccessibleDescription('Auto follows your system setting.');
  },
};

export const Error: Story = {
  args: { defaultValue: undefined, errorMessage: 'Choose a mode' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a mode')).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Off'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Auto' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
