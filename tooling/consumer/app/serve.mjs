// Serves the consumer app's production build (dist/) and answers the shell's API calls with the
// packages' own mock backend (`@shell/mocks` with the header's, markets' and reminder's
// features, through msw's `getResponse`), the way a
// downstream app's server sits in front of the exchange API. Usage: node serve.mjs <site> <user>;
// prints `listening <port>` once ready.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { createMockBackend } from '@shell/mocks';
import { marketsMockFeature } from '@shell/markets/mocks';
import { reminderMockFeature } from '@shell/reminder/mocks';
import { headerMockFeature } from '@shell/header/mocks';

const [site = 'main', user = 'visitor'] = process.argv.slice(2);
const backend = createMockBackend({ site, user, features: [headerMockFeature, marketsMockFeature, reminderMockFeature] });
const DIST = fileURLToPath(new URL('./dist/', import.meta.url));
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const headers = Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : []));
    const mocked = await getResponse(backend.handlers, new Request(url, { method: req.method, headers, body }));
    if (mocked) {
      res.writeHead(mocked.status, Object.fromEntries(mocked.headers));
      res.end(Buffer.from(await mocked.arrayBuffer()));
      return;
    }
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(DIST, extname(path) === '' ? 'index.html' : path);
    if (!file.startsWith(DIST)) throw new Error('outside dist');
    const content = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(content);
  } catch {
    res.writeHead(404).end();
  }
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
