// What an import takes of a connection's positions: each kind as a sandbox user's document gives it, which the
// holdings, configureTransfer and the Link page then answer. The export's position is one schema for every kind (its
// symbol bounded by the widest, an NFT's contract and token id); these are the bounds of each kind, from the spec.
import { schemaIssues } from '../../contract/documents.js';
import type { FieldIssue } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';

type Position = Schemas['SandboxExportPosition'];
type Details = NonNullable<Position['details']>;
/** The position's own fields; the others are its details. */
const OWN = ['symbol', 'amount', 'costBasis'];

/**
 * A position as the sandbox user's position it was made from (institutions/scenarios.ts), the component that
 * bounds it, and which of its fields are the position's own (the others are its details).
 */
function asDocumentPosition(p: Position): { component: keyof Schemas; value: Record<string, unknown>; own: string[] } {
  const { symbol, amount, costBasis } = p;
  switch (p.kind) {
    case 'option':
      return {
        component: 'SandboxUserOptionPosition',
        value: { ...p.details, symbol, amount, ...(costBasis === null ? {} : { costBasis }) },
        own: OWN,
      };
    case 'nft':
      return { component: 'SandboxUserNftPosition', ...nftAsDocument(symbol, p.details ?? {}) };
    case 'equity':
    case 'crypto':
      return { component: 'SandboxUserPosition', value: { symbol, amount, ...(costBasis === null ? {} : { costBasis }) }, own: OWN };
    default:
      return { component: 'SandboxUserUnpricedPosition', value: { symbol, amount }, own: OWN };
  }
}

/**
 * An NFT's details, as its sandbox user's document gave them. The position's symbol is its contract and token id;
 * a seeded NFT's details name no symbol (the position's is its collection's) and no token id (holdings read `1`).
 */
function nftAsDocument(symbol: string, details: Details) {
  const { symbol: collection, ...rest } = details;
  const own = 'symbol' in details ? [] : ['symbol'];
  const named = 'symbol' in details ? (collection === null ? {} : { symbol: collection }) : { symbol };
  return { value: { tokenId: '1', ...rest, ...named }, own };
}

/** Each position past what its kind takes, at its path in the document: its own fields, or its details'. */
export function positionProblems(doc: Schemas['SandboxExport']): FieldIssue[] {
  return doc.connections.flatMap((c, i) =>
    c.positions.flatMap((p, j) => {
      const at = `connections/${i}/positions/${j}`;
      const { component, value, own } = asDocumentPosition(p);
      return schemaIssues(component, value).map((issue) => {
        const where = own.includes(issue.field.split('/')[1] ?? '') ? at : `${at}/details`;
        return {
          ...issue,
          field: `${where}${issue.field}`,
          message: `${issue.message}, as a sandbox user's ${p.kind} position (${component})`,
        };
      });
    }),
  );
}
