#!/usr/bin/env node
// The executable of package.json's `bin`: the command line of server/sandbox/cli.ts, run.
import { main } from './cli.js';

await main(process.argv.slice(2));
