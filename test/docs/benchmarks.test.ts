// BENCHMARKS.md names only what the code has (issue 46, item 7): each row of its performance devices' tables is a
// device of server/performance.ts, or one of the rows that measure no device (the A/A pair, the server bundle). A
// device dropped from the code leaves no row behind; a new one waits for the next `npm run bench -- --devices`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { imageSection } from '../../scripts/image/benchmarks.js';
import { DEVICES } from '../../server/performance.js';
import { projectRoot } from '../support/scratch.js';

const MARKER = '<!-- npm run bench -- --devices writes what follows, up to the same line again -->';

it("names in its devices' tables only the devices the code has", () => {
  const [, section] = readFileSync(join(projectRoot, 'BENCHMARKS.md'), 'utf8').split(MARKER);
  const named = [...(section ?? '').matchAll(/^\| ([^|]+?) \|/gm)].map((m) => m[1]!).filter((name) => !/^(Device|-+)$/.test(name));
  expect(named).toContain('expressPrototypes');
  expect(named.filter((name) => !(name in DEVICES) && name !== 'A/A' && name !== 'server bundle')).toEqual([]);
});

it("keeps the image's section (npm run test:image's figures) for npm run bench to write back as it is", () => {
  const benchmarks = readFileSync(join(projectRoot, 'BENCHMARKS.md'), 'utf8');
  const section = imageSection(benchmarks);
  expect(section).toMatch(/^## The image\n[\s\S]*The application's own layers[\s\S]*Cold start to healthy/);
  expect(section.endsWith('\n\n')).toBe(true); // whole, up to the next section
  expect(benchmarks).toContain(`${section}## `);
});
