import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from '@console/ui';

const withTheme: Decorator = (Story, context) => {
  const mode = context.globals.colorMode === 'dark' ? 'dark' : 'light';
  const density = context.globals.density === 'compact' ? 'compact' : 'spacious';
  return (
    <ThemeProvider mode={mode} density={density}>
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    colorMode: {
      description: 'Colour mode',
      toolbar: { title: 'Mode', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    density: {
      description: 'Density',
      toolbar: {
        title: 'Density',
        icon: 'component',
        items: ['spacious', 'compact'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    colorMode: 'light',
    density: 'spacious',
    viewport: { value: 'console', isRotated: false },
  },
  parameters: {
    // Every story is an axe test: any violation fails `npm test`. react-aria's live announcer is
    // left out: it keeps a busy button's announcement for 7 s, pointing at a button the next
    // screen no longer has. Only violations are gathered node by node: the passes of a whole
    // screen, serialised into every test's report, cost more than the check (a story took a
    // third less without them).
    a11y: {
      test: 'error',
      context: { exclude: ['[data-live-announcer]'] },
      options: { resultTypes: ['violations'] },
    },
    viewport: {
      options: {
        console: { name: 'Console', styles: { width: '1024px', height: '640px' }, type: 'desktop' },
        mobile: { name: 'Mobile', styles: { width: '390px', height: '780px' }, type: 'mobile' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
