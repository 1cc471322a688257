import type { Decorator } from '@storybook/react-vite';

/** Story parameters read by {@link withColumn}. */
export interface ColumnParameters {
  /** The width in px of the partner's column the flow is placed in (a phone is 320–390). */
  column?: number;
}

/**
 * Places the story in a column of `parameters.column` px, the way a partner embeds a flow in a
 * narrow sidebar or a phone layout, so the flow's container queries (not the viewport) decide
 * its layout.
 *
 * @example
 * export const Narrow = { parameters: { column: 320 } };
 */
export const withColumn: Decorator = (Story, context) => {
  const width = (context.parameters as ColumnParameters).column;
  if (!width) return <Story />;
  return (
    <div data-column="" style={{ width: `${width}px`, maxWidth: '100%' }}>
      <Story />
    </div>
  );
};
