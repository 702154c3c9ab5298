// `npm start`: install what is missing, build dist/ if it is stale, then serve
// the demo (PORT, default 8000; HOST optional) over 100,000 articles in an
// SQLite file it creates on first start (DEMO_ARTICLES changes the number),
// or in the PostgreSQL database DATABASE_URL names. DATABASE_CONNECTIONS,
// DATABASE_CONNECTION_WAIT, DATABASE_STATEMENT_TIMEOUT, DATABASE_BUSY_TIMEOUT
// and DATABASE_RETRY_AFTER bound its waits (docs/databases.md).

import { ensureBuild, ensureDependencies, fail } from './ensure.mjs';

await ensureDependencies();
await ensureBuild();

const port = Number(process.env.PORT) || 8000;
const options = { port, articles: Number(process.env.DEMO_ARTICLES) || 100_000 };
if (process.env.HOST) options.host = process.env.HOST;

let server;
try {
  const { startServer } = await import('../demo/server.mjs');
  server = await startServer(options);
} catch (error) {
  if (error?.code === 'EADDRINUSE') {
    fail(`Port ${port} is already in use: stop the other server or set PORT to a free port.`);
  }
  console.error(error);
  fail('The demo server could not start: see the error above.');
}

const address = server?.address?.();
const actualPort = address && typeof address === 'object' ? address.port : port;
console.log(`Demo on http://localhost:${actualPort}`);
