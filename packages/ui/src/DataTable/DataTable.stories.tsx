import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pill, type PillTone } from '../Pill/Pill.tsx';
import { color } from '../theme/tokens.ts';
import { DataTable } from './DataTable.tsx';
import {
  makeSenders,
  memorySortStorage,
  senderColumns,
  senders,
  type Sender,
} from './storyData.ts';
import type { ColumnConfig } from './types.ts';

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

/**
 * A third of a wide screen: once the columns with priority are gone, the fill column narrows to
 * its minWidth (its text ends in an ellipsis, whole on hover) and Sent stays in view, without
 * horizontal scrolling.
 */
export const NarrowFill: Story = {
  args: {
    columns: [
      { name: 'domain', label: 'Sender', width: 260, minWidth: 120, fill: true },
      { name: 'ip', label: 'IP', width: 120, priority: 2 },
      { name: 'sent', label: 'Sent', width: 110, align: 'right', format: 'decimal' },
      { name: 'bounce_rate', label: 'Bounce rate', width: 110, align: 'right', priority: 1 },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('columnheader', { name: 'IP' })).toBeNull(),
    );
    await expect(
      within(canvasElement).queryByRole('columnheader', { name: 'Bounce rate' }),
    ).toBeNull();
    await expect(header(canvasElement, 'Sent')).toBeVisible();
    const table = grid(canvasElement);
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    const sent = header(canvasElement, 'Sent').getBoundingClientRect();
    await expect(sent.right).toBeLessThanOrEqual(table.getBoundingClientRect().right);
    await expect(
      within(canvasElement).getByRole('gridcell', { name: 'mailer.example.com' }),
    ).toHaveAttribute('title', 'mailer.example.com');
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

const groupedColumns: ColumnConfig[] = [
  { name: 'domain', label: 'Domain', width: 200, fill: true },
  { name: 'sent', label: 'Sent', width: 110, align: 'right', group: 'Volume', footer: 'sum' },
  {
    name: 'delivered',
    label: 'Delivered',
    width: 110,
    align: 'right',
    group: 'Volume',
    footer: 'sum',
  },
  {
    name: 'bounce_rate',
    label: 'Bounce rate',
    width: 120,
    align: 'right',
    format: 'percent',
    group: 'Quality',
    footer: 'avg',
  },
  {
    name: 'avg_del_time',
    label: 'Delivery time',
    width: 130,
    align: 'right',
    format: 'time',
    group: 'Quality',
  },
];

/** Two header rows: "Volume" and "Quality" span their columns; sorting stays on the lower row. */
export const GroupedHeaders: Story = {
  args: { columns: groupedColumns, sortStorage: memorySortStorage() },
  play: async ({ canvasElement, args }) => {
    await expect(header(canvasElement, 'Volume')).toHaveAttribute('aria-colspan', '2');
    await expect(header(canvasElement, 'Quality')).toHaveAttribute('aria-colspan', '2');
    // Two header rows, 8 body rows, the totals row.
    await expect(grid(canvasElement)).toHaveAttribute('aria-rowcount', '11');
    await expect(header(canvasElement, 'Bounce rate').parentElement).toHaveAttribute(
      'aria-rowindex',
      '2',
    );
    await userEvent.tab();
    await expect(header(canvasElement, 'Domain')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await expect(header(canvasElement, 'Bounce rate')).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'bounce_rate',
      direction: 'ascending',
    });
    await userEvent.click(header(canvasElement, 'Delivered'));
    await expect(header(canvasElement, 'Delivered')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(canvasElement, 'Bounce rate')).not.toHaveAttribute('aria-sort');
  },
};

const statusTone: Record<string, PillTone> = {
  ok: 'success',
  warning: 'warning',
  blocked: 'danger',
};

const slotColumns: ColumnConfig[] = [
  { name: 'domain', label: 'Sender', width: 220, fill: true, slot: 'sender' },
  { name: 'sent', label: 'Sent', width: 110, align: 'right' },
  { name: 'status', label: 'Status', width: 120, slot: 'status', isSortable: false },
];

/** Cells drawn by the caller's slots: the sender with its IP, the status as a toned pill. */
export const Slots: Story = {
  args: {
    columns: slotColumns,
    sortStorage: memorySortStorage(),
    slots: {
      sender: (row: Sender) => (
        <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
          <span>{row.domain}</span>
          <span style={{ fontSize: 11, color: color('fg-muted') }}>{row.ip}</span>
        </span>
      ),
      status: (row: Sender) => (
        <Pill tone={statusTone[row.status] ?? 'neutral'} hasDot>
          {row.status}
        </Pill>
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const sender = canvas.getByRole('gridcell', { name: /^mailer\.example\.com/ });
    await expect(sender).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getAllByRole('gridcell', { name: 'ok' })[0]).toHaveFocus();
    await userEvent.click(header(canvasElement, 'Sender'));
    await expect(header(canvasElement, 'Sender')).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('alerts.example.net192.0.2.3');
    await expect(canvas.getAllByRole('gridcell', { name: 'blocked' })).toHaveLength(2);
  },
};

/**
 * Columns configured narrower than their header label widen to it (a width is a minimum): no
 * label is cut, right-aligned ones included, in any language.
 */
export const LongLabels: Story = {
  args: {
    columns: [
      { name: 'domain', label: 'Domain', width: 200, fill: true },
      { name: 'sent', label: 'Messages submitted', width: 96, align: 'right' },
      { name: 'delivered', label: 'Anteil an Zustellungen', width: 96, align: 'right' },
      {
        name: 'bounce_rate',
        label: 'Zurückstellungen',
        width: 60,
        align: 'right',
        isSortable: false,
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 800 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    for (const name of ['Messages submitted', 'Anteil an Zustellungen', 'Zurückstellungen']) {
      const cell = header(canvasElement, name);
      const label = cell.querySelector('.text') as HTMLElement;
      await expect(label).toHaveTextContent(name);
      await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
      await expect(label.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        cell.getBoundingClientRect().left,
      );
    }
  },
};
