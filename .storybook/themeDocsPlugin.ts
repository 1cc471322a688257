import ts from 'typescript';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const themeFile = fileURLToPath(new URL('../src/ui/theme/theme.ts', import.meta.url));
const moduleId = 'virtual:payroll-kit/theme-docs';

/**
 * The TSDoc of every leaf of the `Theme` type, keyed by its path (`color.primaryHover`), and of
 * every group (`color`, `tone`, `tone.info`). Read with the TypeScript checker, so a token added to
 * the type shows on the Theming page with its comment the next time Storybook builds.
 *
 * @example
 * themeTokenDocs().get('color.primary'); // 'Main action fill.'
 */
export function themeTokenDocs(): Map<string, string> {
  return readThemeType().docs;
}

/**
 * Every leaf path of the `Theme` type in declaration order (`color.background` first), and the
 * TSDoc of leaves and groups.
 *
 * @example
 * readThemeType().order[0]; // 'color.background'
 */
export function readThemeType(): { order: string[]; docs: Map<string, string> } {
  const program = ts.createProgram([themeFile], { strict: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(themeFile)!;
  const docs = new Map<string, string>();
  const order: string[] = [];
  let theme: ts.Type | undefined;
  ts.forEachChild(source, (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'Theme')
      theme = checker.getTypeAtLocation(node);
  });
  if (!theme) throw new Error(`No Theme interface in ${themeFile}`);
  const walk = (type: ts.Type, prefix: string) => {
    for (const property of checker.getPropertiesOfType(type)) {
      const path = prefix ? `${prefix}.${property.name}` : property.name;
      const propertyType = checker.getTypeOfSymbol(property);
      // A member without a comment of its own takes its named type's (tone.info → ToneColors).
      const named = propertyType.aliasSymbol ?? propertyType.getSymbol();
      const typeSymbol = named?.declarations?.some((node) => node.getSourceFile() === source)
        ? named
        : undefined;
      const text =
        ts.displayPartsToString(property.getDocumentationComment(checker)).trim() ||
        ts.displayPartsToString(typeSymbol?.getDocumentationComment(checker) ?? []).trim();
      if (text) docs.set(path, text);
      if (propertyType.getProperties().length > 0 && !(propertyType.flags & ts.TypeFlags.StringLike))
        walk(propertyType, path);
      else order.push(path);
    }
  };
  walk(theme, '');
  // The keys of a Record (tone → Tone) are documented on the key type.
  const tone = source.statements.find(
    (node): node is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(node) && node.name.text === 'Tone',
  );
  const toneDoc = tone
    ? ts.displayPartsToString(checker.getSymbolAtLocation(tone.name)?.getDocumentationComment(checker) ?? [])
    : '';
  if (toneDoc && !docs.has('tone')) docs.set('tone', toneDoc.trim());
  return { order, docs };
}

/**
 * Serves `virtual:payroll-kit/theme-docs` (`order`: leaf paths in type order; `docs`: path → comment) to the docs pages and
 * rebuilds it when `theme.ts` changes.
 */
export function themeDocsPlugin(): Plugin {
  const resolved = `\0${moduleId}`;
  return {
    name: 'payroll-kit:theme-docs',
    resolveId: (id) => (id === moduleId ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      this.addWatchFile(themeFile);
      const { order, docs } = readThemeType();
      return `export const order = ${JSON.stringify(order)};\nexport const docs = ${JSON.stringify(Object.fromEntries(docs))};`;
    },
  };
}
