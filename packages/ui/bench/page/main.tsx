// The benchmark page: a DataTable with 100,000 rows. It marks the time before createRoot().render
// and after the first paint of rows, and exposes a scroll run that records every frame's time.
// With `?variant=baseline` it renders instead a plain <table> of the rows the DataTable shows at
// first (same theme, same cell texts, no grid behaviour) that a scroll re-renders with the rows
// under the scroll position: the floor the machine allows at that moment, for the first render
// and for a scroll, so the table's figures can be read as a ratio under any load.
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DataTable, ThemeProvider, type ColumnConfig } from '../../src/index.ts';
import { formatCellValue } from '../../src/DataTable/format.ts';

const ROW_COUNT = 100_000;

const columns: ColumnConfig[] = [
  { name: 'domain', label: 'Domain', width: 220, fill: true, isSortable: true },
  { name: 'ip', label: 'IP', width: 140, priority: 3 },
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
    footer: 'avg',
    priority: 2,
  },
  {
    name: 'avg_del_time',
    label: 'Delivery time',
    width: 130,
    align: 'right',
    format: 'time',
    priority: 1,
  },
  { name: 'status', label: 'Status', width: 110, pill: true },
];

// Deterministic data (a linear congruential generator), made before the measured render.
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const statuses = ['ok', 'warning', 'blocked'];
const rows = Array.from({ length: ROW_COUNT }, (_, index) => {
  const sent = Math.floor(random() * 100_000);
  return {
    id: index,
    domain: `sender-${index}.example.com`,
    ip: `10.${index % 256}.${(index >> 8) % 256}.${index % 7}`,
    sent,
    delivered: Math.floor(sent * (0.9 + random() * 0.1)),
    bounce_rate: random() * 0.1,
    avg_del_time: random() * 7200,
    status: statuses[index % 3],
  };
});

const variant = new URLSearchParams(location.search).get('variant') ?? 'table';
const MAX_HEIGHT = 600;
/** The body rows the DataTable mounts at first: the rows in view plus the render buffer. */
const BASELINE_ROWS = Math.ceil(MAX_HEIGHT / 36) + 2 * 2;

/**
 * The baseline: a plain table of the first rows, with the same header, texts and theme. On a
 * scroll it shows the rows under the scroll position the plainest way React can: the same number
 * of rows, keyed by their place so their elements are reused, between two spacers.
 */
function PlainTable() {
  const [first, setFirst] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => {
      const next = Math.min(ROW_COUNT - BASELINE_ROWS, Math.floor(element.scrollTop / 36));
      flushSync(() => setFirst(next));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);
  const cell = { padding: '0 12px', height: 36, whiteSpace: 'nowrap' } as const;
  return (
    <div
      ref={scroller}
      data-bench-scroller=""
      style={{ maxHeight: MAX_HEIGHT, overflow: 'auto', border: '1px solid #ccc' }}
    >
      <div style={{ height: first * 36 }} />
      <table aria-label="Senders" style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th colSpan={2} />
            <th colSpan={2}>Volume</th>
            <th colSpan={3} />
          </tr>
          <tr>
            {columns.map((column) => (
              <th key={column.name} style={{ ...cell, width: column.width }}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(first, first + BASELINE_ROWS).map((row, place) => (
            <tr key={place} role="row" data-body="">
              {columns.map((column) => (
                <td key={column.name} style={{ ...cell, textAlign: column.align }}>
                  {formatCellValue(row[column.name as keyof typeof row], column, '#,###.##')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td style={cell}>Total</td>
          </tr>
        </tfoot>
      </table>
      {/* The rest of the table's height, so a scroll through takes as many frames. */}
      <div style={{ height: (ROW_COUNT - BASELINE_ROWS - first) * 36 }} />
    </div>
  );
}

/** Marks when React starts rendering the tree. */
function RenderBegin() {
  if (!performance.getEntriesByName('render-begin').length) performance.mark('render-begin');
  return null;
}

/** Marks React's first commit of the table (layout effects run in tree order). */
function Probe() {
  useLayoutEffect(() => {
    if (!performance.getEntriesByName('committed').length) performance.mark('committed');
  }, []);
  return null;
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const afterPaint = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    requestAnimationFrame(() => channel.port2.postMessage(null));
  });

declare global {
  interface Window {
    firstRender: Promise<number>;
    scrollThrough: () => Promise<{ frames: number[]; step: number; rowsInDom: number }>;
  }
}

window.firstRender = (async () => {
  // Let the engine collect the garbage of the data generation first: the figure is the table's.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await nextFrame();
  localStorage.clear();
  performance.mark('render-start');
  createRoot(document.getElementById('root') as HTMLElement).render(
    <ThemeProvider mode="light">
      <div style={{ width: 1000, padding: 16 }}>
        <RenderBegin />
        {variant === 'baseline' ? (
          <PlainTable />
        ) : (
          <DataTable
            id="bench"
            aria-label="Senders"
            columns={columns}
            rows={rows}
            maxHeight={MAX_HEIGHT}
          />
        )}
        <Probe />
      </div>
    </ThemeProvider>,
  );
  while (!document.querySelector('[role="row"][data-body]')) await nextFrame();
  await afterPaint();
  performance.mark('rows-painted');
  return performance.measure('first-render', 'render-start', 'rows-painted').duration;
})();

/** Scrolls from top to bottom, a fixed step per frame, recording the time of every frame. */
window.scrollThrough = async () => {
  const grid = document.querySelector('[role="grid"], [data-bench-scroller]') as HTMLElement;
  const distance = grid.scrollHeight - grid.clientHeight;
  const step = Math.ceil(distance / 2000);
  const frames: number[] = [];
  let maxRows = 0;
  let previous = await nextFrame();
  while (grid.scrollTop < distance) {
    grid.scrollTop = Math.min(distance, grid.scrollTop + step);
    const now = await nextFrame();
    frames.push(now - previous);
    previous = now;
    maxRows = Math.max(maxRows, grid.querySelectorAll('[role="row"][data-body]').length);
  }
  return { frames, step, rowsInDom: maxRows };
};
