/** TSDoc of every Theme leaf and group by path (`color.primary`), from `.storybook/themeDocsPlugin.ts`. */
declare module 'virtual:payroll-kit/theme-docs' {
  const docs: Record<string, string>;
  export default docs;
}
