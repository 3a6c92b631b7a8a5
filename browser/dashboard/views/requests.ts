// Requests: the client's recent calls, newest first, filtered by operation, status class and user, each opening its
// bodies (masked before the sandbox kept them); the last hour's request and error rates above. New calls appear live.
import { operations } from '../../../client/operations.js';
import {
  componentsParametersStatusClassFilterValues as STATUS_CLASSES,
  type ParameterStatusClassFilter,
} from '../../../generated/openapi.js';
import type { Schemas } from '../api.js';
import { debounce, section, type Ctx, type View } from '../app.js';
import { requestCharts } from '../charts.js';
import { badge, button, duration, empty, h, json, labelled, select, statusTone, table, time } from '../dom.js';

type Call = Schemas['DashboardRequest'];
/** How a call met the upstream, in words: the mark's title, and the opened call's. */
const UPSTREAM_WORDS: Record<NonNullable<Call['upstream']>, string> = {
  verify: 'Sent to the upstream, whose answer the client got, checked against the contract',
  shadow: 'Answered by the sandbox; the same call went to the upstream, and the two answers were compared',
  record: 'Sent to the upstream, whose answer the client got, checked against the contract and recorded as scenario users',
};
/** A call that met the upstream, marked with how: what differed is on the Drift view. */
const upstreamMark = (c: Call) =>
  c.upstream === undefined ? [] : [' ', h('span', { title: UPSTREAM_WORDS[c.upstream] }, badge(`upstream: ${c.upstream}`, 'plain'))];
const OPERATIONS = Object.entries(operations)
  .filter(([, op]) => op.tag !== 'Dashboard' && op.listener === 'api')
  .map(([id]) => id)
  .sort();

