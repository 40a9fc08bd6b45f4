// The crowd's HTTP client and what it records: every call's latency, by name, and every failure.
import http from 'node:http';

/**
 * Keep-alive sockets without a cap, as a crowd of browsers would hold: the server, not a
 * client-side queue, decides how long a call waits.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 2048 });

/** Latencies and failures per call name; `reset` starts a new measuring window. */
export class Recorder {
  constructor() {
    this.reset();
  }

  reset() {
    this.calls = new Map();
    this.startedAt = performance.now();
    /** While false, calls still run but are not counted (players joining between steps). */
    this.on = true;
  }

  add(name, ms, failure) {
    if (!this.on) return;
    let call = this.calls.get(name);
    if (!call) {
      call = { latencies: [], failures: 0, failureKinds: new Map() };
      this.calls.set(name, call);
    }
    call.latencies.push(ms);
    if (failure) {
      call.failures += 1;
      call.failureKinds.set(failure, (call.failureKinds.get(failure) ?? 0) + 1);
    }
  }
}

/**
 * One player's connection to the server. Every call goes through the load balancer, which
 * passes the player's own address on in X-Forwarded-For (the server runs with TRUST_PROXY).
 */
export class Client {
  constructor(baseUrl, ip, recorder) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.ip = ip;
    this.recorder = recorder;
    this.token = undefined;
  }

  /**
   * Sends one call and records it under `name`. Resolves to { status, body } (body parsed
   * JSON or undefined); never rejects. `expect` lists the statuses that are not failures.
   */
  call(name, method, path, body, expect = [200, 201]) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json', 'x-forwarded-for': this.ip };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const started = performance.now();
    return new Promise((resolve) => {
      const finish = (status, text, failure) => {
        let parsed;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = undefined;
        }
        // A failure is named by its status and the server's own words, when it sent some.
        const said = failure && typeof parsed?.message === 'string' ? ` '${parsed.message.slice(0, 60)}'` : '';
        this.recorder.add(name, performance.now() - started, failure && `${failure}${said}`);
        resolve({ status, body: parsed });
      };
      const request = http.request(
        { host: this.host, port: this.port, method, path, headers, agent, timeout: 10_000 },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            finish(status, Buffer.concat(chunks).toString('utf8'), expect.includes(status) ? undefined : `${status}`);
          });
          response.on('error', () => finish(0, '', 'socket'));
        },
      );
      // The web client gives up after 10 s too (spec 01 §7).
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => finish(0, '', error.message === 'timeout' ? 'timeout' : 'socket'));
      request.end(payload);
    });
  }
}

export function closeConnections() {
  agent.destroy();
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One row per call name, and a total: count, requests/s, p50 and p99 (ms), failures. */
export function summarise(recorder) {
  const seconds = (performance.now() - recorder.startedAt) / 1000;
  const rows = [];
  const all = [];
  let failures = 0;
  const kinds = new Map();
  for (const [name, call] of [...recorder.calls].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = Float64Array.from(call.latencies).sort();
    all.push(...call.latencies);
    failures += call.failures;
    for (const [kind, count] of call.failureKinds) kinds.set(`${name} ${kind}`, count);
    rows.push({
      call: name,
      count: sorted.length,
      'req/s': round(sorted.length / seconds, 1),
      'p50 ms': round(percentile(sorted, 50), 1),
      'p99 ms': round(percentile(sorted, 99), 1),
      failures: call.failures,
    });
  }
  const sorted = Float64Array.from(all).sort();
  const total = {
    count: sorted.length,
    requestsPerSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failures,
    failureKinds: [...kinds].map(([kind, count]) => `${kind} ×${count}`).join(', '),
  };
  return { rows, total };
}

export const round = (value, digits) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : value);
