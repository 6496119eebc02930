import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PresetsControl } from './PresetsControl.tsx';

const presets = [{ name: 'Weekly' }, { name: 'Gmail only', isDefault: true }, { name: 'EU ISPs' }];

const meta = {
  title: 'RunBar/PresetsControl',
  component: PresetsControl,
  args: { presets, value: null, onApply: fn(), onSave: fn(), onDelete: fn() },
} satisfies Meta<typeof PresetsControl>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Presets/ }));
  return body.findByRole('menu');
};

/** Keyboard: open the list and apply a preset. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Presets' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Weekly' })).toHaveFocus();
    await expect(within(menu).getByRole('menuitem', { name: 'Edit preset…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('Gmail only');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** The list open on the current preset, for the screenshot. */
export const Open: Story = {
  args: { value: 'Weekly' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getByRole('menuitem', { name: /Gmail only/ })).toHaveTextContent(
      'default',
    );
    await expect(
      within(menu).getByRole('menuitem', { name: 'Delete preset…' }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

/** Add: the name is rewritten as typed, a duplicate blocks OK, the default flag is kept. */
export const AddPreset: Story = {
  play: async ({ canvasElement, args }) => {
    await openMenu(canvasElement);
    await userEvent.click(body.getByRole('menuitem', { name: 'Add preset…' }));
    const dialog = await body.findByRole('dialog', { name: 'Add preset' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(ok).toBeDisabled();
    await userEvent.keyboard('Weekly');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Preset name already exists',
    );
    await expect(ok).toBeDisabled();
    await userEvent.keyboard(' Gmail/Yahoo');
    await expect(name).toHaveValue('Weekly Gmail_Yahoo');
    await expect(ok).toBeEnabled();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(dialog).getByRole('checkbox', { name: /Apply this preset/ })).toBeChecked();
    await userEvent.click(ok);
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Weekly Gmail_Yahoo', isDefault: true });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A duplicate name: the message shows under the field and as a status; OK is disabled. */
export const DuplicateName: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
    await userEvent.click(body.getByRole('menuitem', { name: 'Add preset…' }));
    const dialog = await body.findByRole('dialog', { name: 'Add preset' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'EU ISPs');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Preset name already exists',
    );
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeDisabled();
  },
};

/** Edit the current preset: its name may stay, a new one is reported with the old. */
export const EditPreset: Story = {
  args: { value: 'Gmail only' },
  play: async ({ canvasElement, args }) => {
    await openMenu(canvasElement);
    await userEvent.click(body.getByRole('menuitem', { name: 'Edit preset…' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit preset' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveValue('Gmail only');
    await expect(within(dialog).getByRole('checkbox')).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeEnabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Gmail EU{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Gmail EU',
      isDefault: true,
      previousName: 'Gmail only',
    });
  },
};

/** Delete asks first; Cancel keeps the preset, Delete removes it. */
export const DeletePreset: Story = {
  args: { value: 'EU ISPs' },
  play: async ({ canvasElement, args }) => {
    await openMenu(canvasElement);
    await userEvent.click(body.getByRole('menuitem', { name: 'Delete preset…' }));
    let dialog = await body.findByRole('alertdialog', { name: 'Delete preset' });
    await expect(dialog).toHaveTextContent('Delete the preset “EU ISPs”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await openMenu(canvasElement);
    await userEvent.click(body.getByRole('menuitem', { name: 'Delete preset…' }));
    dialog = await body.findByRole('alertdialog', { name: 'Delete preset' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('EU ISPs');
  },
};

export const Empty: Story = {
  args: { presets: [] },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'No presets yet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Add preset…' })).toHaveFocus();
  },
};
