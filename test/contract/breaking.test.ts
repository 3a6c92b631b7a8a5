// npm run check:breaking: Optic judges openapi.yaml against a git ref; a breaking change fails unless acknowledged.
import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scratchCopy, type Scratch } from '../support/scratch.js';

let scratch: Scratch;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: scratch.dir, encoding: 'utf8' });
const checkBreaking = (...args: string[]) => scratch.run('tsx', ['scripts/breaking.ts', ...args]);

beforeEach(async () => {
  scratch = await scratchCopy();
  git('init', '--quiet', '--initial-branch=main');
  git('add', 'openapi.yaml');
  git('commit', '--quiet', '-m', 'Published contract');
});
afterEach(() => scratch.remove());

const LINK_TOKEN_PAYMENT_LINK = `        paymentLink:
          type: [string, 'null']
          description: Shareable payment link, when \`transferOptions.generatePayLink\` was set.
          maxLength: 4096
`;
const WEBHOOK_DESTINATION_AMOUNT = `        DestinationAmount:
          type: [number, 'null']
`;
const LINK_TOKEN_REQUEST = `      required: [userId]
      properties:
`;
const FIRST_INSTITUTION = `      enum:
        - robinhood
`;

// Each test runs Optic twice on the whole spec: about 10 s each alone, several times that beside another test file.
describe('check:breaking', { timeout: 120_000 }, () => {
  it('passes when nothing changed and when a change is additive', async () => {
    const unchanged = await checkBreaking('HEAD');
    expect(unchanged.output).toContain('No operations changed');
    expect(unchanged.code).toBe(0);

    await scratch.edit('openapi.yaml', LINK_TOKEN_PAYMENT_LINK, `${LINK_TOKEN_PAYMENT_LINK}        expiresAt:\n          type: [string, 'null']\n          maxLength: 64\n`);
    const additive = await checkBreaking('HEAD');
    expect(additive.output).toContain('POST /api/v1/linktoken');
    expect(additive.code).toBe(0);
  });

  it.each([
    ['a removed response field', LINK_TOKEN_PAYMENT_LINK, '', 'POST /api/v1/linktoken', 'cannot remove response property'],
    ['a removed webhook payload field', WEBHOOK_DESTINATION_AMOUNT, '', 'POST /x-webhooks/transferStatus', 'cannot remove response property'],
    [
      'a new required request field',
      LINK_TOKEN_REQUEST,
      `      required: [userId, region]\n      properties:\n        region:\n          type: string\n          maxLength: 64\n`,
      'POST /api/v1/linktoken',
      'cannot add a required request property',
    ],
    ['a removed enum value', FIRST_INSTITUTION, '      enum:\n', 'POST /api/v1/holdings/get', 'robinhood'],
  ])('fails on %s, naming the operation and the rule', async (_, from, to, operation, rule) => {
    await scratch.edit('openapi.yaml', from, to);
    const result = await checkBreaking('HEAD');
    expect(result.output).toContain(`x ${operation}`);
    expect(result.output).toContain(rule);
    expect(result.output).toContain('breaking changes found');
    expect(result.code).toBe(1);
  });

  it('lets an acknowledged breaking change through: a BREAKING CHANGE footer or --allow-breaking', async () => {
    await scratch.edit('openapi.yaml', LINK_TOKEN_PAYMENT_LINK, '');
    const flagged = await checkBreaking('HEAD', '--allow-breaking');
    expect(flagged.output).toContain('acknowledged by --allow-breaking');
    expect(flagged.code).toBe(0);

    git('commit', '--quiet', '-am', 'Drop paymentLink from the link token\n\nBREAKING CHANGE: pay links moved to the transfer API');
    // No ref: on main, the parent commit is the base, so CI judges the commit that just landed.
    const committed = await checkBreaking();
    expect(committed.output).toContain('x POST /api/v1/linktoken');
    expect(committed.output).toContain('acknowledged by a BREAKING CHANGE: commit footer');
    expect(committed.code).toBe(0);
  });

  it('refuses a ref that is not a commit', async () => {
    const result = await checkBreaking('no-such-ref');
    expect(result.output).toContain('no-such-ref is not a commit');
    expect(result.code).toBe(2);
  });
});
