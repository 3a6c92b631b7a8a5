// Building elements in the browser pages (the Link page, the dashboard): a tag with its attributes, listeners and
// children, in one call.
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
