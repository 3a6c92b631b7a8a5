// A recorded document is always one putSandboxUser accepts: what the schema or the institution cannot hold (a
// negative amount, an address not valid on its network, an id twice) is taken out, each removal heard, until the
// same checks putSandboxUser runs (schemaIssues, then scenarioIssues) find nothing.
import { schemaIssues } from '../../contract/documents.js';
import type { FieldIssue } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import type { Institutions } from '../../institutions/adapter.js';
import { scenarioIssues } from '../../institutions/scenarios.js';

type Document = Schemas['SandboxUser'];

/** Hears what a recording left out: where it was in the document, and why. */
export type Dropped = (path: string, why: string) => void;

/** Each pass takes out what the checks name; a field, its item, its list: a few passes at most. */
const MAX_PASSES = 20;

/** The problems putSandboxUser would name: the schema's first, then what only the institutions know. */
export function documentIssues(document: Document, institutions: Institutions): FieldIssue[] {
  const shape = schemaIssues('SandboxUser', document);
  return shape.length ? shape : scenarioIssues(document, institutions);
}

type Container = Record<string, unknown> | unknown[];
const isIndex = (segment: string) => /^\d+$/.test(segment);

/** The container at the pointer's segments, or undefined where the document has none. */
function at(document: unknown, segments: string[]): Container | undefined {
  let here: unknown = document;
  for (const segment of segments) {
    if (typeof here !== 'object' || here === null || !Object.hasOwn(here, segment)) return undefined;
    here = (here as Record<string, unknown>)[segment];
  }
  return typeof here === 'object' && here !== null ? (here as Container) : undefined;
}

/**
 * What an issue takes out: the field it names (an owner's overlong e-mail, a list at an institution that holds
 * none, an item of a list); a missing field takes out the object that lacks it, so a required field taken out
 * takes its item with it on the next pass (an entry without a valid symbol is no entry).
 */
function removalOf(issue: FieldIssue): string[] {
  const segments = issue.field.split('/').slice(1);
  if (issue.errorCode === 'required') segments.pop();
  return segments;
}

function remove(document: Document, segments: string[]): boolean {
  const container = at(document, segments.slice(0, -1));
  const last = segments[segments.length - 1];
  if (!container || last === undefined) return false;
  if (Array.isArray(container)) {
    if (!isIndex(last) || Number(last) >= container.length) return false;
    container.splice(Number(last), 1);
    return true;
  }
  if (!Object.hasOwn(container, last)) return false;
  delete container[last];
  return true;
}

/** Later first: deeper before the object that holds it, a later item before an earlier one, so no removal moves another's place. */
function laterFirst(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    if (isIndex(x) && isIndex(y)) return Number(y) - Number(x);
    return y < x ? -1 : 1;
  }
  return b.length - a.length;
}

/** The document (changed in place) without what putSandboxUser would refuse; throws if it cannot get there. */
export function valid(document: Document, institutions: Institutions, dropped: Dropped = () => {}): Document {
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const issues = documentIssues(document, institutions);
    if (!issues.length) return document;
    const removals = new Map<string, { segments: string[]; why: string }>();
    for (const issue of issues) {
      const segments = removalOf(issue);
      if (!segments.length) throw new Error(`A recorded document cannot be made valid: ${issue.message}`);
      removals.set(segments.join('/'), { segments, why: issue.message });
    }
    for (const { segments, why } of [...removals.values()].sort((a, b) => laterFirst(a.segments, b.segments)))
      if (remove(document, segments)) dropped(`/${segments.join('/')}`, why);
  }
  throw new Error(`A recorded document is still not valid after ${MAX_PASSES} passes.`);
}
