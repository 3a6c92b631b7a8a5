// The host app of the browser tests: the public web SDK, unmodified, opening a link token the way an
// integrator's frontend does, and recording every callback so the test can read what the app saw.
import { createLink, type Link, type LinkOptions } from '@meshconnect/web-link-sdk';

export type Recorded =
  | { callback: 'onIntegrationConnected'; payload: unknown }
  | { callback: 'onTransferFinished'; payload: unknown }
  | { callback: 'onExit'; error: string | undefined; summary: unknown }
  | { callback: 'onEvent'; event: { type: string; payload?: unknown } };

declare global {
  interface Window {
    recorded: Recorded[];
    /** Set by the test (Playwright's exposeFunction): each callback as it arrives, kept after the page closes. */
    reportRecorded?: (recorded: Recorded) => void;
    /** Set by the test: the type of each message the page posts, before the SDK handles it. */
    reportPosted?: (type: string) => void;
    link: Link | undefined;
    openSandboxLink(
      linkToken: string,
      options?: Partial<Pick<LinkOptions, 'accessTokens' | 'theme' | 'renderType' | 'language'>> & { iframeId?: string },
    ): void;
  }
}

window.recorded = [];
// What reaches the app only through the SDK's handling (done and close become onExit) is seen here as posted.
window.addEventListener('message', (event: MessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (typeof type === 'string') window.reportPosted?.(type);
});
const record = (recorded: Recorded) => {
  window.recorded.push(recorded);
  window.reportRecorded?.(recorded);
};
window.openSandboxLink = (linkToken, { iframeId, ...options } = {}) => {
  window.link = createLink({
    ...options,
    onIntegrationConnected: (payload) => record({ callback: 'onIntegrationConnected', payload }),
    onTransferFinished: (payload) => record({ callback: 'onTransferFinished', payload }),
    onExit: (error, summary) => record({ callback: 'onExit', error, summary }),
    onEvent: (event) => record({ callback: 'onEvent', event }),
  });
  window.link.openLink(linkToken, iframeId);
};
