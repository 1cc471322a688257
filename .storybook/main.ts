import type { StorybookConfig } from '@storybook/react-vite';
import { themeDocsPlugin } from './themeDocsPlugin';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The Theming page reads each token's TSDoc from the Theme type at build time.
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), themeDocsPlugin()] }),
};
export default config;
