import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ReportLayout, type ReportLayoutProps } from './ReportLayout.tsx';

/** Holds the panel's state as the app would: open from a button, value updated on change. */
function Harness(args: ReportLayoutProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  const [value, setValue] = useState(args.value);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Layout</Button>
      <ReportLayout
        {...args}
        isOpen={isOpen}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/ReportLayout',
  component: ReportLayout,
  render: Harness,
  args: {
    isOpen: true,
    value: { layout: 'auto', density: 'spacious' },
    onChange: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ReportLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Report layout' });
    const columns = within(dialog).getByRole('radiogroup', { name: 'Columns' });
    await expect(within(columns).getByRole('radio', { name: 'Auto' })).toBeChecked();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(columns).getByRole('radio', { name: 'Auto' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ layout: 'one', density: 'spacious' });
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ layout: 'two', density: 'spacious' });
    await userEvent.tab();
    await expect(within(dialog).getByRole('radio', { name: 'Spacious' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ layout: 'two', density: 'compact' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Three columns' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ layout: 'three', density: 'compact' });
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Escape closes the panel: the app saves then. */
export const CloseWithEscape: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await body.findByRole('dialog', { name: 'Report layout' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const CloseButton: Story = {
  args: { value: { layout: 'three', density: 'compact' } },
  play: async ({ args, canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Layout' }));
    const dialog = await body.findByRole('dialog', { name: 'Report layout' });
    await expect(within(dialog).getByRole('radio', { name: 'Three columns' })).toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: 'Compact' })).toBeChecked();
  },
};

/** Labels come from props (the app passes its translations). */
export const Translated: Story = {
  args: {
    labels: {
      title: 'Mise en page',
      layout: 'Colonnes',
      density: 'Densité',
      close: 'Fermer',
      one: 'Une colonne',
      two: 'Deux colonnes',
      three: 'Trois colonnes',
      spacious: 'Aérée',
      compact: 'Compacte',
    },
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Mise en page' });
    await expect(within(dialog).getByRole('radiogroup', { name: 'Densité' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};
