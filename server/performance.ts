// The performance devices: code that is there only to make the server faster, each one named function where it
// acts and documented there. What each buys is measured in BENCHMARKS.md ("Performance devices"), by
// `npm run bench -- --devices`, with the device on and off in the same run.
//
// The switch below exists for that measurement only. BENCH_DEVICES_OFF is defined in the bench's own bundle
// (dist/bench-server.js, built by scripts/build.ts for `npm run bench`), where it reads the environment variable of
// that name; the shipped bundle and the sources do not define it, so there every device is on.

/** Each device, by name, and the function that is it. */
export const DEVICES = {
  expressPrototypes: 'expressServer, server/http/server.ts',
  compiledQueries: 'prepared, server/store/prepared.ts',
  readReuse: 'reusedWhileUnchanged, server/store/reuse.ts',
  holdingsInOneQuery: 'holdingsRead, server/store/connections/holdingsRead.ts',
  rateLimitLeases: 'leasedCounter, server/http/rateLimit.ts',
  lazyValidator: 'validatorFor, server/http/validation.ts',
  noSpecRecheck: 'createValidator, server/http/validation.ts',
  requestSideOnly: 'requestSide, server/http/validation.ts',
  specAsJson: 'readSpec, server/files.ts',
  lazyPostgres: 'openPostgres, server/store/database.ts',
} as const;

export type Device = keyof typeof DEVICES;

declare const BENCH_DEVICES_OFF: string | undefined;
const off = new Set(typeof BENCH_DEVICES_OFF === 'string' ? BENCH_DEVICES_OFF.split(',') : []);

/** Whether a device acts: always, but in the bench's own bundle when its A/B turns it off. Asked once, as the device is built. */
export const deviceOn = (device: Device): boolean => !off.has(device);
