// Each written exception to "every property node-api declares is answered" has its reason in the Decisions: its
// group's bold title is a point of openapi/decisions.md's section on the public clients' types, and that point names
// each of its properties in backticks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { covers, isUnanswered, UNANSWERED } from './nodeApiUnanswered.js';

const decisions = readFileSync(new URL('../../openapi/decisions.md', import.meta.url), 'utf8');
const section = decisions.slice(
  decisions.indexOf("## The public clients' types"),
  decisions.indexOf('\n## ', decisions.indexOf("## The public clients' types") + 1),
);

/** The point of the section whose bold title is `title` (a full stop may close it), up to the next point or the end. */
function point(title: string): string | undefined {
  const start = [`- **${title}**`, `- **${title}.**`].map((opening) => section.indexOf(opening)).find((at) => at >= 0) ?? -1;
  if (start < 0) return undefined;
  const next = section.indexOf('\n- **', start + 1);
  return section.slice(start, next < 0 ? undefined : next);
}

/** A property's own name: the last of its path (`content.items[].from.logoUrl` → `logoUrl`). */
const nameOf = (property: string) => present(property.split(': ')[1]).replaceAll('[]', '').split('.').at(-1);
const present = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('absent');
  return value;
};

describe('the unanswered properties node-api declares', () => {
  it("each have a reason: their group's point in the Decisions names each of them", () => {
    expect(section.length).toBeGreaterThan(0);
    for (const { decision, properties } of UNANSWERED) {
      const text = point(decision);
      expect(text, `a point "- **${decision}**" in openapi/decisions.md, "The public clients' types"`).toBeDefined();
      expect(
        properties.filter((property) => !text?.includes(`\`${nameOf(property)}\``)),
        decision,
      ).toEqual([]);
    }
  });

  it('are written once each, as node-api names an operation and a path', () => {
    const all = UNANSWERED.flatMap(({ properties }) => properties);
    expect(all.length).toBe(new Set(all).size);
    for (const property of all) expect(property).toMatch(/^[a-zA-Z]+\.v1\w+: content[\w.[\]]*$/);
  });

  it('cover a property and those inside it, not one that merely starts alike', () => {
    expect(covers('a: content.x', 'a: content.x')).toBe(true);
    expect(covers('a: content.x', 'a: content.x.y')).toBe(true);
    expect(covers('a: content.x', 'a: content.x[].y')).toBe(true);
    expect(covers('a: content.x', 'a: content.xy')).toBe(false);
    expect(isUnanswered('portfolio.v1HoldingsGetCreate: content.equityPositions[].name')).toBe(false);
  });
});
