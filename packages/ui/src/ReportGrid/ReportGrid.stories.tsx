import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReportGrid } from './ReportGrid.tsx';

const panelStyle = {
  minHeight: 96,
  padding: 12,
  borderRadius: 6,
  border: '1px solid var(--c-border-default)',
  background: 'var(--c-bg-surface)',
};

const panels = ['Totals', 'Timeseries', 'Bounces', 'Deferrals', 'Delays'].map((name) => (
  <section key={name} aria-label={name} style={panelStyle}>
    {name}
  </section>
));

/** Column count as laid out: the number of distinct left edges among the panels. */
const columnCount = (root: HTMLElement) =>
  new Set(
    within(root)
      .getAllByRole('region')
      .filter((element) => element.tagName === 'SECTION')
      .map((element) => Math.round(element.getBoundingClientRect().left)),
  ).size;

const meta = {
  title: 'Shell/ReportGrid',
  component: ReportGrid,
  args: { layout: 'auto', density: 'spacious', children: panels, 'aria-label': 'Report' },
} satisfies Meta<typeof ReportGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** auto on the 1024 px story viewport: two 360 px columns fit in the ~990 px grid. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('region', { name: 'Report' });
    await expect(columnCount(grid)).toBe(2);
  },
};

export const OneColumn: Story = {
  args: { layout: 'one' },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(1);
  },
};

export const TwoColumns: Story = {
  args: { layout: 'two' },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(2);
  },
};

export const ThreeColumnsCompact: Story = {
  args: { layout: 'three', density: 'compact' },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(3);
    const [first, second] = within(canvasElement).getAllByText(/Totals|Timeseries/);
    const gap = second!.getBoundingClientRect().left - first!.getBoundingClientRect().right;
    await expect(Math.round(gap)).toBe(8);
  },
};

/** A panel with data-span="full" takes a whole row. */
export const FullWidthPanel: Story = {
  args: {
    layout: 'three',
    children: [
      <section key="table" aria-label="Grouping table" data-span="full" style={panelStyle}>
        Grouping table
      </section>,
      ...panels.slice(0, 3),
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('region', { name: 'Grouping table' });
    const grid = within(canvasElement).getByRole('region', { name: 'Report' });
    await expect(table.getBoundingClientRect().width).toBe(grid.getBoundingClientRect().width);
  },
};

/** Three columns on a phone step down to one. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { layout: 'three' },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(1);
  },
};
