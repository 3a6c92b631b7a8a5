// "Did you mean": the allowed values a wrong one is most likely a typo of, for error messages.
import { distance } from 'fastest-levenshtein';

/**
 * The candidates that differ from `value` only in letter case, or else are one edit (insert, delete, replace)
 * away ignoring case; none when nothing is that close, since a far guess misleads more than it helps.
 */
export function didYouMean(value: string, candidates: readonly string[]): string[] {
  const lower = value.toLowerCase();
  const sameButCase = candidates.filter((candidate) => candidate.toLowerCase() === lower);
  if (sameButCase.length) return sameButCase;
  return candidates.filter((candidate) => distance(candidate.toLowerCase(), lower) === 1);
}

/** `a`, `a` or `b`, `a`, `b` or `c`: candidates as a message names them. */
export const quotedAlternatives = (values: readonly string[]): string => {
  const quoted = values.map((value) => `\`${value}\``);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : (quoted[0] ?? '');
};
