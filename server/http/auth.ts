// Authentication: both client headers, or a Bearer id_token, on /api/v1; the admin key on the admin listener.
import type { NextFunction, Request, Response } from 'express';
import type { Clients } from '../domain/clients.js';
import { pageSessionInvalid, type LinkSessions } from '../domain/linkSessions.js';
import { matchesHash } from '../domain/secrets.js';
import { ContractError } from '../contract/errors.js';

/** Marks the request authenticated by whoever ran before: client authentication then lets it pass. */
const authenticated = (res: Response) => res.locals.rateLimitKey !== undefined;

export function authenticateClient(clients: Clients) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (authenticated(res)) return next();
    const id = req.get('x-client-id');
    const secret = req.get('x-client-secret');
    const authorization = req.get('authorization');
    if (id !== undefined || secret !== undefined) {
      if (!id || !secret) throw new ContractError('missingCredentials', 'Send both X-Client-Id and X-Client-Secret.');
      res.locals.clientId = await clients.authenticate(id, secret);
    } else if (authorization?.startsWith('Bearer ')) {
      res.locals.clientId = await clients.verifyIdToken(authorization.slice('Bearer '.length).trim());
    } else {
      throw new ContractError('missingCredentials', 'Send X-Client-Id and X-Client-Secret, or Authorization Bearer with an id_token.');
    }
    res.locals.rateLimitKey = `client:${res.locals.clientId}`;
    next();
  };
}

export function authenticateAdmin(adminKeyHash: string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const authorization = req.get('authorization');
    const key = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : '';
    if (!key || !matchesHash(key, adminKeyHash)) throw new ContractError('invalidAdminKey', 'Send the admin key as Authorization Bearer.');
    next();
  };
}

/** The Link page's session token as Authorization Bearer; its requests are limited per session. */
export function authenticateLinkSession(linkSessions: LinkSessions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const authorization = req.get('authorization');
    const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : '';
    if (!token) throw pageSessionInvalid();
    const session = await linkSessions.authenticate(token);
    res.locals.linkSession = session;
    res.locals.clientId = session.clientId;
    res.locals.rateLimitKey = `link:${session.id}`;
    next();
  };
}

/** An operation its body authorises (a link token): limited per source address. */
export function unauthenticated(req: Request, res: Response, next: NextFunction) {
  res.locals.rateLimitKey = `ip:${req.ip}`;
  next();
}
