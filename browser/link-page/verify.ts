// Verifying a wallet: the user signs the session's message (with their wallet, or the sandbox's), and the page
// sends the signature for the sandbox to check.
import { privateKeyToAccount } from 'viem/accounts';
import { call, Failure } from './api.js';
import { alertBox, button, field, form, h, submitButton } from './dom.js';
import { finish, screen } from './screens.js';
import { sdk } from './sdk.js';
import type { Session } from './state.js';

/** The sandbox wallet the page signs with: a publicly known development key, never for real funds. */
const SANDBOX_WALLET = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');

/** Fills in the address and a signature of the sandbox wallet, where the session accepts that wallet. */
function sandboxSigner(message: string, address: HTMLInputElement, signature: HTMLInputElement, box: HTMLElement) {
  return button(
    'Sign with the sandbox wallet',
    () =>
      void SANDBOX_WALLET.signMessage({ message }).then((signed) => {
        address.value = SANDBOX_WALLET.address;
        signature.value = signed;
        box.textContent = 'Signed with the sandbox wallet. Verify to finish.';
      }),
    { class: 'secondary' },
  );
}

export function verifyWallet(session: Session) {
  const options = session.info.verifyWalletOptions ?? {};
  const message = options.message ?? 'I own this wallet.';
  const allowed = options.addresses ?? [];
  const box = alertBox();
  const address = field(
    'Wallet address',
    { autocomplete: 'off', spellcheck: 'false', required: true },
    allowed.length ? `One of: ${allowed.join(', ')}` : undefined,
  );
  const signature = field(
    'Signature',
    { autocomplete: 'off', spellcheck: 'false', required: true },
    'The personal_sign (EIP-191) signature of the message, from your wallet.',
  );
  const canUseSandboxWallet = !allowed.length || allowed.some((a) => a.toLowerCase() === SANDBOX_WALLET.address.toLowerCase());
  screen(
    'verifyWallet',
    'Verify your wallet',
    h('p', {}, 'Sign this message with your wallet to prove it is yours:'),
    h('pre', { class: 'message', 'aria-label': 'Message to sign' }, message),
    canUseSandboxWallet ? sandboxSigner(message, address.input, signature.input, box) : undefined,
    form(
      box,
      async () => {
        const body = { address: address.input.value.trim(), message, signature: signature.input.value.trim() };
        if (!body.address || !body.signature) throw new Failure('Enter the wallet address and the signature.');
        // The wallet is not one the app asked for: the SDK's verifyMismatch (the sandbox still judges it, and refuses).
        if (allowed.length && !allowed.some((a) => a.toLowerCase() === body.address.toLowerCase()))
          sdk.post({
            type: 'defiWalletError',
            payload: {
              integrationName: 'Wallet',
              errorType: 'verifyMismatch',
              details: { connectedAddress: body.address, ...(allowed.length === 1 ? { requestedAddress: allowed[0] } : {}) },
              timeStamp: Date.now(),
            },
          });
        const verified = await call(session.api.linkVerifyWallet(body), () => ({ type: 'verifyWalletRejected' }));
        sdk.post({
          type: 'walletMessageSigned',
          payload: {
            signedMessageHash: verified.signedMessageHash,
            message: verified.message,
            address: verified.address,
            timeStamp: verified.timestamp,
            isVerified: true,
          },
        });
        sdk.post({ type: 'verifyDonePage' });
        finish('verifyDone', 'Wallet verified', h('p', {}, `${verified.address} is verified.`));
      },
      address.el,
      signature.el,
      submitButton('Verify'),
    ),
  );
}
