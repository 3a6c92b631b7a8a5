// Judges run-time values by a package's own declared TypeScript types, with the TypeScript compiler: each value is
// written as a literal and assigned to the declared type in a program that reads the package's .d.ts. A fresh
// literal is held to every rule of assignability: required fields present, each field's type, literal (enum)
// values, null only where the type allows it, and no field the type lacks (excess property checks, nested too).
// With exactOptionalPropertyTypes, an optional field is absent or of its type: `undefined` does not stand in.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Judged {
  /** What the value is, for the message. */
  label: string;
  /** A type expression in terms of the judge's imports, such as `Sdk.LinkEventType`. */
  type: string;
  value: unknown;
}

/** The value as a TypeScript expression: a fresh literal, `undefined` kept (JSON would drop the field). */
export function literal(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${value} has no literal`);
    return Object.is(value, -0) ? '0' : String(value);
  }
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object') {
    // An identifier stays bare, so that the compiler's messages name the field as written.
    const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
    const fields = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${key(k)}: ${literal(v)}`);
    return `{${fields.join(', ')}}`;
  }
  throw new Error(`a ${typeof value} has no literal`);
}

/** How both judges compile: strict, optional fields exact. */
export const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  types: [],
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
};

/**
 * A judge for values against the types `imports` brings in (for example
 * `import type * as Sdk from '@meshconnect/web-link-sdk';`), resolved from this repository's node_modules. The
 * declaration files are parsed once and kept for later judgements.
 */
export function typeJudge(imports: string) {
  const file = `${ROOT}test/.judged-values.mts`;
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const parsed = new Map<string, ts.SourceFile | undefined>();
  const getSourceFile = host.getSourceFile.bind(host);
  let source = '';
  host.getSourceFile = (name, version, onError) => {
    if (name === file) return ts.createSourceFile(name, source, version, true);
    if (!parsed.has(name)) parsed.set(name, getSourceFile(name, version, onError));
    return parsed.get(name);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (name === file ? source : readFile(name));

  /** What the compiler says against each value (empty when every value is of its type), each naming its value. */
  return (values: Judged[]): string[] => {
    const lines = [imports];
    const starts: number[] = [];
    for (const [i, { type, value }] of values.entries()) {
      starts.push(lines.join('\n').length + 1);
      lines.push(`export const value${i}: ${type} = ${literal(value)};`);
    }
    source = lines.join('\n');
    const program = ts.createProgram([file], COMPILER_OPTIONS, host);
    const diagnostics = [...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()].filter(
      (d) => d.file?.fileName === file,
    );
    return diagnostics.map((d) => {
      const at = d.start ?? 0;
      const index = starts.findLastIndex((start) => start <= at);
      const judged = values[index];
      const near = source.slice(at, at + (d.length ?? 0)).slice(0, 160);
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n  ');
      return judged ? `${judged.label} (${judged.type}), at ${near}: ${message}` : `the imports: ${message}`;
    });
  };
}
