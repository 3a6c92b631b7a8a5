// One bound for a position's symbol from where it enters to every answer that shows it: an import takes an asset
// position's symbol as an AssetSymbol (what configureTransfer's holdings answer), an option's as its contract's symbol,
// and an NFT's as its contract and token, which a sandbox user's document gives and the export answers in full. With
// them, what an option or an NFT says of itself: as a sandbox user's document gives it, and answered as it says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../client/operations.js';
import { storeKinds } from '../support/postgres.js';
import { accountTokens, signIn } from '../support/sandboxUsers.js';
import { connect, fieldErrors, headersOf, ok, present, startTestServerOn, type TestServer } from '../support/server.js';

type Document = Content<'sandboxExport'>;
type Position = Document['connections'][number]['positions'][number];
/** An option position as a sandbox user's document gives it, and the export shows it. */
const OPTION: Position = {
  kind: 'option',
  symbol: 'AAPL 270115C00200000',
  amount: 1,
  costBasis: 4.35,
  details: { underlyingSymbol: 'AAPL', optionType: 'call', strikePrice: 200, expirationDate: '2027-01-15' },
};
/** A symbol of `length` characters, starting with `start`. */
const symbolOf = (start: string, length: number) => start.padEnd(length, 'X');

describe.each(storeKinds)('position symbols on %s', (kind) => {
  let server: TestServer;
  /** An export of seeded connections of user `positions`: an exchange, two brokerages (one with options), an NFT wallet. */
  let document: Document;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    const client = await newClient();
    await connect(server, 'coinbase', { userId: 'positions', username: 'exchange', headers: client });
    await connect(server, 'robinhood', { userId: 'positions', username: 'brokerage', headers: client });
    await connect(server, 'interactiveBrokers', { userId: 'positions', username: 'options', headers: client });
    await connect(server, 'openSea', { userId: 'positions', username: 'collector', headers: client });
    document = ok(await server.call('sandboxExport', { headers: client }));
  });
  afterAll(() => server?.close());

  const newClient = async () => headersOf(ok(await server.call('createClient', { body: { name: 'position symbols' } })));
  const connectionOf = (doc: Document, type: string) => present(doc.connections.find((c) => c.type === type));
  /** The document with `position` added to the connection of `type`, and where it is in the document. */
  function withPosition(type: string, position: Position) {
    const copy = structuredClone(document);
    const connection = connectionOf(copy, type);
    connection.positions.push(position);
    return { copy, at: `/body/connections/${copy.connections.indexOf(connection)}/positions/${connection.positions.length - 1}` };
  }

  const past: [Position['kind'], string][] = [
    ['crypto', 'coinbase'],
    ['notSupportedCrypto', 'coinbase'],
    ['equity', 'robinhood'],
    ['notSupportedEquity', 'robinhood'],
  ];
  it.each(past)('refuses a %s position whose symbol is past AssetSymbol, naming it, and applies nothing', async (kind, type) => {
    const { copy, at } = withPosition(type, { kind, symbol: symbolOf('LONG', 33), amount: 1, costBasis: null });
    const client = await newClient();
    const refused = await server.call('sandboxImport', { body: copy, headers: client });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(fieldErrors(refused).map((e) => e.path)).toContain(`${at}/symbol`);
    expect(ok(await server.call('sandboxExport', { headers: client })).connections).toEqual([]);
  });

  it('refuses an option position whose symbol is past a contract symbol, naming it', async () => {
    const { copy, at } = withPosition('robinhood', { ...OPTION, symbol: symbolOf('AAPL ', 65) });
    const refused = await server.call('sandboxImport', { body: copy, headers: await newClient() });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(fieldErrors(refused).map((e) => e.path)).toContain(`${at}/symbol`);
  });

  it('holds every kind of position a seeded connection has, which the import below takes back', () => {
    const kinds = new Set(document.connections.flatMap((c) => c.positions.map((p) => p.kind)));
    expect([...kinds].sort()).toEqual(['crypto', 'equity', 'nft', 'notSupportedCrypto', 'notSupportedEquity', 'option']);
  });

  it('refuses an option position without the details its holdings are answered from, naming them', async () => {
    const { copy, at } = withPosition('robinhood', { ...OPTION, details: null });
    const refused = await server.call('sandboxImport', { body: copy, headers: await newClient() });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(fieldErrors(refused).map((e) => e.path)).toContain(`${at}/details/underlyingSymbol`);
  });

  it("refuses an NFT position whose details are past a sandbox user's NFT, naming them", async () => {
    const details = { name: 'Wide', contractAddress: symbolOf('0x', 257), tokenId: '1' };
    const { copy, at } = withPosition('coinbase', { kind: 'nft', symbol: 'wide:1', amount: 1, costBasis: null, details });
    const refused = await server.call('sandboxImport', { body: copy, headers: await newClient() });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(fieldErrors(refused).map((e) => e.path)).toContain(`${at}/details/contractAddress`);
  });

  it('takes a crypto position of the longest AssetSymbol, which every answer that shows it then shows', async () => {
    const symbol = symbolOf('WIDE', 32);
    const { copy } = withPosition('coinbase', { kind: 'crypto', symbol, amount: 2, costBasis: 1 });
    const client = await newClient();
    const imported = ok(await server.call('sandboxImport', { body: copy, headers: client }));
    const authToken = present(imported.connections.find((c) => c.type === 'coinbase')).tokenId;
    const holdings = ok(await server.call('getHoldings', { body: { authToken, type: 'coinbase' }, headers: client }));
    expect(holdings.cryptocurrencyPositions).toContainEqual({ symbol, amount: 2, costBasis: 1, name: null, distribution: null });
    const configured = ok(
      await server.call('configureTransfer', { body: { fromAuthToken: authToken, fromType: 'coinbase' }, headers: client }),
    );
    expect(configured.holdings.map((h) => h.symbol)).toContain(symbol);
    const { linkToken } = ok(
      await server.call('createLinkToken', { body: { userId: 'positions', transferOptions: { transactionId: 'wide' } }, headers: client }),
    );
    const { sessionToken } = ok(await server.call('startLinkSession', { body: { linkToken } }));
    const page = { Authorization: `Bearer ${sessionToken}` };
    const options = ok(await server.call('linkTransferOptions', { body: { authToken, type: 'coinbase' }, headers: page }));
    expect(options.holdings.map((h) => h.symbol)).toContain(symbol);
    const { users } = ok(await server.call('listDashboardUsers', { query: { userId: 'positions' }, headers: client }));
    expect(present(users[0]).connections.flatMap((c) => c.holdings.map((h) => h.symbol))).toContain(symbol);
    const exported = ok(await server.call('sandboxExport', { headers: client }));
    expect(connectionOf(exported, 'coinbase').positions).toContainEqual({ kind: 'crypto', symbol, amount: 2, costBasis: 1, details: null });
  });

  it("answers a sandbox user's option that expired before 1970, as its document may say, by a negative expirationTimestamp", async () => {
    const option = { ...present(OPTION.details), symbol: 'AAPL 600115C00200000', expirationDate: '1960-01-15', amount: 1 };
    const institution = {
      type: 'robinhood',
      signIn: { mfa: false },
      accounts: [{ accountId: 'OLD', accountName: 'Old', optionPositions: [option] }],
    };
    const client = await newClient();
    const password = JSON.stringify({ institutions: [institution] });
    const [token] = accountTokens(
      await signIn(server, { type: 'robinhood', username: 'user_custom', password, userId: 'old', headers: client }),
    );
    const authToken = present(token).accessToken;
    const holdings = ok(await server.call('getHoldings', { body: { authToken, type: 'robinhood' }, headers: client }));
    expect(holdings.optionPositions).toMatchObject([{ symbol: 'AAPL', expirationTimestamp: Date.UTC(1960, 0, 15) / 1000 }]);
  });

  it("exports a sandbox user's NFT of the longest contract and token id, and imports that export again", async () => {
    const [contractAddress, tokenId] = [symbolOf('0x', 256), symbolOf('7', 256)];
    const nft = { name: 'Wide', symbol: 'WIDE', contractAddress, tokenId, marketValue: 5 };
    const institution = { type: 'coinbase', accounts: [{ accountId: 'NFT-1', accountName: 'NFTs', nftPositions: [nft] }] };
    const client = await newClient();
    const password = JSON.stringify({ institutions: [institution] });
    accountTokens(await signIn(server, { type: 'coinbase', username: 'user_custom', password, userId: 'collector', headers: client }));
    const exported = ok(await server.call('sandboxExport', { headers: client }));
    expect(present(exported.connections[0]).positions).toMatchObject([{ kind: 'nft', details: nft }]);
    const again = await newClient();
    const imported = ok(await server.call('sandboxImport', { body: exported, headers: again }));
    const authToken = present(imported.connections[0]).tokenId;
    const holdings = ok(await server.call('getHoldings', { body: { authToken, type: 'coinbase' }, headers: again }));
    expect(holdings.nftPositions).toMatchObject([{ contractAddress, tokenId, name: 'Wide' }]);
    expect(ok(await server.call('sandboxExport', { headers: again })).connections[0]?.positions).toEqual(
      present(exported.connections[0]).positions,
    );
  });
});
