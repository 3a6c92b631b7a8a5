// npm run check:breaking: Optic judges openapi.yaml against a git ref; a breaking change fails unless acknowledged.
import { execFileSync } from 'node:child_process';
import { describe, it, type TestContext } from 'vitest';
import { scratchCopy, type Scratch } from '../support/scratch.js';

/** A scratch repository whose one commit publishes the current contract, removed when the test ends. */
async function published({ onTestFinished }: TestContext) {
  const scratch: Scratch = await scratchCopy();
  onTestFinished(() => scratch.remove());
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: scratch.dir, encoding: 'utf8' });
  git('init', '--quiet', '--initial-branch=main');
  git('add', 'openapi.yaml');
  git('commit', '--quiet', '-m', 'Published contract');
  return { edit: scratch.edit, git, checkBreaking: (...args: string[]) => scratch.run('tsx', ['scripts/breaking.ts', ...args]) };
}

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

// Optic takes several seconds a comparison even with the unchanged paths left out, and each test waits on its own
// Optic process: the tests run side by side, each in a repository of its own.
describe.concurrent('check:breaking', { timeout: 120_000 }, () => {
  it('passes when nothing changed', async (context) => {
    const { checkBreaking } = await published(context);
    const unchanged = await checkBreaking('HEAD');
    context.expect(unchanged.output).toContain('No operations changed');
    context.expect(unchanged.code).toBe(0);
  });

  it('passes when a change is additive', async (context) => {
    const { edit, checkBreaking } = await published(context);
    await edit('openapi.yaml', LINK_TOKEN_PAYMENT_LINK, `${LINK_TOKEN_PAYMENT_LINK}        expiresAt:\n          type: [string, 'null']\n          maxLength: 64\n`);
    const additive = await checkBreaking('HEAD');
    context.expect(additive.output).toContain('POST /api/v1/linktoken');
    context.expect(additive.code).toBe(0);
  });

  it.for<[string, string, string, string, string]>([
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
  ])('fails on %s, naming the operation and the rule', async ([, from, to, operation, rule], context) => {
    const { edit, checkBreaking } = await published(context);
    await edit('openapi.yaml', from, to);
    const result = await checkBreaking('HEAD');
    context.expect(result.output).toContain(`x ${operation}`);
    context.expect(result.output).toContain(rule);
    context.expect(result.output).toContain('breaking changes found');
    context.expect(result.code).toBe(1);
  });

  it('lets an acknowledged breaking change through: a BREAKING CHANGE footer or --allow-breaking', async (context) => {
    const { edit, git, checkBreaking } = await published(context);
    await edit('openapi.yaml', LINK_TOKEN_PAYMENT_LINK, '');
    const flagged = await checkBreaking('HEAD', '--allow-breaking');
    context.expect(flagged.output).toContain('acknowledged by --allow-breaking');
    context.expect(flagged.code).toBe(0);

    git('commit', '--quiet', '-am', 'Drop paymentLink from the link token\n\nBREAKING CHANGE: pay links moved to the transfer API');
    // No ref: on main, the parent commit is the base, so CI judges the commit that just landed.
    const committed = await checkBreaking();
    context.expect(committed.output).toContain('x POST /api/v1/linktoken');
    context.expect(committed.output).toContain('acknowledged by a BREAKING CHANGE: commit footer');
    context.expect(committed.code).toBe(0);
  });

  it('refuses a ref that is not a commit', async (context) => {
    const { checkBreaking } = await published(context);
    const result = await checkBreaking('no-such-ref');
    context.expect(result.output).toContain('no-such-ref is not a commit');
    context.expect(result.code).toBe(2);
  });
});
