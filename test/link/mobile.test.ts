// The Link page inside each of the four mobile SDKs, in headless Chromium at a phone's width: the SDK's bridge is
// installed before the page's scripts (recording what its native side receives, a string or an object), the SDK's
// script is injected when it injects it (on `loaded`, or after load), the page is driven by accessible names, and
// what the app would see is read off the bridge's record by that SDK's own rules (test/link/mobileSdks.ts, each
// rule cited from the SDK's source). A page that posts only to window.parent fails the same checks.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { heading, mobileHarness, of, signIn } from './mobileHarness.js';
import { MOBILE_SDKS, type MobileSdk, SDK_NAMES, type Seen } from './mobileSdks.js';
import { ok, present } from '../support/server.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const ETHEREUM = 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611';

const mobile = mobileHarness();
const { linkToken, openIn } = mobile;

/**
 * What the app of `sdk` must have seen after a connect that ended with Done: nothing dropped, one connection with
 * the account's id (and, where the SDK has it, its frontAccountId), and the exit, each by the SDK's own callback.
 * Answers what is wrong, in words; empty when all is right.
 */
function connectFailures(sdk: MobileSdk, { effects, dropped }: Seen): string[] {
  const failures = dropped.map((d) => `dropped: ${d}`);
  const connected = of(effects, sdk.callbacks.connected);
  if (connected.length !== 1) failures.push(`${sdk.callbacks.connected} fired ${connected.length} times, not once`);
  const exits = of(effects, sdk.callbacks.exit);
  if (exits.length !== 1) failures.push(`${sdk.callbacks.exit} fired ${exits.length} times, not once`);
  return failures;
}

