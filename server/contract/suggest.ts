// "Did you mean": the allowed values a wrong one is most likely a typo of, for error messages.
import { distance } from 'fastest-levenshtein';

/** Most candidates a prefix suggests (`binance` begins eight): more would be a list, not a guess. */
const MOST_BY_PREFIX = 8;

/** Whether `a` is `b` with two neighbouring letters swapped (`prot`, `port`): one slip, as Levenshtein counts two. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * The candidates that differ from `value` only in letter case, or else are one edit (insert, delete, replace, or
 * two neighbours swapped) away ignoring case, or else begin with it (`binance`: `binanceUs`, `binanceInternational`…;
 * eight at most); none when nothing is that close, since a far guess misleads more than it helps.
 */
export function didYouMean(value: string, candidates: readonly string[]): string[] {
  const lower = value.toLowerCase();
  const sameButCase = candidates.filter((candidate) => candidate.toLowerCase() === lower);
  if (sameButCase.length) return sameButCase;
  const oneEdit = candidates.filter((candidate) => {
    const other = candidate.toLowerCase();
    return distance(other, lower) === 1 || swapped(other, lower);
  });
  if (oneEdit.length || lower.length < 3) return oneEdit;
  const extended = candidates.filter((candidate) => candidate.toLowerCase().startsWith(lower));
  return extended.length <= MOST_BY_PREFIX ? extended : [];
}

/** "an Ethereum", "a Solana", "an XRP Ledger": the article a name takes in a message, by how it is said. */
export const withArticle = (name: string): string => `${/^([AEIOaeio]|X[A-Z])/.test(name) ? 'an' : 'a'} ${name}`;

/** `a`, `a` or `b`, `a`, `b` or `c`: candidates as a message names them. */
export const quotedAlternatives = (values: readonly string[]): string => {
  const quoted = values.map((value) => `\`${value}\``);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : (quoted[0] ?? '');
};
