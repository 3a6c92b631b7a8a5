// npm run check:breaking: Optic judges the spec (openapi.yaml and its files) against a git ref; a breaking change fails
// unless acknowledged.
import { execFileSync } from 'node:child_process';
import { describe, it, type TestContext } from 'vitest';
import { scratchCopy, type Scratch } from '../support/scratch.js';

/** A scratch repository whose one commit publishes the current contract, removed when the test ends. */
async function published(context?: TestContext) {
  const scratch: Scratch = await scratchCopy();
  context?.onTestFinished(() => scratch.remove());
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: scratch.dir,
      encoding: 'utf8',
    });
  git('init', '--quiet', '--initial-branch=main');
  git('add', 'openapi.yaml', 'openapi');
  git('commit', '--quiet', '-m', 'Published contract');
  return {
    edit: scratch.edit,
    remove: scratch.remove,
    git,
    checkBreaking: (...args: string[]) => scratch.run('tsx', ['scripts/breaking.ts', ...args]),
  };
}

// Each schema in a file of its own (openapi/components/schemas/), its properties two spaces in.
const SCHEMAS = 'openapi/components/schemas';
const LINK_TOKEN = `${SCHEMAS}/LinkToken.yaml`;
const LINK_TOKEN_PAYMENT_LINK = `  paymentLink:
    type: [string, 'null']
    description: Shareable payment link, when \`transferOptions.generatePayLink\` was set.
    maxLength: 4096
`;
const WEBHOOK_DESTINATION_AMOUNT = `  DestinationAmount:
    type: [number, 'null']
`;
const LINK_TOKEN_REQUEST = `required: [userId]
properties:
`;
// An enum that one operation's request uses, and few answers: a removed value of an enum that the sandbox's state
// documents also carry (InstitutionType, InstitutionFailureKind) makes Optic compare their large schemas, three to
// four times as long (16 s against 5 s), for the same rule.
const UPSTREAM_MODES = `enum: [verify, shadow, record]
`;

const ACCOUNT_INFO_TYPES = `enum: [firstName, middleName, lastName, accountNumber, email, mobileNumber, companyName, countryCode, city, postalCode, address, id, dateOfBirth]
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

  // An additive change (LinkToken's expiresAt) and an edit of a link that carries a request body, judged in one
  // Optic comparison that both tests read: Optic takes several CPU-seconds a run.
  let additive: Promise<{ code: number; output: string }> | undefined;
  const judgeAdditive = () =>
    (additive ??= (async () => {
      const { edit, checkBreaking, remove } = await published();
      try {
        await edit('openapi/components/links/LinkTokenConnectsAccount.yaml', 'username: alice', 'username: bob');
        await edit(
          LINK_TOKEN,
          LINK_TOKEN_PAYMENT_LINK,
          `${LINK_TOKEN_PAYMENT_LINK}  expiresAt:\n    type: [string, 'null']\n    maxLength: 64\n`,
        );
        return await checkBreaking('HEAD');
      } finally {
        await remove();
      }
    })());

  it('passes when a change is additive', async (context) => {
    const judged = await judgeAdditive();
    context.expect(judged.output).toContain('POST /api/v1/linktoken');
    context.expect(judged.code).toBe(0);
  });

  it("judges a spec whose links carry request bodies, which Optic's own meta-schema refuses", async (context) => {
    const judged = await judgeAdditive();
    context.expect(judged.output).not.toContain('could not compare');
    context.expect(judged.output).toContain('POST /api/v1/linktoken');
    context.expect(judged.code).toBe(0);
  });

  // The five breaking changes, made together in one repository and judged in one Optic comparison: each must be
  // reported in the section of its own operation.
  const BREAKING: [string, string, string, string, string, string][] = [
    ['a removed response field', LINK_TOKEN, LINK_TOKEN_PAYMENT_LINK, '', 'POST /api/v1/linktoken', 'cannot remove response property'],
    [
      'a removed webhook payload field',
      `${SCHEMAS}/TransferWebhookPayload.yaml`,
      WEBHOOK_DESTINATION_AMOUNT,
      '',
      'POST /x-webhooks/transferStatus',
      'cannot remove response property',
    ],
    [
      'a new required request field',
      `${SCHEMAS}/LinkTokenRequest.yaml`,
      LINK_TOKEN_REQUEST,
      `required: [userId, region]\nproperties:\n  region:\n    type: string\n    maxLength: 64\n`,
      'POST /api/v1/linktoken',
      'cannot add a required request property',
    ],
    [
      'a removed enum value',
      `${SCHEMAS}/UpstreamMode.yaml`,
      UPSTREAM_MODES,
      'enum: [verify, shadow]\n',
      'PUT /admin/api/v1/clients/{clientId}/upstream',
      "cannot remove enum option 'record'",
    ],
    [
      // An enum of an array's items, which Optic's enum rules never compare: scripts/request-enums.ts judges it.
      "a removed enum value of an array's items",
      `${SCHEMAS}/AccountInfoType.yaml`,
      ACCOUNT_INFO_TYPES,
      ACCOUNT_INFO_TYPES.replace(', dateOfBirth]', ']'),
      'POST /api/v1/exchange/verify',
      "cannot remove enum option 'dateOfBirth' from request body.accountInfo[]",
    ],
  ];
  let judged: Promise<{ code: number; output: string; sections: Map<string, string> }> | undefined;
  const judgeAllBreaking = (context: TestContext) => {
    judged ??= (async () => {
      const { edit, checkBreaking, remove } = await published();
      try {
        for (const [, file, from, to] of BREAKING) await edit(file, from, to);
        const result = await checkBreaking('HEAD');
        // Optic reports each changed operation as a section that opens with `x METHOD /path:`.
        const sections = new Map(
          result.output.split(/^(?=x [A-Z]+ \/)/m).map((section) => [section.slice(2, section.indexOf(':')), section] as const),
        );
        return { ...result, sections };
      } finally {
        await remove();
      }
    })();
    return judged.then((result) => {
      context.expect(result.code).toBe(1);
      return result;
    });
  };

  it('fails on breaking changes, and says how to acknowledge them', async (context) => {
    const { output } = await judgeAllBreaking(context);
    context.expect(output).toContain('breaking changes found');
    context.expect(output).toContain('BREAKING CHANGE: <why>');
  });

  it.for(BREAKING)('fails on %s, naming the operation and the rule', async ([, , , , operation, rule], context) => {
    const { sections } = await judgeAllBreaking(context);
    context.expect([...sections.keys()]).toContain(operation);
    context.expect(sections.get(operation)).toContain(rule);
  });

  it('lets an acknowledged breaking change through: a BREAKING CHANGE footer or --allow-breaking', async (context) => {
    const { edit, git, checkBreaking } = await published(context);
    await edit(LINK_TOKEN, LINK_TOKEN_PAYMENT_LINK, '');
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

  it('leaves every path out when only what the docs read changed (the Decisions), and runs no Optic', async (context) => {
    const { edit, checkBreaking } = await published(context);
    await edit('openapi/decisions.md', '## Changes to this contract', '## Changes to this contract, said');
    const result = await checkBreaking('HEAD');
    context.expect(result.output.trim()).toMatch(/; [1-9]\d* unchanged paths left out\nNo operations changed$/);
    context.expect(result.code).toBe(0);
  });

  it('refuses a ref that is not a commit', async (context) => {
    const { checkBreaking } = await published(context);
    const result = await checkBreaking('no-such-ref');
    context.expect(result.output).toContain('no-such-ref is not a commit');
    context.expect(result.code).toBe(2);
  });
});
