import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** One world's /play answer as sent: gzipped JSON and the hash of the JSON. */
export interface PlayAnswer {
  /** Of the JSON: the same answer has the same hash on every instance and after a restart. */
  hash: string;
  gzip: Buffer;
}

/**
 * The /play answers of the worlds most asked for, gzipped (issue 33): the answer is the same for
 * every player, and a version never changes once saved, so an entry is good for as long as its
 * key (the published version; the type and name for a generated map) is the world's. A world
 * keeps one entry: a new publish replaces it. Bounded by the bytes it holds, the least recently
 * used going first. Who may see the world is checked by the route on every request, before.
 */
export class PlayCache {
  private readonly entries = new Map<string, { key: string; answer: PlayAnswer }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The world's answer for `key`: cached, or the one `make` builds (null: nothing to answer, nothing kept). */
  async get(worldId: string, key: string, make: () => Promise<object | null>): Promise<PlayAnswer | null> {
    const hit = this.entries.get(worldId);
    if (hit?.key === key) {
      this.entries.delete(worldId);
      this.entries.set(worldId, hit);
      return hit.answer;
    }
    const body = await make();
    if (body === null) return null;
    const answer = encode(body);
    this.drop(worldId);
    if (answer.gzip.length > this.maxBytes) return answer;
    this.entries.set(worldId, { key, answer });
    this.bytes += answer.gzip.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
    return answer;
  }

  private drop(worldId: string): void {
    const entry = this.entries.get(worldId);
    if (!entry) return;
    this.entries.delete(worldId);
    this.bytes -= entry.answer.gzip.length;
  }

  /** Bytes held. */
  get size(): number {
    return this.bytes;
  }
}

export function encode(body: object): PlayAnswer {
  const json = JSON.stringify(body);
  return { hash: createHash('sha256').update(json).digest('base64url').slice(0, 27), gzip: gzipSync(json) };
}

/** Whether an If-None-Match header names this tag: the weak comparison RFC 9110 asks for; `*` is any. */
export function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
