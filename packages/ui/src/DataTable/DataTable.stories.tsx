import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable.tsx';
import {
  makeSenders,
  memorySortStorage,
  senderColumns,
  senders,
  type Sender,
} from './storyData.ts';

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Sender>,
  args: {
    id: 'senders',
    'aria-label': 'Senders',
    columns: senderColumns,
    rows: senders,
    sortStorage: memorySortStorage(),
    onSortChange: fn(),
    onCopy: fn(),
    copyToClipboard: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof DataTable<Sender>>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Senders' });
const treegrid = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('treegrid', { name: 'Senders' });
const header = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('columnheader', { name });

/** Sorting, moving and copying with the keyboard first, then sorting with the mouse. */
export const Playground: Story = {
  args: { sortStorage: memorySortStorage() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(header(canvasElement, 'Domain')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(header(canvasElement, 'Sent')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(header(canvasElement, 'Sent')).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'sent',
      direction: 'ascending',
    });
    await userEvent.keyboard('{Enter}');
    await expect(header(canvasElement, 'Sent')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('gridcell', { name: '56,433' })).toHaveFocus();
    await userEvent.keyboard('{Control>}c{/Control}');
    await waitFor(() =>
      expect(args.onCopy).toHaveBeenCalledWith('56,433', 'Value copied to clipboard'),
    );
    await expect(args.copyToClipboard).toHaveBeenCalledWith('56,433');
    await userEvent.click(header(canvasElement, 'Domain'));
    await expect(header(canvasElement, 'Domain')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(canvasElement, 'Sent')).not.toHaveAttribute('aria-sort');
    await expect(canvas.getAllByRole('row')[2]).toHaveTextContent('alerts.example.net');
  },
};

/** The sort remembered for the table id comes back. */
export const RememberedSort: Story = {
  args: {
    sortStorage: memorySortStorage({ senders: { column: 'bounce_rate', direction: 'descending' } }),
  },
  play: async ({ canvasElement }) => {
    await expect(header(canvasElement, 'Bounce rate')).toHaveAttribute('aria-sort', 'descending');
    await expect(within(canvasElement).getAllByRole('row')[2]).toHaveTextContent('8.5%');
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    await expect(grid(canvasElement)).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ }');
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['s1']));
    await userEvent.click(within(rows[4] as HTMLElement).getByText('alerts.example.net'));
    await expect(rows[4]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['s1', 's3']));
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: ['s2'], onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows[3]).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ }');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['s3']));
    await expect(rows[3]).toHaveAttribute('aria-selected', 'false');
  },
};

export const Expandable: Story = {
  args: {
    onExpandedChange: fn(),
    renderExpanded: (row: Sender) =>
      `Sending IP ${row.ip}, ${row.status}: last checked at 10:00 UTC.`,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(treegrid(canvasElement)).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByText('Sending IP 192.0.2.1, ok: last checked at 10:00 UTC.'),
    ).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['s1']));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('gridcell', { name: /Sending IP 192.0.2.1/ })).toHaveFocus();
    await userEvent.click(canvas.getAllByRole('row')[4]?.firstElementChild as HTMLElement);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['s1', 's2']));
  },
};

/** Narrow: the columns with the largest priority number are dropped first. */
export const NarrowWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.queryByRole('columnheader', { name: 'Delivered' })).toBeNull(),
    );
    await expect(canvas.queryByRole('columnheader', { name: 'IP' })).toBeNull();
    await expect(header(canvasElement, 'Delivery time')).toBeVisible();
    await expect(grid(canvasElement)).toHaveAttribute('aria-colcount', '4');
  },
};

/** Shift+F10 opens the cell's context action; the value goes to the clipboard. */
export const CopyFromContextMenu: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await within(document.body).findByRole('menu', { name: 'Copy value' });
    await expect(within(menu).getByRole('menuitem', { name: 'Copy value' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onCopy).toHaveBeenCalledWith('mailer.example.com', 'Value copied to clipboard'),
    );
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('gridcell', { name: 'mailer.example.com' }),
      ).toHaveFocus(),
    );
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('gridcell', { name: 'No data available' }),
    ).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(canvasElement).getByRole('gridcell', { name: 'No data available' }),
    ).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('gridcell', { name: 'Loading…' })).toBeVisible();
  },
};

const manyRows = makeSenders(100_000);

/** 100,000 rows: only the visible rows and a buffer of 2 are in the DOM. */
export const ManyRows: Story = {
  args: {
    rows: manyRows,
    maxHeight: 400,
    // Totals of 100,000 rows need wider columns than the sample's.
    columns: senderColumns.map((column) =>
      column.footer === 'sum' ? { ...column, width: 140 } : column,
    ),
  },
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', String(100_000 + 3));
    const bodyRows = () => table.querySelectorAll('[data-body]');
    // 400 px less two header rows and the footer: 8 or 9 visible rows, 2 more above and below.
    await expect(bodyRows().length).toBeLessThanOrEqual(14);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Control>}{End}{/Control}');
    await waitFor(() =>
      expect(
        within(table).getByRole('gridcell', { name: 'sender-100000.example.com' }),
      ).toHaveFocus(),
    );
    await expect(
      within(table).getByRole('gridcell', { name: 'sender-100000.example.com' }).parentElement,
    ).toHaveAttribute('aria-rowindex', '100002');
    await expect(bodyRows().length).toBeLessThanOrEqual(14);
    await userEvent.keyboard('{PageUp}');
    await waitFor(() =>
      expect(document.activeElement?.textContent).toMatch(/^sender-999\d\d\.example\.com$/),
    );
  },
};
