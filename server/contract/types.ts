// The schemas of openapi.yaml as TypeScript, for every layer; generated/ holds them, this names what the code uses.
import type { components } from '../../generated/openapi.js';

export type Schemas = components['schemas'];
export type Parameters = components['parameters'];
export type ErrorType = Schemas['ErrorType'];
export type ResultStatus = Schemas['ResultStatus'];
