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
    link: Link | undefined;
    openSandboxLink(
      linkToken: string,
      options?: Partial<Pick<LinkOptions, 'accessTokens' | 'theme' | 'renderType' | 'language'>> & { iframeId?: string },
    ): void;
  }
}

window.recorded = [];
window.openSandboxLink = (linkToken, { iframeId, ...options } = {}) => {
  window.link = createLink({
    ...options,
    onIntegrationConnected: (payload) => window.recorded.push({ callback: 'onIntegrationConnected', payload }),
    onTransferFinished: (payload) => window.recorded.push({ callback: 'onTransferFinished', payload }),
    onExit: (error, summary) => window.recorded.push({ callback: 'onExit', error, summary }),
    onEvent: (event) => window.recorded.push({ callback: 'onEvent', event }),
  });
  window.link.openLink(linkToken, iframeId);
};
