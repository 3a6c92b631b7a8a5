// Building the dashboard's elements: tags with attributes and listeners, labelled fields, buttons, tables that become
// cards on a phone, and how times, durations and amounts read.
import { button, type Child, h, labelled } from '../shared/dom.js';

export { button, type Child, h, labelled };

export function select(options: readonly (string | [value: string, label: string])[], attrs: Record<string, string | boolean> = {}) {
  const el = h('select', attrs);
  for (const option of options) {
    const [value, label] = typeof option === 'string' ? [option, option] : option;
    el.append(h('option', { value }, label));
  }
  return el;
}

export interface Column<T> {
  label: string;
  cell: (row: T) => Child;
  /** Numbers read right-aligned. */
  numeric?: boolean;
}

/** A table with a caption; on a narrow screen each row is a card whose cells carry their column's label. */
export function table<T>(caption: string, columns: Column<T>[], rows: T[], rowAttrs?: (row: T) => Record<string, string>) {
  return h(
    'table',
    { class: 'data' },
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, ...columns.map((c) => h('th', { scope: 'col', class: c.numeric ? 'num' : '' }, c.label)))),
    h(
      'tbody',
      {},
      ...rows.map((row) =>
        h(
          'tr',
          rowAttrs?.(row) ?? {},
          ...columns.map((c) => h('td', { 'data-label': c.label, class: c.numeric ? 'num' : '' }, c.cell(row))),
        ),
      ),
    ),
  );
}

/** What to do when a list is empty: said, not left blank. */
export const empty = (what: string, next: Child) =>
  h('div', { class: 'empty', role: 'status' }, h('p', {}, h('strong', {}, what)), h('p', {}, next));

/** A JSON value, indented, in a block that scrolls inside itself. */
export const json = (value: unknown, label: string) =>
  h('pre', { class: 'json', tabindex: '0', role: 'region', 'aria-label': label }, JSON.stringify(value, null, 2));

const two = (n: number) => String(n).padStart(2, '0');
/** A time as the user's clock reads it, to the second. */
export const time = (ms: number) => {
  const t = new Date(ms);
  return `${t.getFullYear()}-${two(t.getMonth() + 1)}-${two(t.getDate())} ${two(t.getHours())}:${two(t.getMinutes())}:${two(t.getSeconds())}`;
};
/** A chart's tick: the same clock, to the minute (its axis spans the last hour). */
export const tickTime = (ms: number) => {
  const t = new Date(ms);
  return `${two(t.getHours())}:${two(t.getMinutes())}`;
};
export const duration = (ms: number) => (ms < 1000 ? `${ms.toFixed(ms < 10 ? 1 : 0)} ms` : `${(ms / 1000).toFixed(1)} s`);
export const amount = (n: number | null | undefined, symbol = '') =>
  n === null || n === undefined ? '—' : `${Number(n.toPrecision(12))}${symbol ? ` ${symbol}` : ''}`;
export const usd = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** A status as a badge: its words, and a class for its colour (never the colour alone). */
export const badge = (text: string, tone: 'ok' | 'bad' | 'wait' | 'plain') => h('span', { class: `badge ${tone}` }, text);
export const statusTone = (status: number | null) =>
  status === null || status >= 400 ? 'bad' : status >= 200 && status < 300 ? 'ok' : 'plain';

/** A value the datetime-local field takes, from Unix milliseconds, in the user's time zone. */
export const localInput = (ms: number) => {
  const t = new Date(ms);
  return `${t.getFullYear()}-${two(t.getMonth() + 1)}-${two(t.getDate())}T${two(t.getHours())}:${two(t.getMinutes())}`;
};
