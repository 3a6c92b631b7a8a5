// Contract coverage: which (operationId, documented status) pairs the real server was seen to answer.
// The server notes pairs (server/http/coverage.ts); this module judges them against the spec and renders the
// report. A pair nobody exercised must carry a reason in the spec: `x-coverage-waivers: {'<status>': reason}`
// on its operation.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { specOperations, type Json } from './spec.js';

export const WAIVERS = 'x-coverage-waivers';

export interface Pair {
  operationId: string;
  status: string;
}

export interface CoverageReport {
  operations: { operationId: string; statuses: { status: string; state: 'covered' | 'waived' | 'uncovered' }[] }[];
  waivers: (Pair & { reason: string })[];
  /** Waived, yet a test covers it: the waiver is out of date. */
  staleWaivers: Pair[];
  /** Answered by the server but not declared by the spec. Webhook statuses are the receiver's, so not judged. */
  undocumented: Pair[];
  counts: { pairs: number; covered: number; waived: number; uncovered: number };
}

/** Reads the `operationId status` lines every server process wrote. */
export function readObserved(dir: string): Set<string> {
  const seen = new Set<string>();
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.log'));
  } catch {
    return seen;
  }
  for (const file of files) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) if (line.trim()) seen.add(line.trim());
  }
  return seen;
}

export function judge(operations: { op: Json; webhook: boolean }[], observed: Set<string>): CoverageReport {
  const report: CoverageReport = {
    operations: [],
    waivers: [],
    staleWaivers: [],
    undocumented: [],
    counts: { pairs: 0, covered: 0, waived: 0, uncovered: 0 },
  };
  const documented = new Set<string>();
  for (const { op } of operations) {
    const operationId: string = op.operationId;
    const waivers: Record<string, string> = op[WAIVERS] ?? {};
    const statuses = Object.keys(op.responses ?? {})
      .filter((s) => s !== 'default')
      .sort()
      .map((status) => {
        documented.add(`${operationId} ${status}`);
        const covered = observed.has(`${operationId} ${status}`);
        const reason = waivers[status];
        if (reason && covered) report.staleWaivers.push({ operationId, status });
        if (reason) report.waivers.push({ operationId, status, reason });
        const state = covered ? 'covered' : reason ? 'waived' : 'uncovered';
        report.counts[state]++;
        report.counts.pairs++;
        return { status, state } as const;
      });
    for (const status of Object.keys(waivers)) {
      if (!documented.has(`${operationId} ${status}`)) report.staleWaivers.push({ operationId, status });
    }
    report.operations.push({ operationId, statuses });
  }
  const webhooks = new Set(operations.filter((o) => o.webhook).map((o) => o.op.operationId as string));
  for (const line of [...observed].sort()) {
    const [operationId = '', status = ''] = line.split(' ');
    if (!documented.has(line) && !webhooks.has(operationId)) report.undocumented.push({ operationId, status });
  }
  return report;
}

export const passes = (r: CoverageReport) => r.counts.uncovered === 0 && r.staleWaivers.length === 0 && r.undocumented.length === 0;

/** The table printed at the end of a full test run. */
export function render(r: CoverageReport): string {
  const mark = { covered: '✓', waived: 'w', uncovered: '✗' };
  const width = Math.max(...r.operations.map((o) => o.operationId.length));
  const lines = ['', 'Contract coverage: (operationId, documented status) pairs answered by the real server', ''];
  lines.push(`  ${'operation'.padEnd(width)}  statuses (✓ covered, w waived, ✗ not covered)`);
  for (const { operationId, statuses } of r.operations) {
    lines.push(`  ${operationId.padEnd(width)}  ${statuses.map((s) => `${s.status} ${mark[s.state]}`).join('  ')}`);
  }
  lines.push('');
  const { pairs, covered, waived, uncovered } = r.counts;
  lines.push(`  ${covered}/${pairs} covered, ${waived} waived, ${uncovered} not covered`);
  if (r.waivers.length) {
    lines.push('', `  Waivers (${WAIVERS} in openapi.yaml):`);
    for (const w of r.waivers) lines.push(`    ${w.operationId} ${w.status}: ${w.reason}`);
  }
  const list = (title: string, pairs: Pair[]) => {
    if (pairs.length) lines.push('', `  ${title}:`, ...pairs.map((p) => `    ${p.operationId} ${p.status}`));
  };
  list(
    'Not covered: add a test that makes the real server answer it, or waive it with a reason',
    r.operations.flatMap((o) =>
      o.statuses.filter((s) => s.state === 'uncovered').map((s) => ({ operationId: o.operationId, status: s.status })),
    ),
  );
  list('Stale waivers: the pair is covered, or not documented; remove the waiver', r.staleWaivers);
  list('Undocumented: the server answered a status the spec does not declare for the operation', r.undocumented);
  return lines.join('\n');
}

export const judgeSpec = (observed: Set<string>) => judge(specOperations(), observed);
