// The layering of the architecture (docs/server.md, "The layers"), enforced: contract, then store and institutions, then domain, then the HTTP edge,
// then app, then main; the client and the browser pages apart. No import runs up and none loops.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/scratch.js';
import { cycles, domainOrderImports, importGraph, simulatorImports, ungrouped, upwardImports, type Graph } from './imports.js';

const graph = importGraph(projectRoot);

describe('the import graph', () => {
  it('has no import that runs from a lower layer to a higher one', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('keeps the simulator behind the composition root: only server/main.ts imports it', () => {
    expect(simulatorImports(graph)).toEqual([]);
  });

  it('keeps the institution catalog behind the adapter: nothing outside server/institutions/ reads it', () => {
    const readers = [...graph.keys()].filter(
      (file) => !file.startsWith('server/institutions/') && /\bCATALOG\b/.test(readFileSync(join(projectRoot, file), 'utf8')),
    );
    expect(readers).toEqual([]);
  });

  it('groups the domain and the store by aggregate: every file in its folder, or one they share', () => {
    expect(ungrouped([...graph.keys()])).toEqual([]);
  });

  it('keeps the domain’s folders in order: the aggregates below, sandbox/ and dashboard/ above them, no loop', () => {
    expect(domainOrderImports(graph)).toEqual([]);
  });

  it('sees the server, the client, the browser pages and generated/', () => {
    const files = [...graph.keys()];
    for (const file of [
      'server/main.ts',
      'server/domain/transfers/transfers.ts',
      'server/contract/errors.ts',
      'client/index.ts',
      'generated/operations.ts',
      'browser/link-page/main.ts',
      'browser/dashboard/main.ts',
    ])
      expect(files).toContain(file);
    expect(graph.get('server/main.ts')).toContain('server/app.ts');
    expect(graph.get('browser/link-page/dom.ts')).toContain('browser/shared/dom.ts');
  });
});

describe('the checks themselves', () => {
  // The shapes the graph had before the contract moved out of http/ (domain → http/errors.ts, and a loop).
  const broken: Graph = new Map([
    ['server/domain/transfers/transfers.ts', ['server/http/errors.ts', 'server/store/transfers/transfers.ts']],
    ['server/http/errors.ts', ['server/http/handlers.ts']],
    ['server/http/handlers.ts', ['server/domain/connections/linkSessions.ts']],
    ['server/domain/connections/linkSessions.ts', ['server/http/errors.ts']],
    ['server/store/transfers/transfers.ts', []],
    ['client/api.ts', ['server/contract/errors.ts', 'generated/operations.ts']],
    ['browser/link-page/api.ts', ['client/api.ts', 'generated/openapi.ts', 'browser/shared/dom.ts', 'server/contract/errors.ts']],
    ['server/http/linkPage.ts', ['browser/link-page/protocol.ts']],
    ['server/stray.ts', []],
  ]);

  it('finds an upward import, a client or page reaching into the server or the server into a page, and a file in no layer', () => {
    expect(upwardImports(broken)).toEqual([
      'server/domain/transfers/transfers.ts (domain) → server/http/errors.ts (HTTP edge)',
      'server/domain/connections/linkSessions.ts (domain) → server/http/errors.ts (HTTP edge)',
      'client/api.ts → server/contract/errors.ts: the client imports only generated/ and itself',
      'browser/link-page/api.ts → server/contract/errors.ts: the browser pages import only generated/, client/ and browser/',
      'server/http/linkPage.ts → browser/link-page/protocol.ts: the server serves the browser pages built, never imports them',
      'server/stray.ts belongs to no layer: add it to LAYERS in test/architecture/imports.ts',
    ]);
  });

  it('finds an import of the simulator outside the composition root', () => {
    const simulated: Graph = new Map([
      ['server/main.ts', ['server/institutions/simulator.ts']],
      ['server/institutions/simulator.ts', ['server/institutions/sandboxAccounts.ts']],
      ['server/domain/transfers/transfers.ts', ['server/institutions/simulator.ts']],
      ['server/handlers/linkPage.ts', ['server/institutions/sandboxAccounts.ts']],
    ]);
    expect(simulatorImports(simulated)).toEqual([
      'server/domain/transfers/transfers.ts → server/institutions/simulator.ts: only server/main.ts (the composition root) imports it',
      'server/handlers/linkPage.ts → server/institutions/sandboxAccounts.ts: only the simulator (simulator.ts, withdrawalRules.ts) imports it',
    ]);
  });

  it('finds a file of the domain or the store outside any aggregate', () => {
    expect(
      ungrouped([
        'server/domain/transfers/transfers.ts',
        'server/domain/refunds.ts',
        'server/domain/services.ts',
        'server/store/payouts/payouts.ts',
        'server/store/migrations/001_init.ts',
        'server/store/schema.ts',
      ]),
    ).toEqual(['server/domain/refunds.ts', 'server/store/payouts/payouts.ts']);
  });

  it('finds a domain folder that imports one above it, or one of its own rank', () => {
    const steered: Graph = new Map([
      ['server/domain/connections/connections.ts', ['server/domain/sandbox/sandboxUsers.ts', 'server/domain/secrets.ts']],
      ['server/domain/webhooks/webhooks.ts', ['server/domain/trading/trading.ts', 'server/domain/transfers/transferRecords.ts']],
      ['server/domain/dashboard/dashboard.ts', ['server/domain/sandbox/institutionFailures.ts']],
      ['server/domain/secrets.ts', ['server/domain/connections/connections.ts']],
      ['server/domain/services.ts', ['server/domain/dashboard/dashboard.ts']],
    ]);
    expect(domainOrderImports(steered)).toEqual([
      'server/domain/connections/connections.ts → server/domain/sandbox/sandboxUsers.ts',
      'server/domain/webhooks/webhooks.ts → server/domain/trading/trading.ts',
      'server/domain/secrets.ts → server/domain/connections/connections.ts',
    ]);
  });

  it('finds a loop', () => {
    expect(cycles(broken)).toEqual([['server/http/errors.ts', 'server/http/handlers.ts', 'server/domain/connections/linkSessions.ts']]);
  });
});
