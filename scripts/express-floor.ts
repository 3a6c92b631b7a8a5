// The benchmark's floor: Express 5 with its JSON body parser and nothing else, answering each POST with a body
// the real server gave for that path, on the same Node server as the sandbox (expressServer). What the sandbox adds
// (auth, rate limit, validation, store) is measured against it in the same run. Started by `npm run bench` only:
// PORT and FLOOR_BODIES (path → JSON body).
import express from 'express';
import { expressServer } from '../server/http/server.js';

const bodies = JSON.parse(process.env.FLOOR_BODIES ?? '{}') as Record<string, unknown>;
const app = express();
app.disable('x-powered-by');
app.disable('etag');
app.use(express.json());
for (const [path, body] of Object.entries(bodies)) app.post(path, (_req, res) => void res.json(body));
expressServer(app).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('Express floor listening'));
