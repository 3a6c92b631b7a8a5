// The parts of the spec that `npm run generate` writes from the files beside them, so that no designer keeps them
// by hand: the component index (openapi/components.yaml, which openapi.yaml's `components` refers to) and the result
// envelopes listed in openapi/results.yaml. Each is a pure function of the files, so a merge conflict in one of them
// is resolved by running the generator again.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { COMPONENT_INDEX, RESULT_LIST } from '../server/contract/spec.js';

const COMPONENTS = 'openapi/components/';
/** OpenAPI's component kinds, in the order the index lists them: a folder of another name is a mistake. */
const KINDS = [
  'securitySchemes',
  'headers',
  'parameters',
  'examples',
  'links',
  'responses',
  'requestBodies',
  'callbacks',
  'pathItems',
  'schemas',
];
const ENVELOPE_HEADER = '# Written by `npm run generate` from openapi/results.yaml. Do not edit: change the list.\n';

/** An envelope: ApiResult with `content` of the named schema, always there (a success always answers its content). */
const envelope = (content: string) =>
  `allOf:\n  - $ref: ./ApiResult.yaml\n  - type: object\n    required: [content]\n    properties:\n      content: {$ref: ./${content}.yaml}\n`;

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each result envelope's file and text, from openapi/results.yaml (`NameResult: ContentSchema`, one a line). */
export function envelopes(root: URL): Map<string, string> {
  const list: Record<string, string> = parse(readFileSync(new URL(RESULT_LIST, root), 'utf8')) ?? {};
  const files = new Map<string, string>();
  for (const [name, content] of Object.entries(list)) {
    if (!/^\w+Result$/.test(name) || !/^\w+$/.test(String(content)))
      throw new Error(`${RESULT_LIST}: "${name}: ${content}" is not \`<Name>Result: <Schema>\``);
    files.set(`${COMPONENTS}schemas/${name}.yaml`, ENVELOPE_HEADER + envelope(content));
  }
  return files;
}

/**
 * What the generator writes into openapi/: the envelopes, the index naming every component file (those about to be
 * written included), and an empty text for each envelope the list no longer names (the generator deletes it).
 * A hand-written file that is exactly an envelope is refused: listing it is how an envelope is made.
 */
export function specParts(root: URL): Map<string, string> {
  const written = envelopes(root);
  const parts = new Map(written);
  const sections: string[] = [];
  const folders = readdirSync(new URL(COMPONENTS, root), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const folder of folders)
    if (!KINDS.includes(folder.name)) throw new Error(`${COMPONENTS}${folder.name}/ is not a kind of component (${KINDS.join(', ')})`);
  for (const kind of KINDS.filter((k) => folders.some((folder) => folder.name === k))) {
    const names = new Set<string>();
    for (const file of readdirSync(new URL(`${COMPONENTS}${kind}/`, root))) {
      const path = `${COMPONENTS}${kind}/${file}`;
      if (!file.endsWith('.yaml')) throw new Error(`${path}: a component is a .yaml file`);
      const text = readFileSync(new URL(path, root), 'utf8');
      if (written.has(path)) names.add(file.slice(0, -5));
      else if (text.startsWith(ENVELOPE_HEADER)) parts.set(path, '');
      else {
        const content = /content: \{\$ref: \.\/(\w+)\.yaml\}\n$/.exec(text)?.[1];
        if (content && text === envelope(content))
          throw new Error(`${path} is a result envelope written by hand: list it in ${RESULT_LIST} instead`);
        names.add(file.slice(0, -5));
      }
    }
    for (const path of written.keys())
      if (path.startsWith(`${COMPONENTS}${kind}/`)) names.add(path.slice(COMPONENTS.length + kind.length + 1, -5));
    const entries = [...names].sort(byCodePoint).map((name) => `  ${name}: {$ref: './components/${kind}/${name}.yaml'}`);
    sections.push(`${kind}:\n${entries.join('\n')}\n`);
  }
  parts.set(
    COMPONENT_INDEX,
    `# Written by \`npm run generate\` from the files under ${COMPONENTS}. Do not edit: add, rename or delete a file and
# run it again. Each component is named here by its file's name, so that the one document keeps the name
# (#/components/schemas/X) and a part refers to another by its file.
${sections.join('\n')}`,
  );
  return parts;
}
