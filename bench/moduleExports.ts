/**
 * Names a built ES module exports, read from its source text. Our bundles come from Vite/Rolldown,
 * which ends every entry with `export { a, b as c }`; we read the text rather than import the
 * module so that measuring a bundle never runs it.
 *
 * @example
 * moduleExports('function b(){}\nexport { b as PayrollRun, c };'); // ['PayrollRun', 'c']
 */
export function moduleExports(source: string): string[] {
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list!.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name.replace(/^["']|["']$/g, ''));
    }
  }
  for (const [, name] of source.matchAll(
    /export\s+(?:async\s+)?(?:function\*?|class|const|let|var)\s+([\w$]+)/g,
  )) {
    names.add(name!);
  }
  return [...names];
}
