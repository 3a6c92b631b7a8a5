// Vitest reporter: after a full, passing run, prints the contract coverage table and fails the run when a
// documented pair is neither covered nor waived (or a waiver is stale, or the server gave an undocumented status).
// A filtered run (some files, -t) prints only a note, since it cannot cover everything.
import { mkdirSync, rmSync } from 'node:fs';
import type { Reporter, TestModule, TestRunEndReason, Vitest } from 'vitest/node';
import { judgeSpec, passes, readObserved, render } from './coverage.js';

export default class ContractCoverageReporter implements Reporter {
  private vitest!: Vitest;

  constructor(private readonly dir: string) {}

  onInit(vitest: Vitest) {
    this.vitest = vitest;
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }

  async onTestRunEnd(testModules: ReadonlyArray<TestModule>, _errors: unknown, reason: TestRunEndReason) {
    const all = await this.vitest.globTestSpecifications();
    const complete = testModules.length > 0 && testModules.length === all.length && !this.vitest.config.testNamePattern;
    if (!complete) {
      console.log('\nContract coverage: judged only when every test file runs.');
      return;
    }
    const report = judgeSpec(readObserved(this.dir));
    console.log(render(report));
    if (reason === 'passed' && !passes(report)) {
      console.log('\nContract coverage failed: see the lists above.');
      process.exitCode = 1;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
