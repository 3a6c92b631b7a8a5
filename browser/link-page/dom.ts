// Building the page's elements: tags with attributes and listeners, labelled fields, buttons, forms that show
// what fails, and how amounts, prices and networks read.
import { button, type Child, h, labelled, uid } from '../shared/dom.js';
import { wordsFor } from './api.js';

export { button, type Child, h };

export interface Field {
  input: HTMLInputElement;
  el: HTMLDivElement;
  label: string;
}

/** A labelled input: the label is visible and names the field for assistive technology. */
export function field(label: string, attrs: Record<string, string | boolean> = {}, hint?: string): Field {
  const id = uid();
  const input = h('input', { id, name: id, ...attrs });
  return { input, label, el: labelled(label, input, hint).el };
}

export const alertBox = () => h('p', { class: 'alert', role: 'alert' });

/**
 * An institution's icon, one for each theme (styles.css shows the page's). Beside the institution's name it adds
 * nothing to read, so it is decorative (`alt=""`): the name alone names the choice.
 */
export const institutionIcon = (type: string) =>
  (['light', 'dark'] as const).map((theme) =>
    h('img', {
      src: `/link/assets/logos/${type}-icon${theme === 'dark' ? '-dark' : ''}.svg`,
      alt: '',
      class: `logo logo-${theme}`,
      width: '24',
      height: '24',
      loading: 'lazy',
    }),
  );

/** A choice of an institution: its icon and its name. */
export const institutionChoice = (type: string, label: string, click: () => void) =>
  h('button', { type: 'button', class: 'choice with-logo', 'data-type': type, click }, ...institutionIcon(type), h('span', {}, label));

export const submitButton = (label: string) => h('button', { type: 'submit', class: 'primary' }, label);

/** A form whose submit runs `submit` with the submit button busy, and shows what fails in `box`. */
export function form(box: HTMLElement, submit: () => Promise<void>, ...children: Child[]) {
  const el = h('form', { novalidate: true }, ...children, box);
  el.addEventListener('submit', (event) => {
    event.preventDefault();
    const submitter = el.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submitter?.disabled) return;
    if (submitter) submitter.disabled = true;
    box.textContent = '';
    submit()
      .catch((error: unknown) => {
        box.textContent = wordsFor(error, 'Something went wrong. Try again.');
      })
      .finally(() => {
        if (submitter) submitter.disabled = false;
      });
  });
  return el;
}

/** A network by name, with the institution's chain name where it says more (an explicit chain such as USDC-POLYGON). */
export const networkLabel = (name: string, chain: string) =>
  chain.toLowerCase() === name.toLowerCase().replace(/ /g, '-') ? name : `${name} (${chain})`;
export const amountText = (n: number, symbol: string) => `${Number(n.toPrecision(10))} ${symbol}`;
export const usd = (n: number | null) => (n === null ? '' : n.toLocaleString('en-US', { style: 'currency', currency: 'USD' }));