export function requestsView(ctx: Ctx, openId?: string): View {
  const filter: { operationId: string; statusClass: ParameterStatusClassFilter | undefined; userId: string } = {
    operationId: '',
    statusClass: undefined,
    userId: '',
  };
  const listHolder = h('div');
  const chartHolder = h('div', { class: 'panel' });
  const detailHolder = h('div');
  let calls: Call[] = [];
  let fresh = new Set<string>();

  const matches = (c: Call) =>
    (!filter.operationId || c.operationId === filter.operationId) &&
    (!filter.statusClass || `${Math.floor(c.httpStatus / 100)}xx` === filter.statusClass) &&
    (!filter.userId || c.userId === filter.userId);

  function drawList() {
    if (!calls.length) {
      listHolder.replaceChildren(
        empty(
          'No calls yet.',
          h(
            'span',
            {},
            'Call the API with this client’s id and secret: the README’s “A first request” creates a link token. Each call appears here as it is answered.',
          ),
        ),
      );
      return;
    }
    listHolder.replaceChildren(
      table<Call>(
        `Recent calls (${calls.length})`,
        [
          { label: 'Time', cell: (c) => time(c.at) },
          { label: 'Operation', cell: (c) => c.operationId ?? `${c.method} ${c.path}` },
          {
            label: 'Status',
            // A faulted call says so, with the rule that fired: the answer is the sandbox's doing, not the operation's.
            // A call the lenient binding forgave says so too: the request deviates from the contract (docs/server.md).
            // A call that met the upstream (the real service) says how.
            cell: (c) =>
              h(
                'span',
                {},
                badge(String(c.httpStatus), statusTone(c.httpStatus)),
                ...(c.fault === undefined ? [] : [' ', badge(`fault: ${c.fault}`, 'wait')]),
                ...(c.forgiven === undefined
                  ? []
                  : [' ', h('span', { title: c.forgiven.join('\n') }, badge(`forgiven: ${c.forgiven.length}`, 'wait'))]),
                ...upstreamMark(c),
              ),
          },
          { label: 'Duration', cell: (c) => duration(c.durationMs), numeric: true },
          { label: 'errorType', cell: (c) => c.errorType ?? '' },
          { label: 'User', cell: (c) => c.userId ?? '' },
          {
            label: 'Request id',
            cell: (c) =>
              button(c.requestId, () => ctx.go(`#requests/${c.requestId}`), { class: 'link', 'aria-label': `Open ${c.requestId}` }),
          },
        ],
        calls,
        (c): Record<string, string> => (fresh.has(c.requestId) ? { class: 'fresh' } : {}),
      ),
    );
  }

  async function drawDetail(requestId: string) {
    const c = await ctx.api.getDashboardRequest({ requestId });
    detailHolder.replaceChildren(
      section(
        `Call ${c.requestId}`,
        h(
          'dl',
          { class: 'facts' },
          ...[
            ['Time', time(c.at)],
            ['Operation', c.operationId ?? '—'],
            ['Method and path', `${c.method} ${c.path}`],
            ['Status', String(c.httpStatus)],
            ['errorType', c.errorType ?? '—'],
            ['Fault', c.fault === undefined ? '—' : `${c.fault} (docs/faults.md)`],
            ['Forgiven', c.forgiven === undefined ? '—' : c.forgiven.join('; ')],
            ['Upstream', c.upstream === undefined ? '—' : `${c.upstream}: ${UPSTREAM_WORDS[c.upstream]} (differences under Drift)`],
            ['Duration', duration(c.durationMs)],
            ['User', c.userId ?? '—'],
            ['Request id', c.requestId],
          ].flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)]),
        ),
        h(
          'p',
          { class: 'hint' },
          c.maskedFields.length ? `Masked before it was kept: ${c.maskedFields.join(', ')}.` : 'Nothing in it needed masking.',
          c.truncated ? ' A body was larger than the dashboard keeps and was cut.' : '',
        ),
        h(
          'div',
          { class: 'grid' },
          h('div', {}, h('h3', {}, 'Request'), c.query ? json(c.query, 'Query') : null, json(c.requestBody, 'Request body')),
          h('div', {}, h('h3', {}, 'Response'), json(c.responseBody, 'Response body')),
        ),
        button('Close', () => ctx.go('#requests')),
      ),
    );
  }

  async function load() {
    calls = (
      await ctx.api.listDashboardRequests({
        ...(filter.operationId ? { operationId: filter.operationId } : {}),
        ...(filter.statusClass ? { statusClass: filter.statusClass } : {}),
        ...(filter.userId ? { userId: filter.userId } : {}),
        count: 200,
      })
    ).requests;
    fresh = new Set();
    drawList();
  }
  const loadCharts = async () => chartHolder.replaceChildren(requestCharts((await ctx.api.getDashboardStats()).minutes));
  const chartsLater = debounce(() => void loadCharts(), 2000);

  const operation = labelled('Operation', select([['', 'Any operation'], ...OPERATIONS.map((id): [string, string] => [id, id])]));
  const statusClass = labelled('Status', select([['', 'Any status'], ...STATUS_CLASSES]));
  const user = labelled('User', h('input', { type: 'text', autocomplete: 'off' }));
  const form = h(
    'form',
    { class: 'filters', 'aria-label': 'Filter calls' },
    operation.el,
    statusClass.el,
    user.el,
    h('button', { type: 'submit', class: 'primary' }, 'Filter'),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    filter.operationId = operation.control.value;
    filter.statusClass = STATUS_CLASSES.find((c) => c === statusClass.control.value);
    filter.userId = user.control.value.trim();
    void load();
  });

  return {
    title: 'Requests',
    async render() {
      ctx.root.replaceChildren(
        chartHolder,
        detailHolder,
        form,
        listHolder,
        h('p', { class: 'hint' }, 'Each call carries the request id of its line in the server’s terminal log.'),
      );
      await Promise.all([load(), loadCharts(), openId ? drawDetail(openId) : Promise.resolve()]);
    },
    onEvent(event) {
      // A resync means calls were missed: the list is read again rather than patched.
      if (event.event === 'resync') return void load();
      if (event.event !== 'request') return;
      chartsLater();
      // The stream replays kept calls when it (re)connects; a call the list already shows is not shown twice.
      if (!matches(event.data) || calls.some((c) => c.requestId === event.data.requestId)) return;
      calls = [event.data, ...calls].slice(0, 200);
      fresh.add(event.data.requestId);
      drawList();
    },
  };
}
