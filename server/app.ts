// Builds the two Express apps (public API and admin) from injected dependencies; starts nothing.
import { readFileSync } from 'node:fs';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { operations, pathTemplate, type OperationId, type OperationInfo } from '../client/operations.js';
import { windowClockOf } from './deps/time.js';
import type { Deps } from './deps/deps.js';
import { files, readSpec } from './files.js';
import type { Services } from './domain/services.js';
import { adminHandlers } from './handlers/admin.js';
import { catalogHandlers } from './handlers/catalog.js';
import { authenticationHandlers } from './handlers/authentication.js';
import { dashboardHandlers } from './handlers/dashboard.js';
import { connectionHandlers } from './handlers/connections.js';
import { holdingsHandlers } from './handlers/holdings.js';
import { integrationHandlers } from './handlers/integrations.js';
import { linkHandlers } from './handlers/link.js';
import { linkPageHandlers } from './handlers/linkPage.js';
import { sandboxHandlers } from './handlers/sandbox.js';
import { tradingHandlers } from './handlers/trading.js';
import { transferHandlers } from './handlers/transfers.js';
import { walletHandlers } from './handlers/wallets.js';
import { authenticateAdmin, authenticateClient, authenticateLinkSession, unauthenticated } from './http/auth.js';
import { onTheClientsTime } from './http/clientTime.js';
import { requestContext } from './http/context.js';
import { eventStream } from './http/eventStream.js';
import { heldOpen, holdAnswers, type HeldOpen } from './http/heldOpen.js';
import { answeredJson, keepBrokenCall, recordBeforeAnswer, recordCalls } from './http/recording.js';
import { noteAnswers } from './http/coverage.js';
import type { Schemas } from './contract/types.js';
import { errorHandler } from './http/errorHandler.js';
import { routeGuide, routeNotFound } from './http/routing.js';
import { validatorFor } from './http/validation.js';
import { bindRequests } from './http/binding.js';
import { apiConsole } from './http/console.js';
import { dashboardPage } from './http/dashboardPage.js';
import { docsPage } from './http/docs.js';
import { linkPage } from './http/linkPage.js';
import { leasedCounter, memoryCounter, rateLimit } from './http/rateLimit.js';
import { throttleFailures } from './http/authFailures.js';
import { idempotentRequests } from './http/idempotency.js';
import { faultsMounted, injectFaults } from './http/faults.js';
import { keepRawBody, upstreamCalls, upstreamMounted } from './http/upstream.js';
import { driftAsJunit } from './domain/upstream/junit.js';
import { guardInput, parseQuery, sameOriginOnly, takesWholeExport } from './http/input.js';
import type { Context, Handler, Handlers } from './http/handlers.js';

const specYaml = readFileSync(files.specYaml, 'utf8');
const specObject = await readSpec();

type Listener = OperationInfo['listener'];
const pathsOf = (listener: Listener) =>
  new Set<string>(
    Object.values(operations)
      .filter((op: OperationInfo) => op.listener === listener)
      .map((op) => op.path),
  );

/** Where a listener's paths live: the common start of its operations' paths (/api/v1/, /admin/api/v1/). */
const prefixOf = (listener: Listener) =>
  [...pathsOf(listener)].reduce((prefix, path) => {
    let i = 0;
    while (i < prefix.length && prefix[i] === path[i]) i++;
    return prefix.slice(0, i);
  });
const ADMIN_PREFIX = prefixOf('admin');
const isAdminPath = (path: string) => path.startsWith(ADMIN_PREFIX);

/** Every operation's handler; the type makes a missing one a compile error. */
export function createHandlers(services: Services): Handlers {
  return {
    ...linkHandlers(services),
    ...linkPageHandlers(services),
    ...connectionHandlers(services),
    ...authenticationHandlers(services),
    ...holdingsHandlers(services),
    ...transferHandlers(services),
    ...tradingHandlers(services),
    ...walletHandlers(services),
    ...integrationHandlers(services),
    ...catalogHandlers(services),
    ...sandboxHandlers(services),
    ...adminHandlers(services),
    ...dashboardHandlers(services),
  };
}

const expressPath = (path: string) => pathTemplate(path, (name) => `:${name}`);

