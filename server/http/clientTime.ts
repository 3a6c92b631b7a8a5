// The rest of a request runs on its client's time (its test clock's, when it has one), once authentication has named
// the client: every time-driven rule the request meets then follows that clock.
import type { NextFunction, Request, Response } from 'express';
import { onClientTime } from '../deps/time.js';
import { timeOf } from '../domain/clientTime.js';
import type { Store } from '../store/store.js';

export function onTheClientsTime(store: Pick<Store, 'testClocks'>) {
  return async (_req: Request, res: Response, next: NextFunction) => {
    const clientId: string | undefined = res.locals.clientId;
    if (!clientId) return next();
    onClientTime(await timeOf(store, clientId), next);
  };
}
