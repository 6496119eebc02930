// Queries the report stories share: what a user reads on a tile, in a table row, in a panel.
import { expect, waitFor, within } from 'storybook/test';

export const body = within(document.body);

/** The value a key-figure tile shows, found by its label. */
export function tileValue(canvasElement: HTMLElement, label: string): string {
  const term = within(canvasElement)
    .getAllByRole('term')
    .find((element) => element.textContent === label);
  const value = term?.nextElementSibling;
  if (!value) throw new Error(`No tile ${label}`);
  return value.textContent ?? '';
}

/** The visible texts of a table's rows, one string per row (cells joined by " | "). */
export function rowTexts(grid: HTMLElement): string[] {
  return within(grid)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('gridcell')
        .map((cell) => cell.textContent?.trim() ?? '')
        .join(' | '),
    )
    .filter((text) => text !== '');
}

/** A panel (a region named by its heading) once its table has rows. */
export async function loadedPanel(canvasElement: HTMLElement, name: string | RegExp) {
  const panel = await within(canvasElement).findByRole('region', { name }, { timeout: 5000 });
  await waitFor(() => expect(panel).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
  return panel;
}

/** Removes the snackbars, so screenshots do not depend on their 3 s. */
export async function dismissSnackbars(click: (element: Element) => Promise<void>) {
  for (const button of body.queryAllByRole('button', { name: 'Dismiss' })) await click(button);
}

/** Waits for the lazily loaded chart to draw, so the screenshot holds it. */
export async function drawnChart(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelector('[role="img"] svg .mark-line')).not.toBeNull(),
    { timeout: 8000 },
  );
}
