/** Read from the Theme type at build time by `.storybook/themeDocsPlugin.ts`. */
declare module 'virtual:payroll-kit/theme-docs' {
  /** Every leaf path of `Theme` in declaration order (`color.background`, …). */
  export const order: string[];
  /** TSDoc of every documented leaf and group by path (`color.primary`, `tone.info`). */
  export const docs: Record<string, string>;
}
