// Building the dashboard's elements: tags with attributes and listeners, labelled fields, buttons, tables that become
// cards on a phone, and how times, durations and amounts read.
import { type Child, h } from '../browser/dom.js';

export { type Child, h };

let lastId = 0;
/** An id unique in the page. */
export const uid = (prefix = 'f') => `${prefix}${++lastId}`;

export const button = (label: string, click: () => void, attrs: Record<string, string | boolean> = {}) =>
  h('button', { type: 'button', click, ...attrs }, label);

/** A labelled control: the label is visible and names it for assistive technology. */
export function labelled<T extends HTMLElement>(label: string, control: T, hint?: string): { el: HTMLElement; control: T } {
  const id = control.id || uid();
  control.id = id;
  if (hint) control.setAttribute('aria-describedby', `${id}-hint`);
  return {
    control,
    el: h(
      'div',
      { class: 'field' },
      h('label', { for: id }, label),
      control,
      hint ? h('p', { id: `${id}-hint`, class: 'hint' }, hint) : null,
    ),
  };
}

export const input = (attrs: Record<string, string | boolean> = {}) => h('input', { type: 'text', ...attrs });

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

export const code = (text: string) => h('code', {}, text);

/** A JSON value, indented, in a block that scrolls inside itself. */
export const json = (value: unknown, label: string) =>
  h('pre', { class: 'json', tabindex: '0', role: 'region', 'aria-label': label }, JSON.stringify(value, null, 2));

const two = (n: number) => String(n).padStart(2, '0');
/** A time as the user's clock reads it, to the second. */
export const time = (ms: number) => {
  const t = new Date(ms);
  return `${t.getFullYear()}-${two(t.getMonth() + 1)}-${two(t.getDate())} ${two(t.getHours())}:${two(t.getMinutes())}:${two(t.getSeconds())}`;
};
export const timeOfDay = (ms: number) => {
  const t = new Date(ms);
  return `${two(t.getHours())}:${two(t.getMinutes())}:${two(t.getSeconds())}`;
};
export const duration = (ms: number) => (ms < 1000 ? `${ms.toFixed(ms < 10 ? 1 : 0)} ms` : `${(ms / 1000).toFixed(1)} s`);
export const amount = (n: number | null | undefined, symbol = '') =>
  n === null || n === undefined ? '—' : `${Number(n.toPrecision(12))}${symbol ? ` ${symbol}` : ''}`;
export const usd = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** A status as a badge: its words, and a class for its colour (never the colour alone). */
export const badge = (text: string, tone: 'ok' | 'bad' | 'wait' | 'plain') => h('span', { class: `badge ${tone}` }, text);
export const statusTone = (status: number | null) =>
  status === null ? 'bad' : status >= 500 || status >= 400 ? 'bad' : status >= 200 && status < 300 ? 'ok' : 'plain';

/** A value the datetime-local field takes, from Unix milliseconds, in the user's time zone. */
export const localInput = (ms: number) => {
  const t = new Date(ms);
  return `${t.getFullYear()}-${two(t.getMonth() + 1)}-${two(t.getDate())}T${two(t.getHours())}:${two(t.getMinutes())}`;
};
