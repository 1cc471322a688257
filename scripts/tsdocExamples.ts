/**
 * Type-checks the TSDoc `@example` of every public export, the way a partner would paste it: each
 * example becomes its own module that imports from `payroll-kit/…` (mapped to the sources), and
 * any export it uses without importing is imported for it. Examples are fragments, so names they
 * leave to the reader (`companyId`, `MyButton`, a partner's own modules) are not errors; everything
 * the library types is: a wrong prop, a wrong option, a missing export, a wrong argument.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { libraryEntries } from './libraryEntries';

/** One example, where it is documented, and the module it becomes. */
export interface TsdocExample {
  /** `payroll-kit/server createPayrollProxy`: the entry and the export it documents. */
  owner: string;
  /** Source file and line of the documented declaration. */
  at: string;
  code: string;
}

/** A type error in an example. */
export interface ExampleProblem {
  owner: string;
  at: string;
  message: string;
}

/**
 * Diagnostics that mean "the reader supplies this", not "the library is misused": names defined
 * elsewhere in the reader's app (also as `{ companyId }` shorthand), parameters of callbacks handed
 * to such names, and the shapes of a fragment (a `return` from the reader's function, sibling JSX
 * elements shown one after the other).
 */
const readerSupplied = new Set([2304, 2552, 2582, 2686, 18004, 18046, 7006, 7031, 1108, 2657]);

/**
 * Browser globals whose names examples use for the reader's own values (`location.uuid`,
 * `open={open}`): declared loosely in the example, as the reader's variable would shadow them.
 */
const shadowedGlobals = [
  'location',
  'status',
  'event',
  'name',
  'open',
  'close',
  'origin',
  'parent',
  'top',
  'history',
];

/** `payroll-kit/…` subpath → the entry's source file, from `package.json` `exports`. */
export function publicEntries(repoRoot: string): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string | { default: string }>;
  };
  const entries = new Map<string, string>();
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    const built = (typeof target === 'string' ? target : target.default).match(/^\.\/dist\/(.+)\.js$/)?.[1];
    const source = built && libraryEntries[built as keyof typeof libraryEntries];
    if (source) entries.set(`${manifest.name}${subpath.slice(1)}`, join(repoRoot, source));
  }
  return entries;
}

function compilerOptions(repoRoot: string, entries: Map<string, string>): ts.CompilerOptions {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(repoRoot, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  return {
    ...config?.options,
    noEmit: true,
    noUnusedLocals: false,
    noUnusedParameters: false,
    // Imports added for an example do not know which names are types.
    verbatimModuleSyntax: false,
    isolatedModules: false,
    allowImportingTsExtensions: true,
    baseUrl: repoRoot,
    paths: Object.fromEntries([...entries].map(([specifier, file]) => [specifier, [file]])),
  };
}

const exampleTag = (tag: ts.JSDocTag) => tag.tagName.text === 'example';
const commentText = (comment: ts.JSDocTag['comment']) =>
  typeof comment === 'string' ? comment : (comment ?? []).map((part) => part.text).join('');

/**
 * The `@example` blocks of every export of every public entry (declarations reached through
 * re-exports), each once.
 *
 * @example
 * const { examples } = collectExamples(process.cwd());
 */
export function collectExamples(repoRoot: string): {
  examples: TsdocExample[];
  program: ts.Program;
  options: ts.CompilerOptions;
  exportedBy: Map<string, string[]>;
} {
  const entries = publicEntries(repoRoot);
  const options = compilerOptions(repoRoot, entries);
  const program = ts.createProgram([...entries.values()], options);
  const checker = program.getTypeChecker();
  const examples: TsdocExample[] = [];
  const exportedBy = new Map<string, string[]>();
  const seen = new Set<ts.Node>();
  for (const [specifier, file] of entries) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) continue;
    for (const exported of checker.getExportsOfModule(module)) {
      exportedBy.set(exported.name, [...(exportedBy.get(exported.name) ?? []), specifier]);
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      // A namespace (`export * as employeeQueries from …`): the examples of its members.
      const members =
        symbol.flags & ts.SymbolFlags.ValueModule
          ? checker
              .getExportsOfModule(symbol)
              .map((member) =>
                member.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(member) : member,
              )
          : [symbol];
      for (const declaration of members.flatMap((member) => member.declarations ?? [])) {
        const documented = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
        for (const tag of ts.getJSDocTags(documented).filter(exampleTag)) {
          if (seen.has(tag)) continue;
          seen.add(tag);
          const declared = declaration.getSourceFile();
          const { line } = declared.getLineAndCharacterOfPosition(tag.getStart());
          examples.push({
            owner: `${specifier} ${exported.name}`,
            at: `${declared.fileName.slice(repoRoot.length).replace(/^\//, '')}:${line + 1}`,
            code: commentText(tag.comment),
          });
        }
      }
    }
  }
  return { examples, program, options, exportedBy };
}

