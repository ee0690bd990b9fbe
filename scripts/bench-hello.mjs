// The baseline: a bare Fastify server answering a constant JSON, nothing else registered.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2] ?? 4399), host: '127.0.0.1' });
console.log('ready');
