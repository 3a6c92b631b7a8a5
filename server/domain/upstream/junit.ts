// The drift report as JUnit XML, which CI systems read: one test suite per operation, one failed test case per
// difference; a report without any is one passing case, so that a job shows what was checked.
import type { Schemas } from '../../contract/types.js';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/[^\t\n\r\x20-\uD7FF\uE000-\uFFFD]/gu, '?');

export function driftAsJunit(report: Schemas['DriftReport'], at: number): string {
  const byOperation = new Map<string, Schemas['DriftEntry'][]>();
  for (const entry of report.entries) {
    const list = byOperation.get(entry.operationId) ?? [];
    list.push(entry);
    byOperation.set(entry.operationId, list);
  }
  const suites = [...byOperation]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([operationId, entries]) => {
      const cases = entries.map(
        (e) => `    <testcase classname="drift.${escapeXml(operationId)}" name="${escapeXml(`${e.kind} at ${e.path}`)}">
      <failure type="${e.kind}" message="${escapeXml(`expected ${e.expected}; the upstream said ${e.actual}`)}">${escapeXml(
        `${e.kind} at ${e.path}: expected ${e.expected}; the upstream said ${e.actual}. Seen ${e.count} time(s), first at ${new Date(e.firstSeen).toISOString()}, last at ${new Date(e.lastSeen).toISOString()}.`,
      )}</failure>
    </testcase>`,
      );
      return `  <testsuite name="${escapeXml(operationId)}" tests="${entries.length}" failures="${entries.length}">\n${cases.join('\n')}\n  </testsuite>`;
    });
  if (!suites.length)
    suites.push(
      `  <testsuite name="drift" tests="1" failures="0">\n    <testcase classname="drift" name="no drift over ${report.calls} call(s) sent upstream"/>\n  </testsuite>`,
    );
  const failures = report.entries.length;
  const dropped = report.dropped ? `\n  <!-- ${report.dropped} more difference(s) were not kept: the report holds ${report.limit} -->` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="drift from the upstream" tests="${Math.max(failures, 1)}" failures="${failures}" timestamp="${new Date(at).toISOString()}">${dropped}
${suites.join('\n')}
</testsuites>
`;
}
