// The size limits of the server's code: a file a reader can hold, functions a reader can follow. Read with the
// TypeScript compiler's own parser, so a function is what the language says it is.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const MAX_FILE_LINES = 400;
/**
 * A function's own lines: those of the functions nested in it count as theirs, so a factory that returns its
 * methods is measured by what it does itself, and each method by its own body.
 */
export const MAX_FUNCTION_LINES = 60;
/** A migration is a schema as it was released, read as one and never edited; its length is the schema's. */
const MIGRATION = /^server\/store\/migrations\//;

export interface Oversize {
  file: string;
  /** The function's name, or undefined for the file itself. */
  name?: string;
  lines: number;
}

function sources(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(root, path);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** What a reader would call the function: its own name, or the name it is bound to. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) return parent.name.getText(source);
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  return `(anonymous, line ${line + 1})`;
}

/** Every file under `dirs` over the file limit, and every function over the function limit. */
export function oversized(root: string, dirs = ['server']): Oversize[] {
  const found: Oversize[] = [];
  for (const file of dirs.flatMap((d) => sources(root, d))) {
    const text = readFileSync(join(root, file), 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_FILE_LINES) found.push({ file, lines });
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const span = (node: ts.Node) =>
      source.getLineAndCharacterOfPosition(node.getEnd()).line - source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    /** The lines of the functions nested directly in `node` (not their own nested ones: those count in theirs). */
    const nested = (node: ts.Node): number => {
      let lines = 0;
      ts.forEachChild(node, (child) => {
        lines += isFunction(child) && child.body ? span(child) : nested(child);
      });
      return lines;
    };
    const visit = (node: ts.Node) => {
      if (isFunction(node) && node.body && !MIGRATION.test(file)) {
        const own = span(node) - nested(node.body);
        if (own > MAX_FUNCTION_LINES) found.push({ file, name: nameOf(node, source), lines: own });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

// `node --import tsx test/architecture/sizes.ts` lists what is over the limits.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { file, name, lines } of oversized(process.cwd())) console.log(`${file}${name ? ` ${name}()` : ''}: ${lines} lines`);
}
