import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WorkspacePicker } from './WorkspacePicker.tsx';

const workspaces = [
  { id: 'acme-tx', name: 'Acme Mail · Transactional' },
  { id: 'acme-news', name: 'Acme Mail · Newsletters' },
  { id: 'globex', name: 'Globex · Marketing' },
  { id: 'initech', name: 'Initech · Alerts' },
];

const meta = {
  title: 'Shell/WorkspacePicker',
  component: WorkspacePicker,
  args: { workspaces, value: 'acme-tx', onChange: fn() },
} satisfies Meta<typeof WorkspacePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Workspace/ });
    await expect(trigger).toHaveTextContent('Acme Mail · Transactional');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('globex');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'Initech · Alerts' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('initech');
  },
};

/** The list open, for the screenshot. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Workspace/ }));
    await expect(
      await body.findByRole('option', { name: 'Acme Mail · Transactional' }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

/** A user without workspaces gets the placeholder one: the picker says so and is disabled. */
export const Empty: Story = {
  args: { workspaces: [{ id: 'none', name: 'No workspaces available' }], value: 'none' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Workspace/ });
    await expect(trigger).toHaveTextContent('No workspaces available');
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(body.queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Workspace/ })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Workspace/ }));
    await expect(await body.findByRole('listbox')).toBeVisible();
  },
};
