import { createHmac, timingSafeEqual } from 'node:crypto';

/** At most one warning this often about dropped messages, with how many were dropped. */
export const DROP_WARN_MS = 60_000;
/** Signature length: HMAC-SHA256 in base64url. */
const SIGNATURE_CHARS = 43;

/**
 * Every message the presence bus publishes, and every value it keeps in Redis, is sealed
 * `<signature>.<text>`: HMAC-SHA256 over the channel (or key) and the text, with a key all
 * instances share (decision 0263). An instance drops whatever it cannot open — unsigned, badly
 * signed, or signed for another channel — so a client of Redis without the key cannot speak as
 * an instance.
 */
export interface BusSeal {
  seal(scope: string, text: string): string;
  /** The text sealed for this scope, or undefined (dropped, counted, warned about now and then). */
  open(scope: string, sealed: string): string | undefined;
}

/**
 * The bus's key: BUS_SECRET as given, else one derived from the token signing key (JWT_SECRET, or
 * the one kept in the database), so instances on one database agree with nothing to configure and
 * the bus's key says nothing about the tokens'.
 */
export function busKey(busSecret: string | undefined, tokenKey: Uint8Array): Buffer {
  if (busSecret) return Buffer.from(busSecret, 'utf8');
  return createHmac('sha256', tokenKey).update('authentic-internet presence bus v1').digest();
}

export function busSeal(
  key: Buffer,
  log: { warn(object: unknown, message: string): void },
  now: () => number = Date.now,
): BusSeal {
  const sign = (scope: string, text: string) =>
    createHmac('sha256', key).update(scope).update('\n').update(text).digest('base64url');
  let dropped = 0;
  let warnedAt = -Infinity;

  const drop = (scope: string): undefined => {
    dropped += 1;
    if (now() - warnedAt < DROP_WARN_MS) return undefined;
    log.warn(
      { dropped, scope },
      'presence bus: dropped unsigned or badly signed messages (is BUS_SECRET the same on every instance? can anything else reach Redis?)',
    );
    warnedAt = now();
    dropped = 0;
    return undefined;
  };

  return {
    seal: (scope, text) => `${sign(scope, text)}.${text}`,
    open(scope, sealed) {
      const dot = sealed.indexOf('.');
      if (dot !== SIGNATURE_CHARS) return drop(scope);
      const text = sealed.slice(dot + 1);
      const given = Buffer.from(sealed.slice(0, dot));
      const expected = Buffer.from(sign(scope, text));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return drop(scope);
      return text;
    },
  };
}
