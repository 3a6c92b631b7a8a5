// Building elements in the browser pages (the Link page, the dashboard): a tag with its attributes, listeners and
// children, in one call; buttons, and labelled controls with their ids.
export type Child = Node | string | number | false | null | undefined;

/** `attrs`: a function is a listener of the event it names, true an empty attribute, false none. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | ((e: Event) => void)> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'function') el.addEventListener(name, value);
    else if (value === true) el.setAttribute(name, '');
    else if (value !== false) el.setAttribute(name, value);
  }
  for (const child of children)
    if (child !== false && child !== null && child !== undefined) el.append(child instanceof Node ? child : String(child));
  return el;
}

let lastId = 0;
/** An id unique in the page (each page is its own bundle, so its own count): a field's, and its hint's after it. */
export const uid = (prefix = 'f') => `${prefix}${++lastId}`;

export const button = (label: string, click: () => void, attrs: Record<string, string | boolean> = {}) =>
  h('button', { type: 'button', click, ...attrs }, label);

/**
 * A labelled control: the label is visible and names it for assistive technology; a hint below it describes it,
 * first among what the control's own aria-describedby already names. The control keeps its id if it has one, else
 * gets a new one.
 */
export function labelled<T extends HTMLElement>(label: string, control: T, hint?: string): { el: HTMLDivElement; control: T } {
  const id = control.id || uid();
  control.id = id;
  const describedBy = control.getAttribute('aria-describedby');
  if (hint) control.setAttribute('aria-describedby', describedBy ? `${id}-hint ${describedBy}` : `${id}-hint`);
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
