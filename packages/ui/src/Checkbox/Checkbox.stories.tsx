import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';

const meta = {
  title: 'Form/Checkbox',
  component: Checkbox,
  args: { children: 'Add a byte order mark (BOM)', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Add a byte order mark (BOM)',
    });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(canvasElement).getByText('Add a byte order mark (BOM)'));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'All lists' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'All lists' }),
    ).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const groupChange = fn();

/** A group, such as the dimension picker: at most 6, further ones disabled (spec section 5). */
export const Group: Story = {
  render: function GroupStory() {
    return (
      <CheckboxGroup
        label="Dimensions"
        description="3 out of 6"
        defaultValue={['domain', 'ip', 'campaign']}
        onChange={groupChange}
      >
        <Checkbox value="domain">Sending domain</Checkbox>
        <Checkbox value="ip">Sending IP</Checkbox>
        <Checkbox value="campaign">Campaign</Checkbox>
        <Checkbox value="provider">Mailbox provider</Checkbox>
        <Checkbox value="esp" isDisabled>
          ESP (always shown)
        </Checkbox>
      </CheckboxGroup>
    );
  },
  play: async ({ canvasElement }) => {
    groupChange.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Dimensions' })).toHaveAccessibleDescription(
      '3 out of 6',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Sending domain' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(groupChange).toHaveBeenLastCalledWith(['domain', 'campaign']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mailbox provider' }));
    await expect(groupChange).toHaveBeenLastCalledWith(['domain', 'campaign', 'provider']);
  },
};
export const GroupError: Story = {
  render: () => (
    <CheckboxGroup
      label="Channels"
      errorMessage="Choose at least one channel"
      orientation="horizontal"
    >
      <Checkbox value="email">Email</Checkbox>
      <Checkbox value="chat">Team chat</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose at least one channel')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Channels' })).toHaveAccessibleDescription(
      'Choose at least one channel',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
