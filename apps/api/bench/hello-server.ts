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
// A webhook receiver that takes everything (the accepted-with-deliveries case)
// and counts what it got, so the bench can see every lead arrive exactly once.
const webhookIds = new Set<string>();
let webhooksReceived = 0;
app.post('/webhook', async (request, reply) => {
  webhooksReceived += 1;
  webhookIds.add(String(request.headers['webhook-id']));
  return reply.code(204).send();
});
app.get('/webhook/received', async () => ({ total: webhooksReceived, distinct: webhookIds.size }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
