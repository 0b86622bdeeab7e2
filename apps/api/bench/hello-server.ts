// The baseline of `npm run bench:api`: a bare Fastify hello-world, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
