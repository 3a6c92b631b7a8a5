// Authentication: both client headers, or a Bearer id_token, on /api/v1; the admin key on the admin listener.
import type { NextFunction, Request, Response } from 'express';
import type { Clients } from '../domain/clients.js';
import { pageSessionInvalid, type LinkSessions } from '../domain/connections/linkSessions.js';
import { matchesHash } from '../domain/secrets.js';
import { ContractError } from '../contract/errors.js';
import { CALLER } from '../store/idempotency.js';

/** The credentials of an `Authorization: Bearer …` header; auth schemes are case-insensitive (RFC 9110). */
const bearerToken = (req: Request): string | undefined => /^bearer +(.*)$/i.exec(req.get('authorization') ?? '')?.[1]?.trim();

/** Marks the request authenticated by whoever ran before: client authentication then lets it pass. */
const authenticated = (res: Response) => res.locals.rateLimitKey !== undefined;

export function authenticateClient(clients: Clients) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (authenticated(res)) return next();
    const id = req.get('x-client-id');
    const secret = req.get('x-client-secret');
    const token = bearerToken(req);
    if (id !== undefined || secret !== undefined) {
      if (!id || !secret) throw new ContractError('missingCredentials', 'Send both X-Client-Id and X-Client-Secret.');
      res.locals.clientId = await clients.authenticate(id, secret);
    } else if (token !== undefined) {
      res.locals.clientId = await clients.verifyIdToken(token);
    } else {
      throw new ContractError('missingCredentials', 'Send X-Client-Id and X-Client-Secret, or Authorization Bearer with an id_token.');
    }
    res.locals.rateLimitKey = `${CALLER.client}${res.locals.clientId}`;
    next();
  };
}

export function authenticateAdmin(adminKeyHash: string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const key = bearerToken(req);
    if (!key) throw new ContractError('invalidAdminKey', 'Send the admin key as Authorization Bearer.');
    if (!matchesHash(key, adminKeyHash)) {
      throw new ContractError(
        'invalidAdminKey',
        'The admin key is wrong: send the ADMIN_API_KEY this server was started with (npm start printed it at its first start).',
      );
    }
    next();
  };
}

/** The Link page's session token as Authorization Bearer; its requests are limited per session. */
export function authenticateLinkSession(linkSessions: LinkSessions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) throw pageSessionInvalid();
    const session = await linkSessions.authenticate(token);
    res.locals.linkSession = session;
    res.locals.clientId = session.clientId;
    res.locals.rateLimitKey = `${CALLER.linkSession}${session.id}`;
    next();
  };
}

/** An operation its body authorises (a link token): limited per source address. */
export function unauthenticated(req: Request, res: Response, next: NextFunction) {
  res.locals.rateLimitKey = `ip:${req.ip}`;
  next();
}
