// A static server for the release build, as any static host serves it: the files of a folder
// (dist/ by default), compressed with brotli or gzip when the browser accepts it, with the types
// browsers need (application/wasm for streaming compilation), validators (a file not changed is
// answered 304), and files whose names carry their content's hash kept for a year. `scripts/play.sh` serves the page
// with it, and `scripts/measure-page.mjs` measures the page through it.
// Usage: node scripts/serve.mjs [--port PORT] [--host HOST] [--gzip] [FOLDER] (`--gzip`: no brotli,
// as hosts that compress with gzip only).

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};
const PACKED = new Set(['.html', '.js', '.css', '.wasm', '.svg', '.json', '.webmanifest', '.txt']);

/**
 * Serves `root` on `host`:`port` (0: a free port); `gzip`: never brotli. Returns { url, close }.
 * @param {{ root: string, port?: number, host?: string, gzip?: boolean }} options
 */
export async function startServer({ root, port = 0, host = '127.0.0.1', gzip = false }) {
  const top = path.resolve(root);
  if (!fs.existsSync(path.join(top, 'index.html'))) throw new Error(`${top}/index.html is missing: build the page first`);
  /** Compressed bodies, by file, encoding and modification time. */
  const packed = new Map();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url || '/', 'http://localhost');
    let file = path.normalize(path.join(top, decodeURIComponent(url.pathname)));
    if (file !== top && !file.startsWith(top + path.sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const ext = path.extname(file);
    const stat = fs.statSync(file);
    const tag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const hashed = /-[0-9a-f]{16}(_bg\.wasm|\.js)$/.test(file);
    const headers = {
      'content-type': TYPES[ext] || 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag: tag,
      vary: 'accept-encoding',
    };
    if (req.headers['if-none-match'] === tag) {
      res.writeHead(304, headers).end();
      return;
    }
    const accepts = String(req.headers['accept-encoding'] || '');
    const encoding = !PACKED.has(ext) ? null : !gzip && /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    let body = fs.readFileSync(file);
    if (encoding) {
      const key = `${file}|${encoding}|${fs.statSync(file).mtimeMs}`;
      if (!packed.has(key)) {
        packed.set(key, encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body, { level: 9 }));
      }
      body = packed.get(key);
      headers['content-encoding'] = encoding;
    }
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${address.port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const take = (name) => {
    const i = args.indexOf(name);
    return i < 0 ? undefined : args.splice(i, 2)[1];
  };
  const port = Number(take('--port') ?? 8080);
  const host = take('--host') ?? '127.0.0.1';
  const gzip = args.includes('--gzip');
  const root = args.filter((a) => a !== '--gzip')[0] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const { url } = await startServer({ root, port, host, gzip });
  console.log(`Quadrille is served at ${url} from ${path.resolve(root)} (Ctrl+C to stop)`);
}
