// The baselines of `npm run bench:api`: a bare Fastify hello-world, and a bare
// JSON POST answered 400; no hooks, no logging, no validation.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// What any JSON POST answered 400 costs in bare Fastify (body read and parsed,
// nothing checked): the floor under the real server's rejected submission.
app.post('/rejected', async (_request, reply) =>
  reply.code(400).send({ message: 'Some fields are missing or invalid.' }),
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
