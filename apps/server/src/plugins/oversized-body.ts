import type { FastifyReply, FastifyRequest } from 'fastify';

/** What is read and thrown away of a body past the limit before the connection is cut anyway. */
export const LINGER_MAX_BYTES = 32 * 1024 * 1024;
/** How long the rest of such a body may take to arrive. */
export const LINGER_MAX_MS = 15_000;

/**
 * A body over the limit is answered 413 before the client has sent it all. Fastify then closes the
 * connection, and a socket closed with bytes still arriving is reset: a client that writes its whole
 * body before reading (fetch, most HTTP libraries) sees ECONNRESET or EPIPE instead of the 413 and
 * cannot say why. So the answer keeps the connection, and the rest of the body is read and thrown
 * away — up to LINGER_MAX_BYTES within LINGER_MAX_MS (a "lingering close", as nginx does), after
 * which the socket is cut: a client cannot make the server take an endless body.
 */
export function lingerOverOversizedBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete) return;
  reply.removeHeader('connection');
  let drained = 0;
  const cut = () => {
    done();
    raw.socket?.destroy();
  };
  const timer = setTimeout(cut, LINGER_MAX_MS);
  timer.unref();
  const onData = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > LINGER_MAX_BYTES) cut();
  };
  const done = () => {
    clearTimeout(timer);
    raw.off('data', onData);
    raw.off('end', done);
    raw.off('close', done);
  };
  raw.on('data', onData);
  raw.once('end', done);
  raw.once('close', done);
  raw.resume();
}
