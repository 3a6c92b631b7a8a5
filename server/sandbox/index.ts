// The package's entry: startSandbox() starts the sandbox inside a test suite's own process, as mongodb-memory-server
// or the Firebase emulators do; the typed client and the webhook helpers of the client package come with it.
export { startSandbox, type Sandbox, type SandboxFaults, type SandboxWithoutReceiver } from './sandbox.js';
export type { Duration, SandboxClock } from './clock.js';
export { LOG_LEVELS, SandboxOptionError, type LogLevel, type SandboxOptions, type SandboxUpstream, type SandboxUser } from './options.js';
export type { DeliveryPredicate, WaitForOptions, WebhookDelivery, WebhookReceiver } from './receiver.js';
export * from '../../client/index.js';
