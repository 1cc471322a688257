import type { Decorator } from '@storybook/react-vite';
import { UIProvider, type UIProviderProps } from '../../src/ui';
import { providerSettings, type StoryGlobals } from '../storyGlobals';

/**
 * Wraps a story in the UI provider; a story picks its scheme, locale or theme through
 * `parameters.ui`, and the toolbar (locale, scheme) and theme panel apply on top.
 *
 * @example
 * export const Dark: Story = { parameters: { ui: { colorScheme: 'dark' } } };
 */
export const withUI: Decorator = (Story, context) => {
  const ui = (context.parameters.ui ?? {}) as Omit<UIProviderProps, 'children'>;
  return (
    <UIProvider {...providerSettings(context.globals as StoryGlobals, ui)}>
      <main className="pk-story">
        <Story />
      </main>
    </UIProvider>
  );
};
