import { GenericContainer, type StartedTestContainer, Wait } from 'testcontainers';
import { afterAll, beforeAll, expect, it } from 'vitest';

// The image built from the repository (docs/container.md); the client is yours to choose: any UUID, a 32+ character secret.
const IMAGE = process.env.SANDBOX_IMAGE ?? 'account-connection-sandbox';
const CLIENT_ID = '6a1f0c3e-2b4d-4e8f-9a1b-3c5d7e9f1a2b';
const CLIENT_SECRET = 'sk_test_testcontainers_0123456789abcdef';

let sandbox: StartedTestContainer;
let api: string;
beforeAll(async () => {
  sandbox = await new GenericContainer(IMAGE)
    .withEnvironment({ SANDBOX_CLIENT_ID: CLIENT_ID, SANDBOX_CLIENT_SECRET: CLIENT_SECRET, DATA_DIR: ':memory:' })
    .withExposedPorts(3000)
    .withWaitStrategy(Wait.forHealthCheck()) // the image's HEALTHCHECK: GET /health, by Node itself
    .start();
  api = `http://${sandbox.getHost()}:${sandbox.getMappedPort(3000)}`;
}, 120_000);
afterAll(() => sandbox?.stop());

it('answers a link token for your user', async () => {
  const response = await fetch(`${api}/api/v1/linktoken`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Client-Id': CLIENT_ID, 'X-Client-Secret': CLIENT_SECRET },
    body: JSON.stringify({ userId: 'user-1' }),
  });
  expect(response.status).toBe(200);
  const { content } = (await response.json()) as { content: { linkToken: string } };
  expect(Buffer.from(content.linkToken, 'base64').toString()).toMatch(/^http:\/\/127\.0\.0\.1:3000\/link\/ls_/); // PUBLIC_URL, the image's default
});
