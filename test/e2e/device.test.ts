// Reachable from a device (docs/mobile.md): the public listener binds where HOST says and serves HTTPS from the
// developer's certificate and key, link tokens carry PUBLIC_URL, and the admin listener stays on loopback unless
// ADMIN_HOST says otherwise. A wrong certificate path, or a key that is not the certificate's, stops the start with
// a message naming the variable. The certificate is made here, by the openssl command line.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAll, serverPorts, start } from '../support/process.js';

let dir: string;
let cert: string;
let key: string;
let otherKey: string;
/** A loopback address other than 127.0.0.1: a listener bound to 127.0.0.1 refuses it, one bound to 0.0.0.0 answers. */
const OTHER_LOOPBACK = '127.0.0.2';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'acct-device-'));
  cert = join(dir, 'cert.pem');
  key = join(dir, 'key.pem');
  execFileSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '1',
    '-subj',
    '/CN=sandbox.test',
    '-addext',
    `subjectAltName=IP:127.0.0.1,IP:${OTHER_LOOPBACK}`,
  ]);
  otherKey = join(dir, 'other-key.pem');
  await writeFile(otherKey, generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
});
afterAll(async () => {
  await killAll();
  await rm(dir, { recursive: true, force: true });
});

/** A request over HTTPS, trusting only the test's certificate. */
const httpsGet = (url: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { method, headers, ca: readFileSync(cert) }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(Number(port), host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('reachable from a device', () => {
  it('serves HTTPS on every interface, puts PUBLIC_URL in link tokens, and keeps the admin listener on loopback', async () => {
    const ports = await serverPorts();
    const publicUrl = `https://${OTHER_LOOPBACK}:${ports.PORT}`;
    const dataDir = await mkdtemp(join(tmpdir(), 'acct-device-data-'));
    const started = await start({
      DATA_DIR: dataDir,
      ...ports,
      HOST: '0.0.0.0',
      PUBLIC_URL: publicUrl,
      TLS_CERT_FILE: cert,
      TLS_KEY_FILE: key,
    });
    try {
      expect(started.output).toContain(`API          https://127.0.0.1:${ports.PORT}`);
      expect(started.output).toContain(`Admin API    http://127.0.0.1:${ports.ADMIN_PORT}`);
      // The public listener answers on another address, over TLS with the developer's certificate.
      expect((await httpsGet(`https://${OTHER_LOOPBACK}:${ports.PORT}/health`)).status).toBe(200);
      // The admin listener did not follow HOST: loopback's 127.0.0.1 only.
      expect(await accepts('127.0.0.1', ports.ADMIN_PORT)).toBe(true);
      expect(await accepts(OTHER_LOOPBACK, ports.ADMIN_PORT)).toBe(false);

      const clientId = /X-Client-Id\s+(\S+)/.exec(started.output)?.[1] ?? '';
      const clientSecret = /X-Client-Secret\s+(\S+)/.exec(started.output)?.[1] ?? '';
      const created = await httpsGet(
        `${publicUrl}/api/v1/linktoken`,
        { 'Content-Type': 'application/json', 'X-Client-Id': clientId, 'X-Client-Secret': clientSecret },
        'POST',
        JSON.stringify({ userId: 'device-1' }),
      );
      expect(created.status).toBe(200);
      const { linkToken } = (JSON.parse(created.body) as { content: { linkToken: string } }).content;
      const linkUrl = Buffer.from(linkToken, 'base64').toString('utf8');
      expect(linkUrl).toMatch(new RegExp(`^${publicUrl.replaceAll('.', '\\.')}/link/ls_[0-9a-f]{24}$`));
      const linkPage = await httpsGet(linkUrl);
      expect(linkPage.status).toBe(200);
      expect(linkPage.body).toContain('<title>Sandbox Link</title>');
    } finally {
      await started.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('puts the admin listener on the network only when ADMIN_HOST asks', async () => {
    const ports = await serverPorts();
    const dataDir = await mkdtemp(join(tmpdir(), 'acct-device-data-'));
    const started = await start({ DATA_DIR: dataDir, ...ports, HOST: '0.0.0.0', ADMIN_HOST: '0.0.0.0' });
    try {
      expect(started.output).toContain(`API          http://127.0.0.1:${ports.PORT}`);
      expect(await accepts(OTHER_LOOPBACK, ports.ADMIN_PORT)).toBe(true);
    } finally {
      await started.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.each([
    [
      'a certificate path that does not exist',
      () => ({ TLS_CERT_FILE: join(dir, 'missing.pem'), TLS_KEY_FILE: key }),
      /TLS_CERT_FILE names ".*missing\.pem", and there is no such file/,
    ],
    [
      'a key path that does not exist',
      () => ({ TLS_CERT_FILE: cert, TLS_KEY_FILE: join(dir, 'nokey.pem') }),
      /TLS_KEY_FILE names ".*nokey\.pem", and there is no such file/,
    ],
    [
      "a key that is not the certificate's",
      () => ({ TLS_CERT_FILE: cert, TLS_KEY_FILE: otherKey }),
      /TLS_KEY_FILE ".*other-key\.pem" is not the key of the certificate in TLS_CERT_FILE/,
    ],
    ['a key given as the certificate', () => ({ TLS_CERT_FILE: key, TLS_KEY_FILE: key }), /TLS_CERT_FILE must be a PEM certificate/],
    ['a certificate without its key', () => ({ TLS_CERT_FILE: cert }), /TLS_CERT_FILE and TLS_KEY_FILE go together/],
    ['a PUBLIC_URL that is no URL', () => ({ PUBLIC_URL: '192.168.1.20:3000' }), /PUBLIC_URL must be an http or https URL/],
  ])('%s stops the start with a message naming the variable', async (_, env, message) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'acct-device-data-'));
    try {
      const started = await start({ DATA_DIR: dataDir, ...(await serverPorts()), ...env() });
      expect(started.exitCode, started.output).toBe(1);
      expect(started.output).toMatch(new RegExp(`Could not start: ${message.source}`));
      expect(started.output).not.toMatch(/\n\s+at /);
      expect(started.output).not.toContain('PRIVATE KEY');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
