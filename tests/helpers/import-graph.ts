import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// What a module of ours imports, read with TypeScript's parser (so a specifier in a comment or a
// string is not an import), for the tests that check the import graph: application code only in
// src (scripts/app-code-only.test.ts), no tailwind-merge behind a client component
// (src/components/client-classes.test.tsx).

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface ModuleImport {
  /** The specifier as written: `@/lib/utils`, `./card`, `tailwind-merge`. */
  specifier: string;
  /** The file it names (absolute), or null for a package or a file that does not exist. */
  file: string | null;
  /** The names imported by `import { a, b }` (renamed ones by their local name). */
  names: string[];
  /** `import type …` / `export type … from`: erased at build, never loaded. */
  typeOnly: boolean;
  /** `import('…')`: loaded when called. */
  dynamic: boolean;
}

/** Files under `folder` (absolute, or relative to the repository) with a source extension, tests included. */
export function sourceFilesUnder(folder: string): string[] {
  const absolute = path.resolve(ROOT, folder);
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export const isTestFile = (file: string) => /\.test\.(ts|tsx|mjs)$/.test(file);

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

/** `@/x` (src) and relative specifiers to a file; packages to null. */
export function resolveSpecifier(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const suffix of EXTENSIONS) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const parsed = new Map<string, ts.SourceFile>();

/** The module parsed once per test file (several tests walk the same sources). */
export function parseModule(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
    parsed.set(file, source);
  }
  return source;
}

/** Static imports, re-exports (`export … from`) and dynamic `import('…')` with a literal specifier. */
export function importsOf(file: string): ModuleImport[] {
  const source = parseModule(file);
  const found: ModuleImport[] = [];
  const add = (specifier: string, names: string[], typeOnly: boolean, dynamic: boolean) =>
    found.push({ specifier, file: resolveSpecifier(file, specifier), names, typeOnly, dynamic });

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const names = bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => e.name.text) : [];
      add(node.moduleSpecifier.text, names, clause?.isTypeOnly ?? false, false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, [], node.isTypeOnly, false);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0].text, [], false, true);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}
