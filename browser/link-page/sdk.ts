// The page's one link to the app that hosts it: the SDK's messages (protocol.ts), carried by the transport found as
// the page loads (transport.ts). Without a host (a tab opened directly, a payment link) nothing is posted.
import { detectTransport } from './transport.js';

export type { FrontAccessToken, NewerInstitutionType, OfAnyInstitution, PageMessage } from './protocol.js';

export const sdk = detectTransport();
