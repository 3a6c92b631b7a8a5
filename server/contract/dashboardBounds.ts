// The bounds of what the dashboard answers of a kept call (DashboardRequest, DashboardRequestDetail), read from the
// spec, so that what is kept is cut to them when it is recorded and its views never answer what the spec refuses.
import { readFileSync } from 'node:fs';
import { files } from '../files.js';

interface StringSchema {
  maxLength: number;
}

/** Reads the bounds once, from the same generated spec the server validates its answers with. */
function read() {
  // biome-ignore lint/suspicious/noExplicitAny: the spec is JSON of any shape; the reads below fail loudly if it changes
  const schemas = (JSON.parse(readFileSync(files.specJson, 'utf8')) as any).components.schemas;
  const summary = schemas.DashboardRequest.properties;
  const detail = schemas.DashboardRequestDetail.allOf[1].properties;
  const query = detail.query.anyOf.find((s: { type?: string }) => s.type === 'object');
  const [text, list] = query.additionalProperties.anyOf;
  const bounds = {
    requestId: (summary.requestId as StringSchema).maxLength,
    method: (summary.method as StringSchema).maxLength,
    path: (summary.path as StringSchema).maxLength,
    queryKeys: query.maxProperties as number,
    queryValue: (text as StringSchema).maxLength,
    queryItems: list.maxItems as number,
    maskedFields: detail.maskedFields.maxItems as number,
    maskedField: (detail.maskedFields.items as StringSchema).maxLength,
  };
  for (const [name, value] of Object.entries(bounds))
    if (!Number.isSafeInteger(value)) throw new Error(`the spec gives no bound for the dashboard's ${name}`);
  return bounds;
}

export type DashboardBounds = ReturnType<typeof read>;
let cached: DashboardBounds | undefined;
export const dashboardBounds = (): DashboardBounds => (cached ??= read());