describe.each(SDK_NAMES)('inside the %s SDK', (name) => {
  const sdk = MOBILE_SDKS[name];

  it('connects an account: the connection and the exit reach the app, decoded by its rules, and no "close this window" screen', async () => {
    const { page: p, seen } = await openIn(sdk, await linkToken());
    await heading(p, 'Connect an account');
    // Leaving mid-flow: the app asks the user (its own dialog), and the page stays where it was.
    await p.getByLabel('Search institutions').fill('gemini');
    await p.getByRole('button', { name: 'Gemini', exact: true }).click();
    await heading(p, 'Sign in to Gemini');
    await p.getByRole('button', { name: 'Close' }).click();
    expect(of((await seen()).effects, sdk.callbacks.askToClose)).toHaveLength(1);
    await heading(p, 'Sign in to Gemini');
    await p.getByLabel('Username', { exact: true }).fill(`mobile-${name}`);
    await p.getByLabel('Password', { exact: true }).fill('pass_good');
    await p.getByRole('button', { name: 'Connect', exact: true }).click();
    await heading(p, 'Connected');
    await p.getByRole('button', { name: 'Done' }).click();
    const all = await seen();
    expect(connectFailures(sdk, all)).toEqual([]);
    // The app closes the WebView: the page never tells the user to.
    expect(await p.getByText('You can close this window now.').count()).toBe(0);
    await heading(p, 'Connected');

    const [connected] = of(all.effects, sdk.callbacks.connected);
    const accessToken = (connected!.value as { accessToken: { accountTokens: { account: Record<string, unknown> }[] } }).accessToken;
    const { account } = present(accessToken.accountTokens[0]);
    expect(account.accountId).toMatch(/^GEMI-\d{7}$/);
    // Android's Account.frontAccountId is a non-null String: the account's own id.
    expect(account.frontAccountId).toBe(account.accountId);
    const [exit] = of(all.effects, sdk.callbacks.exit);
    if (name === 'android') expect(exit!.value).toMatchObject({ result: 'LinkSuccess', payloads: [{ accessToken }] });
    else if (name === 'iOS') expect(exit!.value).toBe(false);
    else expect(exit!.value).toMatchObject({ page: 'connected', selectedIntegration: { id: 'gemini', name: 'Gemini' } });
  });

  it('transfers: onTransferFinished (Android: the activity result) carries a success that decodes', async () => {
    const token = await linkToken({
      transferOptions: { toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION, amount: 0.01 }] },
    });
    const { page: p, seen } = await openIn(sdk, token, { settings: { theme: 'dark', displayFiatCurrency: 'USD', language: 'en' } });
    await heading(p, 'Choose where to send from');
    await signIn(p, 'Coinbase', 'coinbase', { Username: `transfer-${name}`, Password: 'pass_good' });
    await heading(p, 'Choose an asset');
    await p.getByRole('button', { name: /^ETH/ }).click();
    await p.getByRole('button', { name: 'Preview transfer' }).click();
    await p.getByRole('button', { name: 'Confirm transfer' }).click();
    await heading(p, 'Transfer submitted');
    await p.getByRole('button', { name: 'Done' }).click();

    const { effects, dropped } = await seen();
    expect(dropped).toEqual([]);
    const finished = of(effects, sdk.callbacks.transfer)
      .map((e) => e.value as Record<string, unknown>)
      .map((v) => (v.transferFinished ?? v.success ?? v) as Record<string, unknown>)
      .filter((v) => v.status === 'success');
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ status: 'success', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION, networkId: ETHEREUM });
    const [exit] = of(effects, sdk.callbacks.exit);
    if (name === 'android')
      expect((exit!.value as { payloads: unknown[] }).payloads.map((x) => Object.keys(x as object)[0])).toEqual([
        'accessToken',
        'transferFinished',
      ]);
    else if (name !== 'iOS') expect(exit!.value).toMatchObject({ page: 'transferDone', transfer: { symbol: 'ETH', amount: 0.01 } });
  });

  it('offers a returning user the one connection the app stored, as the app injects it, and skips sign-in', async () => {
    const stored = await mobile.storedConnection(`returning-${name}`);
    const { page: p, seen } = await openIn(sdk, await linkToken(), { tokens: [stored] });
    await p.getByRole('heading', { name: 'Your connected accounts' }).waitFor();
    await p.getByRole('button', { name: `Gemini: ${stored.accountName}` }).click();
    await heading(p, 'Connected');
    await p.getByRole('button', { name: 'Done' }).click();
    const { effects, dropped } = await seen();
    expect(dropped).toEqual([]);
    expect(effects.some((e) => e.value === 'credentialsEntered')).toBe(false);
    expect(of(effects, sdk.callbacks.exit)).toHaveLength(1);
  });

  it('exits from the error page: the app gets its exit (Flutter: onSuccess with the error page)', async () => {
    const token = await linkToken();
    ok(
      await mobile.server.call('sandboxConnect', { body: { linkToken: token, type: 'gemini', username: 'spent', password: 'pass_good' } }),
    );
    const { page: p, seen } = await openIn(sdk, token);
    await heading(p, "This link can't be used");
    await p.getByRole('button', { name: 'Close', exact: true }).first().click();
    const { effects, dropped } = await seen();
    expect(dropped).toEqual([]);
    const exits = of(effects, sdk.callbacks.exit);
    expect(exits).toHaveLength(1);
    // The error page ends the flow: its Close leaves at once, without the app's "are you sure".
    expect(of(effects, sdk.callbacks.askToClose)).toHaveLength(0);
    if (name === 'android')
      expect(exits[0]!.value).toEqual({
        result: 'LinkExit',
        errorMessage: 'This link has expired or was already used. Go back to the app and start again.',
      });
    else if (name === 'iOS') expect(exits[0]!.value).toBe(false);
    else expect(exits[0]!.value).toMatchObject({ page: 'error' });
    expect(await p.getByText('You can close this window now.').count()).toBe(0);
  });
});

