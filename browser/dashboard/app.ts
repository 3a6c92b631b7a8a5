// What every view works with: the API of the signed-in client, the element it draws into, its title, the live events
// (handed to the view on screen only) and the status line that announces what happened.
import type { Api } from '../../client/api.js';
import { wordsFor } from './api.js';
import { button, h } from './dom.js';
import type { LiveEvent } from './live.js';

export interface View {
  /** The view's heading, also the document's title. */
  title: string;
  /** Draws the view into its element; called again to refresh. */
  render(): Promise<void>;
  /** A live event while the view is on screen. */
  onEvent?(event: LiveEvent): void;
}

export interface Ctx {
  api: Api;
  root: HTMLElement;
  /** Announces a result to the user (a polite live region). */
  announce(text: string, tone?: 'notice' | 'alert'): void;
  go(hash: string): void;
}

/**
 * Runs an action of a button: busy while it runs, its outcome announced, then `after` (a refresh). The button keeps
 * focus, so a keyboard user stays where they were.
 */
export async function act(ctx: Ctx, el: HTMLButtonElement, run: () => Promise<string>, after?: () => Promise<void>) {
  if (el.disabled) return;
  el.disabled = true;
  try {
    ctx.announce(await run(), 'notice');
    await after?.();
  } catch (error) {
    ctx.announce(wordsFor(error), 'alert');
  } finally {
    el.disabled = false;
  }
}

/** A button that runs an action with `act`: `run` answers what to announce, `after` refreshes. */
export function actionButton(
  ctx: Ctx,
  label: string,
  run: () => Promise<string>,
  { after, attrs }: { after?: () => Promise<void>; attrs?: Record<string, string | boolean> } = {},
) {
  const el = button(label, () => void act(ctx, el, run, after), attrs);
  return el;
}

/** Calls fn at most once per `ms`, the last call winning: a burst of live events refreshes a view once. */
export function debounce(fn: () => void, ms = 250) {
  let timer: number | undefined;
  return () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(fn, ms);
  };
}

/** A section's heading and its content, replaced whole when the view refreshes. */
export const section = (title: string, ...content: (Node | null)[]) =>
  h('section', { 'aria-label': title }, h('h2', {}, title), ...content);
