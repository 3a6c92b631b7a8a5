// Scenario users (issue 29, section 3), what their accounts do when money moves: transfers that are refused, settle
// as and when the document says, or ask for a code; deposit addresses; the trusted-IP rule; scheduled failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxUser } from '../../generated/openapi.js';
import { storeKinds } from '../support/postgres.js';
import { ok, present, startTestServerOn, type TestServer } from '../support/server.js';
import { connectCustom, DESTINATION, ETH_ACCOUNT, ETHEREUM, FIXED_ETH_ADDRESS, oneInstitution } from '../support/sandboxUsers.js';

describe.each(storeKinds)('scenario users on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server?.close());

  const gemini = (extra: Record<string, unknown>): SandboxUser => oneInstitution('gemini', { accounts: [ETH_ACCOUNT], ...extra });
  async function transfer(authToken: string, type = 'gemini', extra: Record<string, unknown> = {}) {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'scenario-user' } }));
    const body = { linkToken, authToken, type, symbol: 'ETH', amount: 0.5, toAddress: DESTINATION, ...extra };
    return server.call('sandboxTransfer', { body: body as never });
  }
  const preview = (fromAuthToken: string, type = 'gemini') =>
    server.call('previewTransfer', {
      body: { fromAuthToken, fromType: type as 'gemini', symbol: 'ETH', networkId: ETHEREUM, toAddress: DESTINATION, amount: 0.5 },
    });
  const statusOf = async (transferId: string) => ok(await server.call('getTransfer', { params: { transferId } })).status;

  describe('transfers', () => {
    it('settle with the document’s outcome after its delay, not before', async () => {
      const token = await connectCustom(server, 'gemini', gemini({ transfers: { outcome: 'Failed', settleInSeconds: 5 } }));
      const sent = present(ok(await transfer(token)).transfer);
      server.clock.advance(4_999);
      await server.work();
      expect(await statusOf(sent.transferId)).toBe('Pending');
      server.clock.advance(1);
      await server.work();
      expect(await statusOf(sent.transferId)).toBe('Failed'); // 0.5 would succeed by the sandbox's rule
    });

    it('keep a transfer’s own settlement over the document’s', async () => {
      const token = await connectCustom(server, 'gemini', gemini({ transfers: { outcome: 'Failed', settleInSeconds: 3600 } }));
      const sent = present(ok(await transfer(token, 'gemini', { settlement: { outcome: 'Succeeded', settleInSeconds: 0 } })).transfer);
      await server.work();
      expect(await statusOf(sent.transferId)).toBe('Succeeded');
    });

    it('are refused with the document’s reason and message, wherever they are sent or previewed', async () => {
      const refusal = { errorType: 'travelRuleRequired', message: 'Gemini wants the beneficiary.' };
      const token = await connectCustom(server, 'gemini', gemini({ transfers: { refusal } }));
      const refused = await transfer(token);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errorType: 'travelRuleRequired', message: refusal.message });
      expect(ok(await preview(token))).toMatchObject({ status: 'failed', errorMessage: refusal.message, previewResult: null });
    });

    it('ask for a code first where the document says so, the document’s code', async () => {
      const token = await connectCustom(server, 'gemini', gemini({ mfaCode: '777', transfers: { mfa: true } }));
      expect(ok(await transfer(token))).toMatchObject({ brokerResponseStatus: 'mfaRequired', transfer: null });
      expect((await transfer(token, 'gemini', { mfaCode: '123456' })).body).toMatchObject({ errorType: 'invalidMfaCode' });
      expect(present(ok(await transfer(token, 'gemini', { mfaCode: '777' })).transfer).status).toBe('pending');
      const previewId = present(ok(await preview(token)).previewResult).previewId;
      const execute = (mfaCode?: string) =>
        server.call('executeTransfer', { body: { fromAuthToken: token, fromType: 'gemini', previewId, ...(mfaCode ? { mfaCode } : {}) } });
      expect(ok(await execute())).toMatchObject({ status: 'mfaRequired' });
      expect(ok(await execute('777'))).toMatchObject({ status: 'succeeded' });
    });

    it('leave the deposit address alone when only transfers ask for a code', async () => {
      const token = await connectCustom(server, 'gemini', gemini({ transfers: { mfa: true } }));
      expect(
        ok(await server.call('getDepositAddress', { body: { authToken: token, type: 'gemini', symbol: 'ETH' } })).address,
      ).toBeTruthy();
    });

    it('send what the document holds: configure shows its balance, and a transfer beyond it is insufficientFunds', async () => {
      const token = await connectCustom(server, 'gemini', gemini({}));
      const configured = ok(await server.call('configureTransfer', { body: { fromAuthToken: token, fromType: 'gemini', symbol: 'ETH' } }));
      expect(present(configured.holdings[0]).availableBalance).toBe(5);
      expect((await transfer(token, 'gemini', { amount: 6 })).body).toMatchObject({ errorType: 'insufficientFunds' });
    });
  });

  describe('the trusted-IP rule', () => {
    const bybit = (trustedIp?: string) =>
      oneInstitution('bybitDirect', { accounts: [ETH_ACCOUNT], ...(trustedIp ? { signIn: { trustedIp } } : {}) });

    it('lets a sandbox user send where the institution needs a trusted IP, unless the document says otherwise', async () => {
      expect((await transfer(await connectCustom(server, 'bybitDirect', bybit()), 'bybitDirect')).status).toBe(200);
      const untrusted = await transfer(await connectCustom(server, 'bybitDirect', bybit('untrusted')), 'bybitDirect');
      expect([untrusted.status, untrusted.body.errorType]).toEqual([403, 'ipNotTrusted']);
      const readOnly = await transfer(await connectCustom(server, 'bybitDirect', bybit('readOnly')), 'bybitDirect');
      expect([readOnly.status, readOnly.body.errorType]).toEqual([403, 'withdrawalPermissionDisabled']);
    });

    it('applies where the institution has no such rule, when the document says so', async () => {
      const refused = await transfer(await connectCustom(server, 'gemini', gemini({ signIn: { trustedIp: 'untrusted' } })));
      expect(refused.body).toMatchObject({ errorType: 'ipNotTrusted', message: expect.stringContaining('signIn.trustedIp') });
    });
  });

  describe('deposit addresses', () => {
    const address = (authToken: string, symbol: string, mfaCode?: string) =>
      server.call('getDepositAddress', { body: { authToken, type: 'gemini', symbol, ...(mfaCode ? { mfaCode } : {}) } });

    it('answer the document’s fixed address, give none where it says unavailable, and ask for a code where it says so', async () => {
      const document = gemini({
        mfaCode: '2468',
        depositAddresses: { mfa: true, addresses: [{ symbol: 'ETH', address: FIXED_ETH_ADDRESS }], unavailable: ['BTC'] },
      });
      const token = await connectCustom(server, 'gemini', document);
      expect(ok(await address(token, 'ETH'))).toMatchObject({ brokerResponseStatus: 'mfaRequired', address: null });
      expect(ok(await address(token, 'ETH', '2468'))).toMatchObject({ address: FIXED_ETH_ADDRESS, networkId: ETHEREUM });
      const none = await address(token, 'BTC', '2468');
      expect([none.status, none.body.errorType]).toEqual([404, 'addressNotFound']);
      expect(ok(await address(token, 'USDC', '2468')).address).toMatch(/^0x[0-9a-fA-F]{40}$/); // seeded, as for any user
    });

    it('are where transfers from another connected account go', async () => {
      const from = await connectCustom(server, 'gemini', gemini({}));
      const to = await connectCustom(
        server,
        'coinbase',
        oneInstitution('coinbase', { depositAddresses: { addresses: [{ symbol: 'ETH', address: FIXED_ETH_ADDRESS }] } }),
      );
      const previewed = ok(
        await server.call('previewTransfer', {
          body: {
            fromAuthToken: from,
            fromType: 'gemini',
            toAuthToken: to,
            toType: 'coinbase',
            symbol: 'ETH',
            networkId: ETHEREUM,
            amount: 0.5,
          },
        }),
      );
      expect(present(previewed.previewResult).toAddress).toBe(FIXED_ETH_ADDRESS);
    });
  });

  describe('scheduled institution failures', () => {
    it('fail every operation on the accounts while they last, from the moment they were connected', async () => {
      const document = gemini({ failures: [{ error: 'unavailable', afterSeconds: 60, durationSeconds: 30 }] });
      const token = await connectCustom(server, 'gemini', document);
      const holdings = () => server.call('getHoldings', { body: { authToken: token, type: 'gemini' } });
      server.clock.advance(59_999);
      expect((await holdings()).status).toBe(200);
      server.clock.advance(1);
      const failed = await holdings();
      expect([failed.status, failed.body.errorType, failed.headers.get('retry-after')]).toEqual([503, 'institutionUnavailable', '30']);
      expect((await transfer(token)).status).toBe(503);
      expect((await server.call('getDepositAddress', { body: { authToken: token, type: 'gemini', symbol: 'ETH' } })).status).toBe(503);
      expect((await preview(token)).status).toBe(503);
      server.clock.advance(30_000);
      expect((await holdings()).status).toBe(200);
    });

    it('last for good without a duration, as a rate limit or a server failure too, and touch no other user', async () => {
      const limited = await connectCustom(server, 'gemini', gemini({ failures: [{ error: 'rateLimited' }] }));
      const broken = await connectCustom(server, 'gemini', gemini({ failures: [{ error: 'serverFailure' }] }));
      const seeded = await connectCustom(server, 'gemini', gemini({}));
      server.clock.advance(86_400_000);
      const holdings = (authToken: string) => server.call('getHoldings', { body: { authToken, type: 'gemini' } });
      expect((await holdings(limited)).body).toMatchObject({ errorType: 'institutionRateLimited' });
      expect((await holdings(broken)).status).toBe(500);
      expect((await holdings(seeded)).status).toBe(200);
    });
  });
});
