import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // STORYBOOK_STORIES narrows the build to some files (comma-separated globs from the
  // repository root) while working on them; the full build takes every story.
  stories: process.env.STORYBOOK_STORIES
    ? process.env.STORYBOOK_STORIES.split(',').map((glob) => `../${glob}`)
    : ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(config) {
    config.resolve ??= {};
    // Resolve workspace packages to their TypeScript sources (see the `@meridian/source` export condition).
    config.resolve.conditions = ['@meridian/source', 'module', 'browser', 'development|production'];
    return config;
  },
};

export default config;
