// What the host app's callbacks received, judged by the public web SDK's own declared types (its .d.ts, read by the
// TypeScript compiler): each callback's arguments by the type of that callback's parameter in LinkOptions.
import { typeJudge, type Judged } from '../support/declaredTypes.js';
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

/** Where what the SDK delivered disagrees with its declared types: empty when every argument is of its type. */
export const sdkTypeErrors = (all: Recorded[]): string[] => (all.length ? judge(all.flatMap(judged)) : []);