/** The page as it was before it had transports: it posts only to window.parent, which in a WebView is itself. */
async function parentOnlyPage(): Promise<string> {
  const transport = new URL('../../browser/link-page/transport.ts', import.meta.url).pathname;
  const result = await build({
    entryPoints: [new URL('../../browser/link-page/main.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    target: ['es2020'],
    platform: 'browser',
    logLevel: 'silent',
    plugins: [
      {
        name: 'parent-only',
        setup(b) {
          b.onLoad({ filter: /transport\.ts$/ }, (args) => {
            if (args.path !== transport) return undefined;
            const source = readFileSync(transport, 'utf8');
            const parentOnly = source.replace('const bridge = nativeBridge(w);', 'const bridge = undefined;');
            if (parentOnly === source) throw new Error('transport.ts no longer finds its bridge where this test expects');
            return { contents: parentOnly, loader: 'ts' };
          });
        },
      },
    ],
  });
  return present(result.outputFiles[0]).text;
}

describe('the harness', () => {
  it('fails a page that posts only to window.parent, in every SDK', async () => {
    const script = await parentOnlyPage();
    for (const name of SDK_NAMES) {
      const sdk = MOBILE_SDKS[name];
      const { page: p, seen } = await openIn(sdk, await linkToken(), { script });
      await signIn(p, 'Gemini', 'gemini', { Username: `parent-only-${name}`, Password: 'pass_good' });
      await heading(p, 'Connected');
      await p.getByRole('button', { name: 'Done' }).click();
      const failures = connectFailures(sdk, await seen());
      expect(failures, name).toContain(`${sdk.callbacks.connected} fired 0 times, not once`);
      await mobile.leave();
    }
  });

  it('reads each SDK by its rules: a payload without frontAccountId is dropped by Android only, a string by iOS', () => {
    const payload = {
      accountTokens: [{ account: { accountId: 'a', accountName: 'A' }, accessToken: 't' }],
      brokerType: 'gemini',
      brokerName: 'Gemini',
      brokerBrandInfo: { brokerLogo: '' },
      expiresInSeconds: 60,
    };
    const message = { type: 'brokerageAccountAccessToken', payload };
    expect(MOBILE_SDKS.android.see([JSON.stringify(message)]).dropped).toEqual([
      expect.stringContaining('payload.accountTokens[0].account.frontAccountId is required'),
    ]);
    expect(MOBILE_SDKS.flutter.see([JSON.stringify(message)]).dropped).toEqual([]);
    expect(MOBILE_SDKS.iOS.see([message]).dropped).toEqual([]);
    expect(MOBILE_SDKS.iOS.see([JSON.stringify(message)]).dropped).toHaveLength(1);
    expect(MOBILE_SDKS.reactNative.see(['[object Object]']).dropped).toHaveLength(1);
    // A fractional lifetime breaks Swift's Int and Dart's `as int?`; TypeScript's number takes it.
    const fractional = JSON.stringify({ ...message, payload: { ...payload, expiresInSeconds: 59.5 } });
    expect(MOBILE_SDKS.flutter.see([fractional]).dropped).toHaveLength(1);
    expect(MOBILE_SDKS.reactNative.see([fractional]).dropped).toEqual([]);
    // Flutter casts an event's fields too: a transferExecuted status it does not know reaches no onEvent.
    const executed = { type: 'transferExecuted', payload: { status: 'failed', txId: 't', fromAddress: 'a', toAddress: 'b' } };
    expect(MOBILE_SDKS.flutter.see([JSON.stringify(executed)]).dropped).toEqual([expect.stringContaining('payload.status must be one of')]);
    // Flutter counts close only with a Map payload whose page is a String.
    expect(MOBILE_SDKS.flutter.see([JSON.stringify({ type: 'close' })]).dropped).toHaveLength(1);
    expect(MOBILE_SDKS.flutter.see([JSON.stringify({ type: 'done', payload: { page: 'connected' } })]).effects).toEqual([
      { callback: 'onSuccess', value: { page: 'connected' } },
    ]);
  });
});

describe('stored connections', () => {
  it('are picked up whenever the app sets window.accessTokens, after the list is shown too, Gson-escaped as Android writes them', async () => {
    const first = present(
      ok(
        await mobile.server.call('sandboxConnect', {
          body: { linkToken: await linkToken(), type: 'gemini', username: 'late-tokens', password: 'pass_good' },
        }),
      ).accessToken,
    );
    const { accessToken, account } = present(first.accountTokens[0]);
    const android = MOBILE_SDKS.android;
    const { page: p } = await openIn(android, await linkToken());
    await heading(p, 'Connect an account');
    expect(await p.getByRole('heading', { name: 'Your connected accounts' }).count()).toBe(0);
    // Set late, and with the characters Gson writes as \u00XX in the name the app stored.
    const stored = {
      accountId: account.accountId,
      accountName: "Main <&=> 'account'",
      accessToken,
      brokerType: 'gemini',
      brokerName: 'Gemini',
    };
    await p.evaluate(present(android.injection([stored])));
    await p.getByRole('heading', { name: 'Your connected accounts' }).waitFor();
    expect(await p.getByRole('button', { name: `Gemini: ${account.accountName}` }).count()).toBe(1);
  });
});
