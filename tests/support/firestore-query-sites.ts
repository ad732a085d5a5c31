import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import ts from 'typescript';

/**
 * Where the code builds and reads Firestore queries, found in its syntax (no type checking, so it takes a second):
 * the index check builds every query builder it names, and this proves the list names every place a query is made
 * (docs/decisions/034-indexes-checked-against-queries.md).
 */

export interface Site {
  /** The file, from the repository's root. */
  file: string;
  line: number;
  /** The exported declaration the site is inside, or null when it is not inside one. */
  inExport: string | null;
}

/** What a read is given: a builder's call (by its name), a name, or anything else (as text). */
export type ReadArgument = { call: string } | { name: string } | { other: string };

export interface ReadSite extends Site {
  reader: string;
  argument: ReadArgument;
}

/** The web SDK's functions that make a query a read can be given (a collection is one too, read whole). */
const WEB_MAKERS = ['query', 'collectionGroup'];

/**
 * The functions that read a query: the web SDK's, the data layer's live core (web/src/lib/firestore/live.ts) and
 * its pager (paging.ts) and server counts (counts.ts).
 */
const WEB_READERS = [
  'getDocs',
  'getDocsFromServer',
  'getDocsFromCache',
  'getCountFromServer',
  'getAggregateFromServer',
  'onSnapshot',
  'useLiveRows',
  'fromQuery',
  'queryRows',
  'useLivePage',
  'confirmedPage',
  'useServerCount',
];

/** The Admin SDK's query methods: any call of one of these names is taken as one (the code has no other). */
const ADMIN_QUERY_METHODS = ['where', 'orderBy', 'collectionGroup', 'findNearest'];

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.endsWith('.d.ts'))
    .map((path) => join(folder, path))
    .sort();
}

function parse(root: string, file: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The exported declaration a node is inside (a top-level `export const` or `export function`), if any. */
function enclosingExport(node: ts.Node): string | null {
  let top = node;
  while (top.parent && !ts.isSourceFile(top.parent)) top = top.parent;
  if (!isExported(top)) return null;
  if (ts.isFunctionDeclaration(top)) return top.name?.text ?? null;
  if (ts.isVariableStatement(top)) {
    const [declaration] = top.declarationList.declarations;
    return declaration && ts.isIdentifier(declaration.name) ? declaration.name.text : null;
  }
  return null;
}

function site(source: ts.SourceFile, node: ts.Node): Site {
  return {
    file: source.fileName,
    line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    inExport: enclosingExport(node),
  };
}

function visit(node: ts.Node, each: (call: ts.CallExpression) => void) {
  if (ts.isCallExpression(node)) each(node);
  ts.forEachChild(node, (child) => visit(child, each));
}

/** The names a file gives the web SDK's functions it imports (`import { query as q }` gives `q`). */
function webImports(source: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== 'firebase/firestore') continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) names.set(element.name.text, (element.propertyName ?? element.name).text);
  }
  return names;
}

/**
 * What a read is given, seen through parentheses, `cond ? query : null` and `cond && query`; `LATER` (the live
 * core's query not asked yet, web/src/lib/firestore/live.ts) reads nothing, as null does.
 */
function readArguments(node: ts.Expression): ReadArgument[] {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return readArguments(node.expression);
  if (ts.isConditionalExpression(node)) return [...readArguments(node.whenTrue), ...readArguments(node.whenFalse)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
    return readArguments(node.right);
  }
  if (node.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(node) && node.text === 'LATER')) return [];
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    if (ts.isIdentifier(callee)) return [{ call: callee.text }];
    if (ts.isPropertyAccessExpression(callee)) return [{ call: callee.name.text }];
  }
  if (ts.isIdentifier(node)) return [{ name: node.text }];
  return [{ other: node.getText() }];
}

/** Every place under `folder` (web/src) that makes a query with the web SDK, and every place that reads one. */
export function webQuerySites(root: string, folder = 'web/src'): { makers: Site[]; reads: ReadSite[] } {
  const makers: Site[] = [];
  const reads: ReadSite[] = [];
  for (const file of sourceFiles(root, folder)) {
    // Only a file that names the SDK's Firestore or a reader can make or read a query: parse only those.
    if (
      !/firebase\/firestore|useLiveRows|fromQuery|queryRows|useLivePage|confirmedPage|useServerCount/.test(
        readFileSync(join(root, file), 'utf8'),
      )
    )
      continue;
    const source = parse(root, file);
    const imported = webImports(source);
    visit(source, (call) => {
      if (!ts.isIdentifier(call.expression)) return;
      const local = call.expression.text;
      const name = imported.get(local) ?? local;
      if (imported.has(local) && WEB_MAKERS.includes(name)) makers.push(site(source, call));
      if (WEB_READERS.includes(name) && call.arguments[0]) {
        for (const argument of readArguments(call.arguments[0])) {
          reads.push({ ...site(source, call), reader: name, argument });
        }
      }
    });
  }
  return { makers, reads };
}

/** Every place under `folder` (functions/src) that calls an Admin SDK query method. */
export function adminQuerySites(root: string, folder = 'functions/src'): Site[] {
  const sites: Site[] = [];
  for (const file of sourceFiles(root, folder)) {
    if (!new RegExp(`\\.(${ADMIN_QUERY_METHODS.join('|')})\\b`).test(readFileSync(join(root, file), 'utf8'))) continue;
    const source = parse(root, file);
    visit(source, (call) => {
      const callee = call.expression;
      if (ts.isPropertyAccessExpression(callee) && ADMIN_QUERY_METHODS.includes(callee.name.text)) {
        sites.push(site(source, call));
      }
    });
  }
  return sites;
}
