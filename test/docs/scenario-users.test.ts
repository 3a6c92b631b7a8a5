// docs/scenario-users.md says which fields a document needs and that every other one is optional. The server judges
// each: the documented complete document, less any one field, is refused exactly when the page's table names it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, fieldErrors, present, startTestServer, type TestServer } from '../support/server.js';
import { projectRoot } from '../support/scratch.js';

const page = readFileSync(join(projectRoot, 'docs/scenario-users.md'), 'utf8');
const block = (marker: string) =>
  present(new RegExp(`<!-- readme-test: ${marker} -->\\n([\\s\\S]*?)\\n\\n`).exec(page)?.[1], `the block marked ${marker}`);

/** The complete document, as the page shows it. */
const DOCUMENT = JSON.parse(block('a complete document').replace(/^```json\n|```$/g, '')) as Record<string, unknown>;

/** The table's rows: where an object sits (`accounts[]`, or `the document`) → the fields it must have; no row, none. */
const REQUIRED = new Map<string, string[]>(
  block('the required fields')
    .split('\n')
    .slice(2)
    .flatMap((row) => {
      const [where = '', fields = ''] = row.split('|').slice(1, 3);
      const names = [...fields.matchAll(/`(\w+)`/g)].map((m) => m[1] as string);
      return [...where.matchAll(/`([\w.[\]]+)`|the document/g)].map((m) => [m[1]?.split('.').pop() ?? 'the document', names]);
    }),
);

interface Field {
  /** The JSON path of the field, as the refusal names it. */
  path: string;
  /** The document without it. */
  without: unknown;
  /** The table's row for the object that holds it. */
  where: string;
  name: string;
}

/** Every field of every object in the document, each with the document that lacks it. */
function fields(value: unknown, where: string, path: string, rebuild: (replaced: unknown) => unknown): Field[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) =>
      fields(item, `${where}[]`, `${path}/${i}`, (replaced) => rebuild(value.map((old, j) => (j === i ? replaced : old)))),
    );
  if (typeof value !== 'object' || value === null) return [];
  const object = value as Record<string, unknown>;
  return Object.entries(object).flatMap(([name, inner]) => [
    { path: `${path}/${name}`, where, name, without: rebuild(Object.fromEntries(Object.entries(object).filter(([n]) => n !== name))) },
    ...fields(inner, name, `${path}/${name}`, (replaced) => rebuild({ ...object, [name]: replaced })),
  ]);
}

describe('docs/scenario-users.md, the fields a document needs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('names in its table exactly the fields whose absence the server refuses', async () => {
    const all = fields(DOCUMENT, 'the document', '/body', (replaced) => replaced);
    expect(all.length).toBeGreaterThan(50);
    const judged: string[] = [];
    const claimed: string[] = [];
    for (const { path, without, where, name } of all) {
      const answer = await server.call('putSandboxUser', { params: { clientId: CLIENT.id, username: 'docs' }, body: without });
      const refused = answer.status === 400 && fieldErrors(answer).some((e) => e.path === path || e.path === path.replace(/\/\w+$/, ''));
      if (answer.status !== 200 && !refused) throw new Error(`${path} left out: ${answer.status} ${JSON.stringify(answer.body)}`);
      if (refused) judged.push(path);
      if (REQUIRED.get(where)?.includes(name)) claimed.push(path);
    }
    expect(claimed).toEqual(judged);
  });
});
