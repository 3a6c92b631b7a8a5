// Lookups by a name the code does not know, found with the TypeScript compiler's own type checker. A plain object
// answers `constructor`, `toString` or `__proto__` with Object.prototype's members, so a table looked up by a name from
// input (a request, a document, a file name) says "function toString() { [native code] }" where it should say "no such
// name". The rule: a lookup `table[name]` or `name in table`, read or written, whose name the checker types as a string
// it does not know (not a literal, nor a union of literals), is on a table without a prototype (server/contract/
// dictionary.ts), checked by `Object.hasOwn(table, name)` earlier in the same function, or keyed by the table's own
// keys (for…in, Object.keys, Object.entries of that table). A Map needs none of this: it has no such lookup.
//
// Input typed as a name of the contract by a cast (`value as ErrorType`) escapes that rule, since the checker then
// believes it: in the HTTP edge, where requests arrive, a string becomes a union of names by a check, never by a cast.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A lookup or a cast the rules refuse: where, and its text (what an exception names). */
export interface Finding {
  file: string;
  line: number;
  text: string;
}

function sources(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(root, path);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [join(root, path)] : [];
  });
}

/** One program over `dirs` (browser code included: DOM and Node's types side by side, read for types only). */
export function programOf(root: string, dirs: string[]): ts.Program {
  return ts.createProgram(
    dirs.flatMap((dir) => sources(root, dir)),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      noUncheckedIndexedAccess: true,
      resolveJsonModule: true,
      skipLibCheck: true,
      noEmit: true,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: ['node'],
    },
  );
}

/** A string the checker does not know: `string`, a template, any or unknown, alone or in a union. */
function unknownName(type: ts.Type): boolean {
  if (type.isUnion()) return type.types.some(unknownName);
  return (type.flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0;
}

/** A string literal, or a union of them (undefined and null aside): a name the checker knows. */
function knownNames(type: ts.Type): boolean {
  const parts = (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
  return parts.length > 0 && parts.every((t) => t.isStringLiteral());
}

/** The brand `dictionary()` gives its tables (server/contract/dictionary.ts). */
const hasNoPrototype = (type: ts.Type): boolean =>
  (type.isUnion() ? type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null))) : [type]).every((t) =>
    t.getProperties().some((p) => String(p.escapedName).startsWith('__@NULL_PROTOTYPE@')),
  );

/** The functions around a node, innermost first, then the file. */
function scopes(node: ts.Node): ts.Node[] {
  const found: ts.Node[] = [];
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) if (ts.isFunctionLike(at) || ts.isSourceFile(at)) found.push(at);
  return found;
}

/** An expression's text without the parentheses, casts and `!` around it: `(table as Record<string, T>)` is `table`. */
function bare(node: ts.Expression): string {
  let inner: ts.Expression = node;
  while (
    ts.isParenthesizedExpression(inner) ||
    ts.isAsExpression(inner) ||
    ts.isNonNullExpression(inner) ||
    ts.isSatisfiesExpression(inner)
  )
    inner = inner.expression;
  return inner.getText();
}

/** An `Object.hasOwn(table, name)` before the lookup, in a function around it. */
function guarded(lookup: ts.Node, table: string, name: string): boolean {
  let seen = false;
  const visit = (node: ts.Node) => {
    if (seen || node.pos >= lookup.pos) return;
    if (
      ts.isCallExpression(node) &&
      node.expression.getText() === 'Object.hasOwn' &&
      node.arguments.length === 2 &&
      bare(node.arguments[0]!) === table &&
      bare(node.arguments[1]!) === name
    )
      seen = true;
    else ts.forEachChild(node, visit);
  };
  for (const scope of scopes(lookup)) ts.forEachChild(scope, visit);
  return seen;
}

/** `Object.keys(table)` or `Object.entries(table)`. */
const ownKeysOf = (node: ts.Node, table: string) =>
  ts.isCallExpression(node) &&
  /^Object\.(keys|entries)$/.test(node.expression.getText()) &&
  node.arguments[0] !== undefined &&
  bare(node.arguments[0]) === table;

/**
 * A name declared as one of the table's own keys: `for (const name in table)`, `for (const name of Object.keys(table))`,
 * `for (const [name] of Object.entries(table))`, or the parameter of a callback on Object.keys/entries(table).
 */
function ownKey(checker: ts.TypeChecker, name: ts.Expression, table: string): boolean {
  if (!ts.isIdentifier(name)) return false;
  let declaration: ts.Node | undefined = checker.getSymbolAtLocation(name)?.valueDeclaration;
  while (declaration && (ts.isBindingElement(declaration) || ts.isArrayBindingPattern(declaration))) declaration = declaration.parent;
  if (!declaration) return false;
  if (ts.isVariableDeclaration(declaration)) {
    const loop = declaration.parent.parent;
    if (ts.isForInStatement(loop)) return bare(loop.expression) === table;
    if (ts.isForOfStatement(loop)) return ownKeysOf(loop.expression, table);
    return false;
  }
  if (ts.isParameter(declaration)) {
    const call = declaration.parent.parent;
    return ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && ownKeysOf(call.expression.expression, table);
  }
  return false;
}

const at = (root: string, node: ts.Node): Finding => {
  const file = node.getSourceFile();
  return {
    file: relative(root, file.fileName),
    line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    text: node.getText().replace(/\s+/g, ' '),
  };
};

/** Every lookup by a name the checker does not know, on a table with a prototype, without a check. */
export function unguardedLookups(program: ts.Program, root: string, dirs: string[]): Finding[] {
  const checker = program.getTypeChecker();
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    let table: ts.Expression | undefined;
    let name: ts.Expression | undefined;
    if (ts.isElementAccessExpression(node)) [table, name] = [node.expression, node.argumentExpression];
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.InKeyword) [table, name] = [node.right, node.left];
    if (table && name && !ts.isStringLiteralLike(name) && !ts.isNumericLiteral(name)) {
      const tableType = checker.getApparentType(checker.getTypeAtLocation(table));
      const indexedByPosition =
        checker.isArrayType(tableType) || checker.isTupleType(tableType) || (tableType.flags & ts.TypeFlags.StringLike) !== 0;
      if (
        !indexedByPosition &&
        unknownName(checker.getTypeAtLocation(name)) &&
        !hasNoPrototype(tableType) &&
        !guarded(node, bare(table), bare(name)) &&
        !ownKey(checker, name, bare(table))
      )
        findings.push(at(root, node));
    }
    ts.forEachChild(node, visit);
  };
  for (const file of program.getSourceFiles()) if (inside(root, dirs, file)) visit(file);
  return findings;
}

/** Every cast of a string the checker does not know to names it would then believe (`value as ErrorType`). */
export function castsToNames(program: ts.Program, root: string, dirs: string[]): Finding[] {
  const checker = program.getTypeChecker();
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      unknownName(checker.getTypeAtLocation(node.expression)) &&
      knownNames(checker.getTypeAtLocation(node.type))
    )
      findings.push(at(root, node));
    ts.forEachChild(node, visit);
  };
  for (const file of program.getSourceFiles()) if (inside(root, dirs, file)) visit(file);
  return findings;
}

const inside = (root: string, dirs: string[], file: ts.SourceFile) =>
  !file.isDeclarationFile && dirs.some((dir) => relative(root, file.fileName).startsWith(`${dir}/`));
