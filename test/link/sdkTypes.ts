// What the host app's callbacks received, judged by the public web SDK's own declared types (its .d.ts, read by the
// TypeScript compiler): each callback's arguments by the type of that callback's parameter in LinkOptions.
import { readFileSync } from 'node:fs';
import { typeJudge, type Judged } from '../support/declaredTypes.js';
import { isNewerInstitutionType } from '../support/nodeApi.js';
import type { Recorded } from './host/host.js';

const judge = typeJudge("import type * as Sdk from '@meshconnect/web-link-sdk';");

/** The type of a LinkOptions callback's parameter, as the SDK declares it. */
const parameter = (callback: string, index = 0) => `Parameters<NonNullable<Sdk.LinkOptions['${callback}']>>[${index}]`;

function judged(recorded: Recorded, at: number): Judged[] {
  const label = `#${at} ${recorded.callback}`;
  switch (recorded.callback) {
    case 'onEvent':
      return [{ label: `${label} ${recorded.event.type}`, type: parameter('onEvent'), value: recorded.event }];
    case 'onExit':
      return [
        { label: `${label} error`, type: parameter('onExit'), value: recorded.error },
        { label: `${label} summary`, type: parameter('onExit', 1), value: recorded.summary },
      ];
    default:
      return [{ label, type: parameter(recorded.callback), value: recorded.payload }];
  }
}

/**
 * Where what the SDK delivered disagrees with its declared types: empty when every argument is of its type, but for
 * the spec's one written exception (a newer institution type as `brokerType`), unless `strict`.
 */
export const sdkTypeErrors = (all: Recorded[], { strict = false } = {}): string[] =>
  all.length ? judge(all.flatMap(judged)).filter((error) => strict || !isNewerInstitutionType(error)) : [];

/**
 * The SDK's LinkEventType members that have no moment in the sandbox's flows (docs/link-page.md and the spec's
 * Decisions say why): the page never sends them.
 */
export const WITHOUT_MOMENT = [
  'transferKycRequired',
  'SDKinjectedWalletProviders',
  'legalTermsViewed',
  'seeWhatHappenedClicked',
  'executeFundingStep',
  'fundingOptionsUpdated',
  'fundingOptionsViewed',
  'gasIncreaseWarning',
  'linkTransferQRGenerated',
  'methodSelected',
];
/** The events the SDK makes itself, from the page's loaded, brokerageAccountAccessToken, delayedAuthentication and transferFinished. */
export const MADE_BY_THE_SDK = ['pageLoaded', 'integrationConnected', 'transferCompleted'];

/** Every member of the SDK's LinkEventTypeKeys, as its declarations list them. */
export function linkEventTypeKeys(): string[] {
  const declared = readFileSync(new URL('../../node_modules/@meshconnect/web-link-sdk/utils/event-types.d.ts', import.meta.url), 'utf8');
  const list = /LINK_EVENT_TYPE_KEYS: readonly \[([^\]]+)\]/.exec(declared)?.[1] ?? '';
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}
