// A transfer webhook receiver to try the sandbox with: it verifies each delivery's signature with the client
// package and prints the event. With --until-final it exits once it has verified a transfer's final status.
// docs/walkthrough.md runs it, and test/readme/readme.test.ts runs the walkthrough.
import express from 'express';
import { transferWebhookHandler } from '@account-connection/client';

const secret = process.env.WEBHOOK_SECRET;
if (!secret) throw new Error('Set WEBHOOK_SECRET to the whsec_ secret that PUT /admin/api/v1/clients/{clientId}/webhook answered.');
const port = Number(process.env.RECEIVER_PORT ?? 4000);
const untilFinal = process.argv.includes('--until-final');

const seen = new Set<string>(); // EventId is the idempotency key: a redelivery is acknowledged, not processed twice
const app = express();
app.post(
  '/webhooks/transfers', // before any express.json(): the signature covers the raw body
  transferWebhookHandler({
    secrets: secret,
    isDuplicate: (eventId) => seen.has(eventId),
    onEvent: (event) => {
      seen.add(event.EventId);
      console.log(`receiver: verified ${event.TransferStatus} for transfer ${event.TransferId} (${event.SourceAmount} ${event.Token})`);
      if (untilFinal && event.TransferStatus !== 'Pending') server.close(); // its answer is already sent
    },
  }),
);
const server = app.listen(port, '127.0.0.1', () => console.log(`receiver: listening on http://127.0.0.1:${port}/webhooks/transfers`));