/** Where a newcomer goes from GET /: what each listener serves besides its operations. */
const LINKS = { docs: '/docs', openapiYaml: '/openapi.yaml', openapiJson: '/openapi.json', health: '/health' } as const;
/** The public listener also serves the try-it console and the dashboard. */
const API_LINKS = { ...LINKS, console: '/console', dashboard: '/dashboard' } as const;
const { title } = (specObject as { info: { title: string } }).info;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linksHtml = (links: Record<string, string>) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><h1>${escapeHtml(title)}</h1><ul>
<li><a href="${LINKS.docs}">Docs</a></li>${'console' in links ? `\n<li><a href="${links.console}">Try it: the console</a></li>` : ''}${'dashboard' in links ? `\n<li><a href="${links.dashboard}">The dashboard: calls, transfers and webhooks, live</a></li>` : ''}
<li><a href="${LINKS.openapiYaml}">OpenAPI spec (YAML)</a> · <a href="${LINKS.openapiJson}">JSON</a></li>
<li><a href="${LINKS.health}">Health check</a></li>
</ul></body></html>
`;

/** What both listeners serve besides their operations, each to GET and HEAD. */
const PAGES = ['/', '/health', '/openapi.yaml', '/openapi.json', '/docs', '/favicon.ico'];

const API_PREFIX = prefixOf('api');

/** The envelope of a success, as the spec's ApiResult shapes it: every field the public client declares, the error's null. */
const OK = {
  status: 'ok',
  message: '',
  displayMessage: null,
  errorHash: null,
  errorType: '',
  errorData: null,
} as const satisfies Schemas['ApiResult'];

/** The request part with the spec's defaults for what it leaves out. */
const withDefaults = (part: unknown, defaults: Record<string, unknown> | undefined) =>
  defaults && part && typeof part === 'object' ? { ...defaults, ...part } : part;

/**
 * The handler of one operation. The spec's defaults are filled in by request validation (useDefaults); only where
 * validation is off (benchmarks) does the route fill them itself, so handlers always see them.
 */
function route<K extends OperationId>(operationId: K, handler: Handler<K>, { fillDefaults }: { fillDefaults: boolean }) {
  const { noStore } = operations[operationId] as OperationInfo;
  const defaults = fillDefaults ? (operations[operationId] as OperationInfo).defaults : undefined;
  return async (req: Request, res: Response) => {
    res.locals.operationId = operationId; // the error handler places a failure's fields in this operation's request
    if (noStore) res.set('Cache-Control', 'no-store');
    const body = withDefaults(req.body, defaults?.body);
    const query = withDefaults(req.query, defaults?.query);
    const ctx = {
      operationId,
      clientId: res.locals.clientId ?? '',
      body,
      query,
      params: req.params,
      ip: req.ip ?? '',
      headers: req.headers,
      linkSession: res.locals.linkSession,
    } as Context<K>;
    const content = await handler(ctx);
    res.json(content === undefined ? OK : { ...OK, content });
  };
}

/** What each listener serves besides its operations: health, its links, the spec, the docs, and no icon. */
function servePages(app: Express, admin: boolean, deps: Deps) {
  app.get('/health', async (_req, res) => {
    await deps.store.ping();
    res.json(OK);
  });
  // The links as JSON, or as a page for a browser (whose Accept prefers text/html).
  const links = admin ? LINKS : API_LINKS;
  const html = linksHtml(links);
  app.get(
    '/',
    (req, res) =>
      void (req.accepts(['application/json', 'text/html']) === 'text/html'
        ? res.type('html').send(html)
        : res.json({ ...OK, content: { title, links } })),
  );
  app.get('/openapi.yaml', (_req, res) => void res.type('application/yaml').send(specYaml));
  app.get('/openapi.json', (_req, res) => void res.json(specObject));
  app.get('/docs', docsPage());
  // Browsers ask every server for an icon: none, rather than a 404 in the console and the log.
  app.get('/favicon.ico', (_req, res) => void res.set('Cache-Control', 'public, max-age=86400').status(204).end());
  for (const page of PAGES) app.options(page, (_req, res) => void res.set('Allow', 'GET, HEAD, OPTIONS').status(204).end());
}

/** Each request's id and log line; on the API listener, the call kept for the dashboard too (unless DASHBOARD_REQUESTS_KEPT is 0). */
function contextOf(app: Express, admin: boolean, deps: Deps, services: Services) {
  const recording = !admin && deps.config.dashboard.requestsKept > 0;
  if (recording) answeredJson(app);
  // Kept in a database that processes share: before each answer ends. In memory: after, with the others of its turn.
  const shared = recording && services.activity.flush !== undefined;
  if (shared) recordBeforeAnswer(app, services.requestLog, services.activity, deps.clock);
  return requestContext(deps, recording && !shared ? recordCalls(services.requestLog, services.activity, deps.clock) : undefined);
}

/**
 * The faults on demand, which keep the calls whose connection they break for the dashboard when it keeps calls, and
 * hold answers open only where `held` has room.
 */
const faultsOf = (deps: Deps, services: Services, held: HeldOpen) =>
  injectFaults(
    services.faults,
    deps.logger,
    deps.config.dashboard.requestsKept > 0 ? keepBrokenCall(services.requestLog, services.activity, deps.clock) : undefined,
    holdAnswers(held, services.faults.limitMs),
  );

/** The operations' handlers, each on its method and path. */
function serveOperations(app: Express, ids: OperationId[], handlers: Handlers, deps: Deps, services: Services, held: HeldOpen) {
  for (const id of ids) {
    const { method, path, idempotent, noStore, stream } = operations[id] as OperationInfo;
    const handler = route(id, handlers[id] as Handler<typeof id>, { fillDefaults: !deps.config.validateRequests });
    // Accept: text/event-stream gets the stream; any other the operation's JSON answer.
    if (stream) app[method](expressPath(path), eventStream(services.activity, deps.config.streams, held));
    // A POST that is not safe to repeat becomes safe with an Idempotency-Key; the others accept the header and need none.
    if (method === 'post' && !idempotent) app.post(expressPath(path), idempotentRequests(deps, { noStore: noStore ?? false }), handler);
    else app[method](expressPath(path), handler);
  }
}

/** sandboxGetDrift with format=junit: the same report as JUnit XML, for CI. */
const driftReportAsJunit = (services: Services, deps: Deps) => (req: Request, res: Response, next: NextFunction) => {
  if (req.method !== 'GET' || req.path !== '/' || req.query.format !== 'junit') return next();
  services.upstream
    .report(res.locals.clientId as string)
    .then((report) => void res.type('application/xml').send(driftAsJunit(report, deps.clock.now())), next);
};

export interface Apps {
  api: Express;
  admin: Express;
}

/**
 * The public and admin apps over services built from the same deps. `handlers` replace handlers by operationId:
 * only tests use it, to prove the contract checks catch a broken one.
 */
export function createApp(
  deps: Deps,
  services: Services,
  { adminKeyHash, handlers: overrides = {} }: { adminKeyHash: string; handlers?: Partial<Handlers> },
): Apps {
  const handlers = { ...createHandlers(services), ...overrides };

  // One allowance of failed authentications per source address, across both listeners (and the processes that share PostgreSQL).
  const failures = throttleFailures(
    deps.clock,
    deps.config.failedAuthLimit,
    deps.store.engine === 'postgres' ? deps.store.rateLimits : undefined,
  );
  const guarded = failures.guard;
  // The API listener's streams and held answers, counted together (the admin listener holds neither).
  const held = heldOpen(deps.config.streams);

  /**
   * The Link page's operations are authorised by its session (or, to start one, by the link token in the body);
   * every other path needs the client's credentials, so an unknown path still answers 401 first.
   */
  function authenticateClients(app: Express, served: [OperationId, (typeof operations)[OperationId]][]): void {
    const clientTime = onTheClientsTime(deps.store);
    for (const [, { method, path, auth }] of served) {
      if (auth === 'linkSession') app[method](expressPath(path), guarded(authenticateLinkSession(services.linkSessions)), clientTime);
      if (auth === 'none') app[method](expressPath(path), unauthenticated);
    }
    // Processes that share PostgreSQL share the counts too; the embedded store has one process, which counts in memory.
    const shared = deps.store.engine === 'postgres';
    const counter = shared ? leasedCounter(deps.store.rateLimits, deps.config.rateLimit.burst) : memoryCounter();
    app.use(
      API_PREFIX,
      guarded(authenticateClient(services.clients)),
      clientTime,
      rateLimit(windowClockOf(deps.clock), deps.config.rateLimit, counter, { shared }),
    );
  }

  /** An import takes a whole export, far past the limit of every other body; the first parser to read a body wins. */
  function readWholeExports(app: Express): void {
    const importParser = express.json({ limit: deps.config.importBodyLimitBytes });
    // Middleware rather than a route: the routes are exactly the spec's operations.
    app.use(operations.sandboxImport.path, (req: Request, res: Response, next: NextFunction) =>
      req.method === 'POST' && req.path === '/'
        ? importParser(req, res, (error?: unknown) => (error ? next(error) : takesWholeExport(req, res, next)))
        : next(),
    );
  }

  function base(listener: Listener): Express {
    const admin = listener === 'admin';
    const app = express();
    app.disable('x-powered-by');
    app.disable('etag'); // no operation answers a conditional GET, so an ETag would promise what none does
    // Paths are exact: /ADMIN/... is not /admin/..., so no path reaches another listener's validation or handler.
    app.enable('case sensitive routing');
    app.set('query parser', parseQuery);
    // req.ip is the client's address from X-Forwarded-For only when the peer is a configured proxy (a balancer).
    app.set('trust proxy', deps.config.trustedProxies.length ? deps.config.trustedProxies : false);
    app.use(contextOf(app, admin, deps, services));
    app.use(sameOriginOnly);
    const served = (Object.entries(operations) as [OperationId, (typeof operations)[OperationId]][]).filter(
      ([, op]) => op.listener === listener,
    );
    const { observer } = deps;
    if (observer) {
      const concrete = new Set(served.map(([, op]) => op.path).filter((path) => !path.includes('{')));
      for (const [id, { method, path }] of served)
        app[method](expressPath(path), noteAnswers(observer, id, path.includes('{') ? concrete : undefined));
    }
    servePages(app, admin, deps);
    if (!admin) app.use(apiConsole(), dashboardPage(), linkPage(deps.config, services.linkSessions, deps.institutions));
    // Each listener serves only its own half of the spec.
    // Read when asked: with port 0 the ports are known only once both listen.
    const otherHalf = () =>
      admin
        ? `The admin listener serves only ${ADMIN_PREFIX}...; the API is on port ${deps.config.port}.`
        : `${ADMIN_PREFIX}... is served on the admin listener, port ${deps.config.adminPort}, not on this one.`;
    app.use((req: Request, _res: Response, next: NextFunction) =>
      next(
        isAdminPath(req.path) === admin
          ? undefined
          : routeNotFound(`No operation has the path ${req.path.slice(0, 200)} here. ${otherHalf()}`),
      ),
    );
    if (admin) app.use(guarded(authenticateAdmin(adminKeyHash)));
    else authenticateClients(app, served);
    // The body is read only once the caller is known: an unauthenticated one is answered without reading it. (The
    // operations that a link token in the body authorises are limited per address before it is read.)
    if (listener === 'api') readWholeExports(app);
    // With an upstream, the body's bytes as they came are kept for it.
    const upstream = !admin && deps.config.upstream && upstreamMounted() ? deps.config.upstream : undefined;
    app.use(express.json({ limit: deps.config.bodyLimitBytes, ...(upstream && { verify: keepRawBody }) }));
    app.use(guardInput);
    app.use(routeGuide(listener, prefixOf(listener)));
    // What the public service's binding forgives, forgiven and reported before validation holds the contract.
    app.use(bindRequests(specObject, services.clientSettings));
    const validate = validatorFor(specObject, deps.config);
    // A client's calls that go upstream leave here, bound and reported, before the sandbox's validation refuses any.
    if (upstream) app.use(upstreamCalls({ upstream: services.upstream, config: upstream, logger: deps.logger, validate }));
    app.use(validate);
    // Middleware rather than a route: the routes are exactly the spec's operations.
    if (!admin && upstreamMounted()) app.use(operations.sandboxGetDrift.path, driftReportAsJunit(services, deps));
    // Faults on demand act on valid calls of a client's own operations, before idempotency keeps their answers.
    if (!admin && faultsMounted()) app.use(faultsOf(deps, services, held));
    serveOperations(
      app,
      served.map(([id]) => id),
      handlers,
      deps,
      services,
      held,
    );
    app.use((_req: Request, _res: Response, next: NextFunction) => next(routeNotFound()));
    app.use(failures.count);
    app.use(errorHandler(deps.logger, deps.config));
    return app;
  }

  return { api: base('api'), admin: base('admin') };
}
