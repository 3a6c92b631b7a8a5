// The image's HEALTHCHECK (Containerfile): GET /health on the API listener from inside the container, by Node itself
// (the image has no curl); healthy when it answers 200 within 3 s. /health pings the store. Node 24 runs this file
// as it is (it strips the types); it imports nothing of the project, which the image does not hold.
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';

const tls = Boolean(process.env.TLS_CERT_FILE);
// Over TLS the certificate names the host's address, not 127.0.0.1 inside the container: reaching it is what counts.
const request = (tls ? httpsGet : httpGet)(
  { host: '127.0.0.1', port: Number(process.env.PORT || 3000), path: '/health', timeout: 3000, rejectUnauthorized: false },
  (response) => {
    response.resume();
    process.exit(response.statusCode === 200 ? 0 : 1);
  },
);
request.on('timeout', () => request.destroy(new Error('no answer within 3 s')));
request.on('error', (error) => {
  console.error(`unhealthy: ${error.message}`);
  process.exit(1);
});
