// The yardstick: a bare Fastify hello-world, no plugins, no logging, no database.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const port = Number(process.env.PORT ?? 0);
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
