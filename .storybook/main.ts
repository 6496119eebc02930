import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the design system (ui) and the app's screens.
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/app/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
