import type { ArgTypesEnhancer, Decorator, Preview } from '@storybook/react-vite';
import '../src/styles.css';
import './preview.css';
import { containerWidths, storyNow, type StoryGlobals } from '../stories/storyGlobals';
import { pinClock } from '../test/pinnedClock';

// Every story reads one calendar, whatever day it is drawn on: dates on screen never drift.
pinClock(storyNow);

/**
 * The partner's container at the toolbar's width: flows adapt to their container, not the window,
 * so a 320 px column inside a wide page shows what a phone-width slot looks like.
 */
const withContainerWidth: Decorator = (Story, context) => {
  const width = (context.globals as StoryGlobals).width ?? 'full';
  if (width === 'full') return <Story />;
  return (
    <div className="pk-story-container" data-width={width}>
      <Story />
    </div>
  );
};

/**
 * A label, hint, title or any other `ReactNode` prop gets a text box rather than a JSON editor, so
 * a designer can try their own wording on every primitive, present and future.
 */
const reactNodeAsText: ArgTypesEnhancer & { secondPass?: boolean } = (context) => {
  const argTypes = { ...context.argTypes };
  for (const [name, argType] of Object.entries(argTypes)) {
    const described = JSON.stringify([argType.type, argType.table?.type]);
    const control = argType.control as { type?: string } | undefined;
    if (/ReactNode/.test(described) && (!control || control.type === 'object'))
      argTypes[name] = { ...argType, control: { type: 'text' } };
  }
  return argTypes;
};
// After Storybook has inferred the controls from the props' types.
reactNodeAsText.secondPass = true;

const preview: Preview = {
  // Every story gets a docs page with its props table; flows opt out where a page of live demos
  // would only repeat the stories.
  tags: ['autodocs'],
  parameters: {
    // Every story is an accessibility test: a violation fails the Storybook test run.
    a11y: { test: 'error' },
    controls: { expanded: true, sort: 'requiredFirst' },
    options: {
      storySort: {
        order: ['Docs', ['Introduction', 'Theming', 'Copy', 'Layout', 'Accessibility'], 'UI', 'Flows'],
      },
    },
  },
  globalTypes: {
    locale: {
      description: 'Language of every story (Spanish is payroll-kit/locales/es)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'en', title: 'English (en-US)', right: 'en' },
          { value: 'es', title: 'Español (es-US)', right: 'es' },
        ],
      },
    },
    scheme: {
      description: 'Colour scheme the theme starts from',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
      },
    },
    width: {
      description: "Width of the partner's container",
      toolbar: {
        title: 'Container',
        icon: 'ruler',
        dynamicTitle: true,
        items: [
          { value: 'full', title: 'Full width' },
          ...containerWidths.map((px) => ({ value: String(px), title: `${px} px` })),
        ],
      },
    },
  },
  initialGlobals: { locale: 'en', scheme: 'light', width: 'full', pkTheme: {} },
  decorators: [withContainerWidth],
  argTypesEnhancers: [reactNodeAsText],
};
export default preview;