/**
 * The module an example becomes: its own code, after imports of the exports it names but neither
 * imports nor declares itself; a name several entries export comes from the example's own entry.
 *
 * @example
 * exampleModule('<PayrollProvider baseUrl="/api/payroll" />', exportedBy, 'payroll-kit');
 * // "import { PayrollProvider } from 'payroll-kit';\n<PayrollProvider …"
 */
export function exampleModule(code: string, exportedBy: Map<string, string[]>, entry: string): string {
  const imported = new Set(
    [...code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap(([, names]) =>
      names!.split(',').map((name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      ),
    ),
  );
  const declared = new Set(
    [...code.matchAll(/\b(?:const|let|var|function|class)\s+(\w+|\{[^}]*\}|\[[^\]]*\])/g)].flatMap(
      ([, binding]) => binding!.match(/\w+/g) ?? [],
    ),
  );
  const missing = new Map<string, string[]>();
  for (const [name, entries] of exportedBy) {
    if (imported.has(name) || declared.has(name) || !new RegExp(`\\b${name}\\b`).test(code)) continue;
    const specifier = entries.includes(entry) ? entry : entries[0]!;
    missing.set(specifier, [...(missing.get(specifier) ?? []), name]);
  }
  const prelude = [...missing].map(
    ([specifier, names]) => `import { ${names.join(', ')} } from '${specifier}';`,
  );
  for (const name of shadowedGlobals) {
    if (!declared.has(name) && !imported.has(name) && new RegExp(`\\b${name}\\b`).test(code))
      prelude.push(`declare const ${name}: any;`);
  }
  return `${prelude.join('\n')}\n${code}\nexport {};\n`;
}

/**
 * Type-checks every example of the public entries; returns the problems (none when all compile).
 *
 * @example
 * const problems = checkExamples(process.cwd());
 */
export function checkExamples(repoRoot: string): { checked: number; problems: ExampleProblem[] } {
  const { examples, program, options, exportedBy } = collectExamples(repoRoot);
  return { checked: examples.length, problems: checkModules(examples, exportedBy, options, program) };
}

/**
 * Type-checks the given examples as modules beside the library sources.
 *
 * @example
 * checkModules([{ owner: 'x', at: 'y', code: '<PayrollProvider baseUrl="/" />' }], exportedBy, options);
 */
export function checkModules(
  examples: TsdocExample[],
  exportedBy: Map<string, string[]>,
  options: ts.CompilerOptions,
  oldProgram?: ts.Program,
): ExampleProblem[] {
  const virtual = new Map(
    examples.map((example, index) => [
      join(options.baseUrl ?? '.', `__tsdoc_example_${index}.tsx`),
      exampleModule(example.code, exportedBy, example.owner.split(' ')[0]!),
    ]),
  );
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => virtual.get(file) ?? readFile(file);
  host.fileExists = (file) => virtual.has(file) || fileExists(file);
  host.getSourceFile = (file, language, onError, create) => {
    const text = virtual.get(file);
    return text === undefined
      ? getSourceFile(file, language, onError, create)
      : ts.createSourceFile(file, text, language, true, ts.ScriptKind.TSX);
  };
  const program = ts.createProgram([...virtual.keys()], options, host, oldProgram);
  const problems: ExampleProblem[] = [];
  [...virtual.keys()].forEach((file, index) => {
    const source = program.getSourceFile(file)!;
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    for (const diagnostic of diagnostics) {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (readerSupplied.has(diagnostic.code)) continue;
      // A module of the reader's app or of another package; only payroll-kit's own must resolve.
      if (diagnostic.code === 2307 && !/'payroll-kit[/']/.test(message)) continue;
      const example = examples[index]!;
      problems.push({ owner: example.owner, at: example.at, message: `TS${diagnostic.code}: ${message}` });
    }
  });
  return problems;
}
