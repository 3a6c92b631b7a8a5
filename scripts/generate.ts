// Derives everything typed from openapi.yaml: generated/openapi.ts (openapi-typescript) and
// generated/operations.ts (operationId -> method, path, tag). With --check it writes nothing and fails on drift.
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = new URL('../', import.meta.url);
const specUrl = new URL('openapi.yaml', root);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
const HEADER = '// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `npm run generate`.\n';

interface OperationObject {
  operationId?: string;
  tags?: string[];
}

async function typesSource(): Promise<string> {
  const ast = await openapiTS(specUrl, {
    enumValues: true,
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    alphabetize: false,
    silent: true,
  });
  return HEADER + astToString(ast);
}

async function operationsSource(): Promise<string> {
  const spec = parse(await readFile(specUrl, 'utf8')) as { paths: Record<string, Record<string, OperationObject>> };
  const rows: string[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      rows.push(`  ${op.operationId}: { method: '${method}', path: '${path}', tag: '${op.tags?.[0] ?? ''}' },`);
    }
  }
  return `${HEADER}import type { operations as OperationTypes } from './openapi.js';

/** Every operation of openapi.yaml: the server and the tests use it to prove each one is served. */
export const operations = {
${rows.join('\n')}
} as const satisfies Partial<Record<keyof OperationTypes, { method: string; path: string; tag: string }>>;

export type OperationId = keyof typeof operations;
`;
}

const outputs: Record<string, () => Promise<string>> = {
  'generated/openapi.ts': typesSource,
  'generated/operations.ts': operationsSource,
};

const check = process.argv.includes('--check');
let drift = false;
for (const [file, produce] of Object.entries(outputs)) {
  const url = new URL(file, root);
  const want = await produce();
  if (!check) {
    await writeFile(url, want);
    continue;
  }
  const have = await readFile(url, 'utf8').catch(() => '');
  if (have !== want) {
    drift = true;
    console.error(`${file} is out of date with openapi.yaml. Run \`npm run generate\` and commit the result.`);
  }
}
if (check && !drift) console.log('generated/ matches openapi.yaml');
process.exitCode = drift ? 1 : 0;
