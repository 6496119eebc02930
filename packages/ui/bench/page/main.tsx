// The benchmark page: a DataTable with 100,000 rows. It marks the time before createRoot().render
// and after the first paint of rows, and exposes a scroll run that records every frame's time.
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { DataTable, ThemeProvider, type ColumnConfig } from '../../src/index.ts';

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
        <DataTable id="bench" aria-label="Senders" columns={columns} rows={rows} maxHeight={600} />
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
  const grid = document.querySelector('[role="grid"]') as HTMLElement;
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
