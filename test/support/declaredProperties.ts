// What a package's declared TypeScript types promise that run-time values never carry: each property a type
// declares, at any depth (through arrays, nested objects and unions of them), that no value at its place has. A
// property counts as carried where any one value has it (null included), so an optional field one answer leaves
// out and another has is carried; one that no value ever has is lacking, as is every property inside an object
// whose place no value fills with an object.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { COMPILER_OPTIONS } from './declaredTypes.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Declared {
  /** What the values are, for the message. */
  label: string;
  /** A type expression in terms of the imports, such as `Api.IntegrationsResponseApiResult`. */
  type: string;
  /** Every value judged against the type: a property is lacking when none of them carries it. */
  values: unknown[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The type without null and undefined, as its members (one member unless it is a union). */
const membersOf = (type: ts.Type): ts.Type[] =>
  (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));

/** Whether a type has properties worth walking: an object type that is no function, array or any. */
const walkable = (checker: ts.TypeChecker, type: ts.Type) =>
  Boolean(type.flags & ts.TypeFlags.Object) && !checker.isArrayType(type) && type.getCallSignatures().length === 0;

/** The paths (`a.b[].c`) under `type` that no value carries, given the values found at `path`. */
function lacking(checker: ts.TypeChecker, type: ts.Type, values: unknown[], path: string, depth = 0): string[] {
  if (depth > 16) return [];
  return membersOf(type).flatMap((member) => {
    if (checker.isArrayType(member)) {
      const [items] = checker.getTypeArguments(member as ts.TypeReference);
      const found = values.filter(Array.isArray).flat();
      return items ? lacking(checker, items, found, `${path}[]`, depth + 1) : [];
    }
    if (!walkable(checker, member)) return [];
    const objects = values.filter((v) => isObject(v) && !Array.isArray(v)) as Record<string, unknown>[];
    return checker.getPropertiesOfType(member).flatMap((property) => {
      const at = path ? `${path}.${property.name}` : property.name;
      const found = objects.filter((o) => Object.hasOwn(o, property.name)).map((o) => o[property.name]);
      if (!found.length) return [at];
      return lacking(checker, checker.getTypeOfSymbol(property), found, at, depth + 1);
    });
  });
}

/**
 * For the types `imports` brings in (resolved from this repository's node_modules), a function that lists, for each
 * `Declared`, the declared properties its values lack, each as `label: path`, deduplicated, in order.
 */
export function declaredPropertiesLacking(imports: string) {
  const file = `${ROOT}test/.declared-properties.mts`;
  return (declared: Declared[]): string[] => {
    const source = [imports, ...declared.map(({ type }, i) => `export type Declared${i} = ${type};`)].join('\n');
    const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, version, onError) =>
      name === file ? ts.createSourceFile(name, source, version, true) : getSourceFile(name, version, onError);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (name) => name === file || fileExists(name);
    const program = ts.createProgram([file], COMPILER_OPTIONS, host);
    const checker = program.getTypeChecker();
    const aliases: ts.TypeAliasDeclaration[] = [];
    for (const statement of program.getSourceFile(file)?.statements ?? [])
      if (ts.isTypeAliasDeclaration(statement)) aliases.push(statement);
    return declared.flatMap(({ label, values }, i) => {
      const alias = aliases[i];
      if (!alias) throw new Error(`no type for ${label}`);
      const type = checker.getTypeFromTypeNode(alias.type);
      if (type.flags & ts.TypeFlags.Any) throw new Error(`${label}'s type ${declared[i]?.type} does not resolve`);
      return [...new Set(lacking(checker, type, values, ''))].map((path) => `${label}: ${path}`);
    });
  };
}
