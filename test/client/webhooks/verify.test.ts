// The receiver's verifier: the Standard Webhooks known answer, and every way a delivery must be refused.
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signTestWebhook, verifyWebhook, WebhookVerificationError, type TransferWebhook } from '../../../client/webhooks.js';

// The test vector of the Standard Webhooks specification.
const vector = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  // X-Mesh-Signature-256 of the same body and secret, computed outside this project with
  // printf '%s' '{"test": 2432232314}' | openssl dgst -sha256 -hmac 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' -binary | base64
  mesh: 'gOyKic480iEzoQZsrstNBP6nRnZXyFFNcX7ELDilyUw=',
};
const at = (seconds: number) => () => seconds * 1000;
const headers = (signature = vector.signature, timestamp = String(vector.timestamp)) => ({
  'webhook-id': vector.id,
  'webhook-timestamp': timestamp,
  'webhook-signature': signature,
});
const reason = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.reason;
    throw error;
  }
  return 'accepted';
};

describe('verifyWebhook', () => {
  it('matches the Standard Webhooks known answer', () => {
    expect(new Webhook(vector.secret).sign(vector.id, new Date(vector.timestamp * 1000), vector.body)).toBe(vector.signature);
    expect(verifyWebhook(vector.body, headers(), vector.secret, { now: at(vector.timestamp) })).toEqual({ test: 2432232314 });
  });

  it('accepts any valid signature among several, and any of several secrets', () => {
    const other = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';
    expect(
      reason(() => verifyWebhook(vector.body, headers(`v1,Zm9v ${vector.signature}`), vector.secret, { now: at(vector.timestamp) })),
    ).toBe('accepted');
    expect(reason(() => verifyWebhook(vector.body, headers(), [other, vector.secret], { now: at(vector.timestamp) }))).toBe('accepted');
    expect(reason(() => verifyWebhook(vector.body, new Headers(headers()), vector.secret, { now: at(vector.timestamp) }))).toBe('accepted');
  });

  it.each([
    [
      'a bad signature',
      () =>
        verifyWebhook(vector.body, headers('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OF='), vector.secret, {
          now: at(vector.timestamp),
        }),
      'invalidSignature',
    ],
    [
      'a truncated signature',
      () => verifyWebhook(vector.body, headers(vector.signature.slice(0, -4)), vector.secret, { now: at(vector.timestamp) }),
      'invalidSignature',
    ],
    [
      'another secret',
      () => verifyWebhook(vector.body, headers(), 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD', { now: at(vector.timestamp) }),
      'invalidSignature',
    ],
    [
      'a timestamp 5 minutes and 1 s old',
      () => verifyWebhook(vector.body, headers(), vector.secret, { now: at(vector.timestamp + 301) }),
      'timestampTooOld',
    ],
    [
      'a timestamp 5 minutes and 1 s ahead',
      () => verifyWebhook(vector.body, headers(), vector.secret, { now: at(vector.timestamp - 301) }),
      'timestampInFuture',
    ],
    [
      'a malformed timestamp',
      () => verifyWebhook(vector.body, headers(vector.signature, '16142653x0'), vector.secret, { now: at(vector.timestamp) }),
      'invalidTimestamp',
    ],
    [
      'missing headers',
      () => verifyWebhook(vector.body, { 'webhook-id': vector.id }, vector.secret, { now: at(vector.timestamp) }),
      'missingHeaders',
    ],
    [
      'a re-serialised body',
      () => verifyWebhook(JSON.stringify(JSON.parse(vector.body)), headers(), vector.secret, { now: at(vector.timestamp) }),
      'invalidSignature',
    ],
  ])('rejects %s', (_, fn, expected) => {
    expect(reason(fn)).toBe(expected);
  });

  it('accepts a timestamp exactly 5 minutes off', () => {
    expect(reason(() => verifyWebhook(vector.body, headers(), vector.secret, { now: at(vector.timestamp + 300) }))).toBe('accepted');
  });
});

describe('signTestWebhook', () => {
  it('signs as the Standard Webhooks known answer does', () => {
    const { body, headers } = signTestWebhook(vector.body, vector.secret, { id: vector.id, timestamp: vector.timestamp });
    expect(body).toBe(vector.body);
    expect(headers).toEqual({
      'content-type': 'application/json',
      'webhook-id': vector.id,
      'webhook-timestamp': String(vector.timestamp),
      'webhook-signature': vector.signature,
      'X-Mesh-Signature-256': vector.mesh,
    });
  });

  it('makes a delivery that verifyWebhook accepts with either secret of a rotation, and refuses with another', () => {
    const payload = {
      EventId: 'evt_1',
      Id: 'a1',
      SentTimestamp: 1,
      TransferId: 't',
      Timestamp: 1,
      TransferStatus: 'Succeeded',
      UserId: 'u',
      Token: 'ETH',
      SourceAmount: 1,
      SourceAccountProvider: 'gemini',
    } as TransferWebhook;
    const [oldSecret, newSecret] = ['whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD', vector.secret];
    const { body, headers } = signTestWebhook(payload, [newSecret, oldSecret]);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verifyWebhook(body, headers, oldSecret)).toEqual(payload);
    expect(verifyWebhook(body, headers, newSecret)).toEqual(payload);
    expect(reason(() => verifyWebhook(body, headers, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSx'))).toBe('invalidSignature');
  });
});

describe('the public service signature (X-Mesh-Signature-256)', () => {
  const mesh = (signature: string) => ({ 'x-mesh-signature-256': signature });

  it('is accepted alone, as a receiver written for the public service sends it', () => {
    expect(verifyWebhook(vector.body, mesh(vector.mesh), vector.secret)).toEqual({ test: 2432232314 });
    expect(
      verifyWebhook(vector.body, new Headers({ 'X-Mesh-Signature-256': vector.mesh }), [
        'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD',
        vector.secret,
      ]),
    ).toEqual({ test: 2432232314 });
  });

  it.each([
    ['another body', () => verifyWebhook('{"test": 2432232315}', mesh(vector.mesh), vector.secret)],
    ['another secret', () => verifyWebhook(vector.body, mesh(vector.mesh), 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD')],
    ['a truncated signature', () => verifyWebhook(vector.body, mesh(vector.mesh.slice(0, -4)), vector.secret)],
  ])('is refused for %s', (_, fn) => {
    expect(reason(fn)).toBe('invalidSignature');
  });

  it('does not stand in for a failing Standard Webhooks signature, which decides when present', () => {
    expect(
      reason(() => verifyWebhook(vector.body, { ...headers(), ...mesh(vector.mesh) }, vector.secret, { now: at(vector.timestamp + 301) })),
    ).toBe('timestampTooOld');
  });
});
