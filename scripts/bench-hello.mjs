// The baseline: a bare Fastify server answering a constant JSON, nothing else registered. With a
// second argument (a file), it also answers that file's bytes as JSON at /same-body, the fair
// baseline for answers of the same size.
import { existsSync, readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const bodyFile = process.argv[3];
if (bodyFile) {
  const body = readFileSync(bodyFile, 'utf8');
  app.get('/same-body', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  // Beside it, `<file>.br` when present: the same answer already compressed, as a cache would hold it.
  const brotli = existsSync(`${bodyFile}.br`) ? readFileSync(`${bodyFile}.br`) : undefined;
  if (brotli) {
    app.get('/same-body-br', async (_request, reply) =>
      reply.type('application/json; charset=utf-8').header('content-encoding', 'br').send(brotli),
    );
  }
}
await app.listen({ port: Number(process.argv[2] ?? 4399), host: '127.0.0.1' });
console.log('ready');
