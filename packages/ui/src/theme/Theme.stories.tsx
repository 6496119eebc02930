import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { ThemeProvider } from './ThemeProvider.tsx';
import { darkPalette, densityScale, lightPalette, type Density as DensityName } from './tokens.ts';

const meta = {
  title: 'Theme/Tokens',
  component: ThemeProvider,
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const solidTokens = Object.keys(lightPalette).filter((name) => lightPalette[name]?.startsWith('#'));

function Swatches({ title, palette }: { title: string; palette: Record<string, string> }) {
  return (
    <section aria-label={title} style={{ flex: 1 }}>
      <h2 style={{ fontSize: 14, margin: '0 0 8px' }}>{title}</h2>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: 4,
        }}
      >
        {solidTokens.map((name) => (
          <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 11 }}>
            <span
              style={{
                width: 18,
                height: 18,
                flex: 'none',
                borderRadius: 4,
                border: '1px solid var(--c-border-default)',
                background: palette[name],
              }}
            />
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every colour token of both palettes (raw values, whichever mode the page is in). */
export const Palette: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      <Swatches title="Light palette" palette={lightPalette} />
      <Swatches title="Dark palette" palette={darkPalette} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of ['Light palette', 'Dark palette']) {
      const section = canvas.getByRole('region', { name: title });
      await expect(within(section).getAllByRole('listitem')).toHaveLength(solidTokens.length);
    }
  },
};

function DensitySample({ density }: { density: DensityName }) {
  return (
    <section
      data-density={density}
      aria-label={`${density} density`}
      style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 'var(--space-2)' }}
    >
      <h2 style={{ fontSize: 14, margin: 0 }}>{density}</h2>
      {([1, 2, 3, 4] as const).map((step) => (
        <div key={step} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12 }}>
          <span style={{ width: 60 }}>space-{step}</span>
          <span
            data-testid={`${density}-space-${step}`}
            style={{
              width: `calc(var(--space-${step}) * 8)`,
              height: 10,
              background: 'var(--c-accent)',
              borderRadius: 2,
            }}
          />
          <span>{densityScale[density][`space-${step}`]}</span>
        </div>
      ))}
      <TextField label={`Search (${densityScale[density]['control-height']} controls)`} />
      <div style={{ display: 'flex', gap: 'var(--space-2)' }}>
        <Button variant="primary">Apply</Button>
        <Button>Cancel</Button>
      </div>
    </section>
  );
}

/** Spacing and control height in both densities; `data-density` also works on a subtree. */
export const Density: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, maxWidth: 720 }}>
      <DensitySample density="spacious" />
      <DensitySample density="compact" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('spacious-space-4').getBoundingClientRect().width).toBe(128);
    await expect(canvas.getByTestId('compact-space-4').getBoundingClientRect().width).toBe(96);
    const [spacious, compact] = canvas.getAllByRole('button', { name: 'Apply' });
    await expect(spacious?.getBoundingClientRect().height).toBe(36);
    await expect(compact?.getBoundingClientRect().height).toBe(28);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Search \(36px/ })).toHaveFocus();
  },
};

function FollowSystemDemo() {
  const [follow, setFollow] = useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <Button onPress={() => setFollow(true)} isDisabled={follow}>
        Follow the system setting
      </Button>
      {follow && (
        <ThemeProvider mode={null}>
          <p style={{ margin: 0 }}>Mode: auto (prefers-color-scheme decides).</p>
        </ThemeProvider>
      )}
    </div>
  );
}

/** `mode` null writes `auto` and the colours follow prefers-color-scheme. */
export const FollowsSystem: Story = {
  render: () => <FollowSystemDemo />,
  play: async ({ canvasElement }) => {
    const root = document.documentElement;
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement).findByText(/Mode: auto/);
    await expect(root.dataset.colorMode).toBe('auto');
    const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    const styles = getComputedStyle(root);
    await expect(styles.colorScheme).toBe(systemDark ? 'dark' : 'light');
    await expect(styles.getPropertyValue('--c-bg-canvas').trim()).toBe(
      (systemDark ? darkPalette : lightPalette)['bg-canvas'],
    );
  },
};
