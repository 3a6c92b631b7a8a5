// Authentication: both client headers, or a Bearer id_token, on /api/v1; the admin key on the admin listener.
import type { NextFunction, Request, Response } from 'express';
import type { Clients } from '../domain/clients.js';
import { matchesHash } from '../domain/secrets.js';
import { ApiError } from './errors.js';

export function authenticateClient(clients: Clients) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const id = req.get('x-client-id');
    const secret = req.get('x-client-secret');
    const authorization = req.get('authorization');
    if (id !== undefined || secret !== undefined) {
      if (!id || !secret) throw new ApiError(401, 'missingCredentials', 'Send both X-Client-Id and X-Client-Secret.');
      res.locals.clientId = await clients.authenticate(id, secret);
    } else if (authorization?.startsWith('Bearer ')) {
      res.locals.clientId = await clients.verifyIdToken(authorization.slice('Bearer '.length).trim());
    } else {
      throw new ApiError(401, 'missingCredentials', 'Send X-Client-Id and X-Client-Secret, or Authorization Bearer with an id_token.');
    }
    next();
  };
}

export function authenticateAdmin(adminKeyHash: () => string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const authorization = req.get('authorization');
    const key = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : '';
    if (!key || !matchesHash(key, adminKeyHash())) throw new ApiError(401, 'invalidAdminKey', 'Send the admin key as Authorization Bearer.');
    next();
  };
}
