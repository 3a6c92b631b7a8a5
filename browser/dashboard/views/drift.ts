// Drift: where the upstream (the real service) departed from the contract or from the sandbox's own answers, for the
// client's calls that went there (sandboxGetDrift): each difference once, with its operation, kind, JSON path, what was
// expected and what the upstream said, how often and when. Cleared with sandboxClearDrift; saved as the JUnit XML a CI
// job reads. Refreshed when a call that met the upstream comes live.
import type { DriftKind } from '../../../generated/openapi.js';
import { ApiError, type Schemas } from '../api.js';
import { actionButton, debounce, type Ctx, type View } from '../app.js';
import { badge, empty, h, table, time } from '../dom.js';

type Entry = Schemas['DriftEntry'];
type Report = Schemas['DriftReport'];

/** Each kind in words, shown when pointed at (the spec's DriftKind says the same). */
const KIND_WORDS: Record<DriftKind, string> = {
  undeclaredStatus: 'A status the operation does not declare',
  missingField: 'A required field is absent',
  unknownField: 'A field the schema does not have',
  wrongType: 'Another type than the schema’s',
  wrongFormat: 'Another format than the schema’s',
  unknownEnumValue: 'A value the enum lacks',
  outOfBounds: 'A length, range, pattern or count past the schema’s bounds',
  statusDiffers: 'Another status than the sandbox answered',
  fieldOnlyInSandbox: 'A field the sandbox answered and the upstream did not',
  fieldOnlyUpstream: 'A field the upstream answered and the sandbox did not',
  typeDiffers: 'Another type than the sandbox answered',
  valueDiffers: 'Another enum value, status or errorType than the sandbox answered',
  bindingForgiven: 'What the sandbox’s lenient binding forgave in the request, sent upstream as it came',
  sandboxRefused: 'The sandbox would have refused the request (400); the upstream did not',
  upstreamFailed: 'The upstream failed to answer: an error, a timeout or a reset',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the report holds, in a sentence, or what to do when nothing has gone upstream. */
function summary(report: Report) {
  if (!report.calls && !report.entries.length)
    return empty(
      'No call of this client has gone to the upstream since the report was last cleared.',
      h(
        'span',
        {},
        'To hold the sandbox against the real service, start the sandbox with ',
        h('code', {}, 'UPSTREAM_URL'),
        ' set to the service’s address (https, or http on this machine), then give this client its credentials there with the admin operation ',
        h('code', {}, 'setUpstream'),
        ', choosing ',
        h('code', {}, 'verify'),
        ', ',
        h('code', {}, 'shadow'),
        ' or ',
        h('code', {}, 'record'),
        '. Its calls of the public operations then go upstream, are marked in Requests, and what differs shows here.',
      ),
    );
  const said = report.entries.length
    ? `${plural(report.entries.length, 'difference')} in ${plural(report.calls, 'call')} sent upstream since the report was last cleared.`
    : `No drift: ${plural(report.calls, 'call')} sent upstream since the report was last cleared, and none differed.`;
  return h(
    'div',
    {},
    h('p', { 'data-drift-summary': '' }, said),
    report.dropped
      ? h(
          'p',
          { class: 'alert' },
          `${plural(report.dropped, 'difference was', 'differences were')} not kept: the report holds at most ${report.limit}. Clear it to see new ones.`,
        )
      : null,
  );
}

/** A JSON path with a place to break before each of its parts: `$.content.items[].type` wraps at a dot only. */
const breakable = (path: string) => path.split(/(?=\.)/).flatMap((part, i) => (i ? [h('wbr'), part] : [part]));

function entries(list: Entry[]) {
  const drawn = table<Entry>(
    `Differences (${list.length}), most recent first`,
    [
      { label: 'Operation', cell: (e) => e.operationId },
      { label: 'Kind', cell: (e) => h('span', { title: KIND_WORDS[e.kind] }, badge(e.kind, e.kind === 'upstreamFailed' ? 'bad' : 'wait')) },
      { label: 'Path', cell: (e) => h('code', {}, ...breakable(e.path)) },
      { label: 'Expected', cell: (e) => e.expected },
      { label: 'Upstream said', cell: (e) => e.actual },
      { label: 'Count', cell: (e) => String(e.count), numeric: true },
      { label: 'First seen', cell: (e) => time(e.firstSeen) },
      { label: 'Last seen', cell: (e) => time(e.lastSeen) },
    ],
    list,
    (e) => ({ 'data-path': e.path, 'data-kind': e.kind }),
  );
  return h('div', { class: 'drift' }, drawn);
}

/**
 * The report as JUnit XML, saved as a file: the same call a CI job makes (format=junit), with the signed-in client's
 * headers, which a plain link could not send.
 */
async function saveJunit(ctx: Ctx): Promise<string> {
  const { data, response } = await ctx.api.client.GET('/api/v1/sandbox/drift', {
    params: { query: { format: 'junit' } },
    parseAs: 'text',
  });
  if (!response.ok || typeof data !== 'string')
    throw new ApiError({
      httpStatus: response.status,
      status: 'serverFailure',
      errorType: 'unexpectedError',
      message: `The JUnit report could not be read (HTTP ${response.status}).`,
      displayMessage: null,
      errorData: null,
      requestId: response.headers.get('x-request-id'),
    });
  const url = URL.createObjectURL(new Blob([data], { type: 'application/xml' }));
  const link = h('a', { href: url, download: 'drift.xml', hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'The report was saved as drift.xml (JUnit XML, one failed test case per difference).';
}

export function driftView(ctx: Ctx): View {
  const summaryHolder = h('div');
  const listHolder = h('div');

  async function load() {
    const report = await ctx.api.sandboxGetDrift();
    summaryHolder.replaceChildren(summary(report));
    listHolder.replaceChildren(report.entries.length ? entries(report.entries) : '');
  }
  const later = debounce(() => void load(), 500);

  const actions = h(
    'div',
    { class: 'row' },
    actionButton(ctx, 'Refresh', async () => 'The report was read again.', { after: load }),
    actionButton(ctx, 'Download as JUnit XML', () => saveJunit(ctx)),
    actionButton(ctx, 'Clear the report', async () => `Cleared: ${plural((await ctx.api.sandboxClearDrift()).deleted, 'difference')}.`, {
      after: load,
      attrs: { class: 'danger' },
    }),
  );

  return {
    title: 'Drift',
    async render() {
      ctx.root.replaceChildren(
        summaryHolder,
        actions,
        listHolder,
        h(
          'p',
          { class: 'hint' },
          'A CI job reads the same report as JUnit XML from ',
          h('code', {}, 'GET /api/v1/sandbox/drift?format=junit'),
          ' with the client’s headers. A path writes array indices as [], so one difference is one row however many items show it.',
        ),
      );
      await load();
    },
    onEvent(event) {
      // A call that met the upstream may have added to the report (a shadow call's comparison ends a moment after).
      if (event.event === 'resync' || (event.event === 'request' && event.data.upstream !== undefined)) later();
    },
  };
}
