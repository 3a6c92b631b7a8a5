// Reachable from a device (docs/mobile.md): the public listener binds where HOST says and serves HTTPS from the
// developer's certificate and key, link tokens carry PUBLIC_URL, and the admin listener stays on loopback unless
// ADMIN_HOST says otherwise. A wrong certificate path, or a key that is not the certificate's, stops the start with
// a message naming the variable. The certificate is made here, by the openssl command line, and by the commands
// docs/mobile.md gives, as written. The banner lists where a device reaches it; http:// on the HTTPS port is told
// the https:// address.
import { execFileSync, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAll, serverPorts, start } from '../support/process.js';
import { projectRoot } from '../support/scratch.js';

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

/** A request over HTTPS, trusting only the test's certificate (or the CA `trusted` names). */
const httpsGet = (url: string, headers: Record<string, string> = {}, method = 'GET', body?: string, trusted = cert) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { method, headers, ca: readFileSync(trusted) }, (res) => {
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

/** What a Node process's fetch of `url` gets, with only `env`: the status, or the code of its failure. */
const nodeFetch = (url: string, env: Record<string, string>) =>
  spawnSync(
    process.execPath,
    ['-e', `fetch(${JSON.stringify(url)}).then((r) => console.log(r.status), (e) => console.log(e.cause?.code ?? e.message))`],
    { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8', timeout: 60_000 },
  ).stdout.trim();

/** This machine's IPv4 addresses but loopback, as the banner lists them. */
const networkAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((a) => a?.family === 'IPv4' && !a.internal)
    .map((a) => a?.address);

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
      // Where a device reaches it: every address of this machine's networks, and the PUBLIC_URL of link tokens.
      expect(started.output).toMatch(/^ {2}Listening {4}on every interface \(HOST=0\.0\.0\.0\)/m);
      for (const address of networkAddresses()) expect(started.output).toContain(`https://${address}:${ports.PORT}`);
      expect(started.output).toContain(`  Public URL   ${publicUrl}   (PUBLIC_URL: link tokens send browsers and devices here)`);
      // http:// on the HTTPS port is told the https:// address, in the error envelope, and the listener goes on.
      const plain = await fetch(`http://127.0.0.1:${ports.PORT}/health?from=phone`);
      expect(plain.status).toBe(400);
      expect(await plain.json()).toMatchObject({
        status: 'badRequest',
        errorType: 'badRequest',
        message: expect.stringContaining(`use https://127.0.0.1:${ports.PORT}/health?from=phone.`),
      });
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

  it("serves the certificate docs/mobile.md's openssl commands make, which Node trusts with NODE_EXTRA_CA_CERTS", async () => {
    const recipe = [...readFileSync(join(projectRoot, 'docs/mobile.md'), 'utf8').matchAll(/```sh\n([\s\S]*?)```/g)]
      .map((m) => m[1] ?? '')
      .find((block) => block.includes('openssl x509'));
    expect(recipe).toBeDefined();
    const made = await mkdtemp(join(tmpdir(), 'acct-device-recipe-'));
    const dataDir = await mkdtemp(join(tmpdir(), 'acct-device-data-'));
    try {
      execFileSync('sh', ['-e', '-c', recipe ?? ''], { cwd: made, stdio: 'pipe' });
      const ca = join(made, 'sandbox-ca.pem');
      const ports = await serverPorts();
      const started = await start({
        DATA_DIR: dataDir,
        ...ports,
        TLS_CERT_FILE: join(made, 'sandbox.pem'),
        TLS_KEY_FILE: join(made, 'sandbox-key.pem'),
      });
      try {
        expect(started.exitCode, started.output).toBeNull();
        const url = `https://127.0.0.1:${ports.PORT}/health`;
        expect((await httpsGet(url, {}, 'GET', undefined, ca)).status).toBe(200); // its CA alone verifies it, by IP
        // The app's server, a Node process: its fetch refuses the certificate until told of the CA.
        expect(nodeFetch(url, { NODE_EXTRA_CA_CERTS: ca })).toBe('200');
        expect(nodeFetch(url, {})).toBe('UNABLE_TO_VERIFY_LEAF_SIGNATURE');
      } finally {
        await started.stop();
      }
    } finally {
      await rm(made, { recursive: true, force: true });
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
