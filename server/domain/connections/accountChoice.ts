// Which accounts of a login a sign-in connects: the user's choice, held to what the session allows.
import { fieldError } from '../../contract/errors.js';
import type { AccountSnapshot } from '../../institutions/adapter.js';

/**
 * The accounts to connect: all of a one-account login; of several, those chosen (at most one when the session
 * restricts it), or undefined to ask. Headless callers that choose none get all, or the first when restricted.
 */
export function chooseAccounts(
  accounts: AccountSnapshot[],
  chosen: string[] | undefined,
  restrict: boolean,
  ask: boolean,
): AccountSnapshot[] | undefined {
  if (accounts.length === 1 && !chosen) return accounts;
  if (!chosen) return ask ? undefined : restrict ? accounts.slice(0, 1) : accounts;
  if (restrict && chosen.length > 1)
    throw fieldError('invalidField', 'This session connects one account: choose one.', {
      field: 'accountIds',
      message: 'must have at most 1 item',
      errorCode: 'restrictMultipleAccounts',
    });
  const picked = accounts.filter((a) => chosen.includes(a.accountId));
  if (picked.length !== new Set(chosen).size)
    throw fieldError('invalidField', 'accountIds must name accounts of this login.', {
      field: 'accountIds',
      message: 'must name accounts of this login',
      errorCode: 'unknownAccount',
    });
  return picked;
}
