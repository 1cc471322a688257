import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';

const preview: Preview = {
  parameters: {
    // Every story is an accessibility test: a violation fails the Storybook test run.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};
export default preview;
