// A sandbox in `shadow` mode whose upstream is its twin, every call that changes state opted in, so that each call of
// the client goes to the twin too and the two answers' shapes are compared. With the same seeds the twin holds the
// same tokens and ids only if it sees the very calls the shadowed sandbox sees, in the same order: each call waits
// until the twin has answered its shadow call, and what the shadowed sandbox answers without sending it on (its own
// operations, and calls refused before authentication) goes to the twin directly. The shadowed sandbox gets no
// call beyond those (its upstream settings are written to its store, and its shadow calls awaited at the twin's
// door), so that its seeded draws, and so its answers, stay those of any sandbox given the same calls.
import { EventEmitter, once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { FrontApi } from '@meshconnect/node-api';
import type { AxiosInstance, AxiosResponse } from 'axios';
import type { OperationId } from '../../client/operations.js';
import { operationKinds } from '../../server/domain/upstream/upstream.js';
import { UPSTREAM_HEADER } from '../../server/http/upstream.js';
import { listening } from './driftedUpstream.js';
import { type NodeApiOperation, recordingNodeApi } from './nodeApi.js';
import { CLIENT, ManualClock, startTestServer, type TestServer } from './server.js';
import { spec } from './spec.js';

/** The operations `shadowWrites` may list: the public service's that change state, as the server tells them apart. */
export function shadowableWrites(): OperationId[] {
  const { upstream, readOnly } = operationKinds(spec);
  return [...upstream].filter((id) => !readOnly.has(id)) as OperationId[];
}

/** The twin's door: each shadow call passes through it as it came, and is noted (`method path`) once the twin answered it. */
async function twinsDoor(twinUrl: () => string) {
  const asked: string[] = [];
  const events = new EventEmitter();
  const door = await listening(
    (req, res) =>
      new Promise<void>((resolve, reject) => {
        const out = httpRequest(`${twinUrl()}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.on('error', reject);
          answer.on('end', () => {
            asked.push(`${req.method?.toLowerCase()} ${req.url?.split('?')[0]}`);
            events.emit('answered');
            resolve();
          });
          answer.pipe(res);
        });
        out.on('error', reject);
        req.pipe(out);
      }),
  );
  /** Once the twin has answered `count` shadow calls. */
  async function reached(count: number) {
    const signal = AbortSignal.timeout(10_000);
    while (asked.length < count)
      await once(events, 'answered', { signal }).catch(() => {
        throw new Error(`the twin answered ${asked.length} shadow calls, not ${count}`);
      });
  }
  return { ...door, asked, reached };
}

/** Whether one of the `method path` calls the twin was asked is of node-api's operation. */
export const askedOf = (asked: readonly string[], { method, path }: NodeApiOperation) => {
  const pattern = new RegExp(`^${method} ${path.replace(/\{parameter\}/g, '[^/]+')}$`);
  return asked.some((call) => pattern.test(call));
};

/**
 * The twins, on one clock. `server` is the shadowed sandbox as the tests drive it directly: each of its calls the
 * twin gets too, once (as its shadow call, or directly). `nodeApi` records node-api's calls of the shadowed sandbox
 * and keeps the twin in step with each. `shadowAll` opts every call in, once both hold the same setup.
 */
export async function startShadowTwin() {
  let twinUrl = '';
  const door = await twinsDoor(() => twinUrl);
  const clock = new ManualClock();
  const shadowed = await startTestServer({ clock, env: { UPSTREAM_URL: door.url, UPSTREAM_MODE: 'shadow' } });
  // Link tokens carry the Link page's address, which a sandbox checks: the twin takes the shadowed sandbox's.
  const twin = await startTestServer({ clock, env: { PUBLIC_URL: shadowed.apiUrl } });
  twinUrl = twin.apiUrl;
  let sent = 0;
  /** After an answer: its shadow call answered by the twin, or, when it was not sent, the same call made there. */
  const inStep = async (how: string | null | undefined, direct: () => Promise<unknown>) => {
    if (how === 'shadow') await door.reached(++sent);
    else await direct();
  };
  const call: TestServer['call'] = async (id, options) => {
    const answer = await shadowed.call(id, options);
    await inStep(answer.headers.get(UPSTREAM_HEADER), () => twin.call(id, options));
    return answer;
  };
  return {
    shadowed,
    twin,
    /** What the twin was asked through its door: each shadow call, as `method path`. */
    asked: door.asked,
    server: { ...shadowed, call } satisfies TestServer,
    nodeApi: (secret: string) => nodeApiInStep(shadowed, twin.apiUrl, secret, inStep),
    /** Every call of the client's to go upstream too: its settings kept as setUpstream keeps them, but without a call. */
    shadowAll: () =>
      shadowed.store.upstream.set(CLIENT.id, {
        clientId: CLIENT.id,
        secret: CLIENT.secret,
        mode: 'shadow',
        shadowWrites: shadowableWrites(),
      }),
    async close() {
      await shadowed.close();
      await twin.close();
      await door.close();
    },
  };
}

/**
 * node-api on the shadowed sandbox, each call in step with the twin. Only a call refused before authentication
 * (401, a wrong secret) is not sent on, and goes to the twin directly; any other not sent fails the call.
 */
function nodeApiInStep(
  shadowed: TestServer,
  twinUrl: string,
  secret: string,
  inStep: (how: string | undefined, direct: () => Promise<unknown>) => Promise<void>,
) {
  const recording = recordingNodeApi(shadowed.apiUrl, CLIENT.id, secret);
  const { instance } = recording.api as unknown as { instance: AxiosInstance };
  const direct = new FrontApi({ baseURL: twinUrl }).instance; // without the interceptors below
  const settle = (response: AxiosResponse) =>
    inStep(response.headers[UPSTREAM_HEADER.toLowerCase()] as string | undefined, async () => {
      const { method, url } = response.config;
      if (response.status !== 401) throw new Error(`${method} ${url} answered ${response.status}, not sent to the twin`);
      await direct.request({ ...response.config, baseURL: twinUrl, validateStatus: null });
    });
  instance.interceptors.response.use(
    async (response) => {
      await settle(response);
      return response;
    },
    async (error: { response?: AxiosResponse }) => {
      if (error.response) await settle(error.response);
      throw error;
    },
  );
  return recording;
}
