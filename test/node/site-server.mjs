/**
 * A static site on 127.0.0.1 for the tests that load a framework's output in Chromium: the files of
 * `folder` (a folder's index.html for its address), the package's built files under /dist/, and
 * whatever `answer(url)` returns first (a string is sent as HTML, `{ type, body }` as it says). `tail` is markup put before
 * `</body>` of every HTML page, `delay` holds back /dist/paginator-elements.min.js by that many ms.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** Starts the server; resolves with `{ origin, options, close() }` (change `options.tail` / `options.delay` between pages). */
export async function serveSite({ folder = null, answer = () => undefined, tail = '', delay = 0 } = {}) {
  const options = { tail, delay };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const send = (status, type, body) => response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    const html = (body) => send(200, TYPES['.html'], body.replace('</body>', `${options.tail}</body>`));
    try {
      const answered = await answer(url);
      if (typeof answered === 'string') return html(answered);
      if (answered) return send(200, answered.type, answered.body);
      const path = normalize(decodeURIComponent(url.pathname));
      if (path.includes('..')) return send(404, 'text/plain', '');
      if (path.startsWith('/dist/')) {
        if (path === '/dist/paginator-elements.min.js' && options.delay) await new Promise((resolve) => setTimeout(resolve, options.delay));
        return send(200, TYPES[extname(path)] ?? 'application/octet-stream', await readFile(join(ROOT, path)));
      }
      if (!folder) return send(404, 'text/plain', '');
      const file = join(folder, path.endsWith('/') ? `${path}index.html` : path);
      const body = await readFile(file);
      return extname(file) === '.html' ? html(body.toString()) : send(200, TYPES[extname(file)] ?? 'application/octet-stream', body);
    } catch (error) {
      return send(error.code === 'ENOENT' || error.code === 'EISDIR' ? 404 : 500, 'text/plain', String(error.message));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    options,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
