// Logs are JSON lines (pino) for machines; in a terminal a person reads them, so there each
// record becomes one short line. Our own few lines instead of pino-pretty: every dependency
// adds to the time `npm install` takes.

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every record has that a person at a terminal does not need. */
const SKIPPED = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'v']);

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** `key=value` pairs for a record's fields, nested objects flattened with dots. */
function fieldsOf(record: Record<string, unknown>, prefix = ''): string[] {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (!prefix && SKIPPED.has(key)) continue;
    if (value === undefined) continue;
    const name = `${prefix}${key}`;
    if (key === 'stack' && typeof value === 'string') continue; // shown below the line instead
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      parts.push(...fieldsOf(value as Record<string, unknown>, `${name}.`));
    } else {
      const text =
        typeof value === 'string'
          ? value
          : typeof value === 'number' && !Number.isInteger(value)
            ? value.toFixed(1)
            : JSON.stringify(value);
      parts.push(`${name}=${/[\s"]/.test(text) || text === '' ? JSON.stringify(text) : text}`);
    }
  }
  return parts;
}

/**
 * One pino JSON line as one readable line: `14:03:07 INFO  request completed res.statusCode=200`.
 * An error's stack follows on indented lines. A line that is not JSON is returned unchanged.
 */
export function formatLogLine(line: string): string {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return line.replace(/\n$/, '');
  }
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return line.replace(/\n$/, '');
  const fields = record as Record<string, unknown>;
  const time = typeof fields.time === 'number' ? new Date(fields.time) : undefined;
  const clock = time ? `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())} ` : '';
  const level = (typeof fields.level === 'number' ? LEVELS[fields.level] : undefined) ?? String(fields.level ?? '');
  const message = typeof fields.msg === 'string' ? fields.msg : '';
  const head = [`${clock}${level.padEnd(5)}`, message, ...fieldsOf(fields)].filter(Boolean).join(' ');
  const err = fields.err as { stack?: unknown } | undefined;
  const stack = typeof err?.stack === 'string' ? err.stack.split('\n').slice(1) : [];
  return [head, ...stack.map((frame) => `    ${frame.trim()}`)].join('\n');
}

/** A pino destination that writes each record through formatLogLine. */
export function terminalLogStream(out: { write(text: string): unknown } = process.stdout): {
  write(chunk: string): void;
} {
  return {
    write(chunk) {
      for (const line of chunk.split('\n')) if (line) out.write(`${formatLogLine(line)}\n`);
    },
  };
}

/** Logger options for where the logs go: readable lines on a terminal, JSON (pino's default) otherwise. */
export function logDestination(isTerminal = Boolean(process.stdout.isTTY)): {
  stream?: { write(chunk: string): void };
} {
  return isTerminal ? { stream: terminalLogStream() } : {};
}

/** The one plain line `npm start` ends with; a wildcard or loopback host reads as localhost. */
export function runningAtMessage(host: string, port: number): string {
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost', ''].includes(host);
  const shown = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `Authentic Internet is running at http://${shown}:${port}`;
}
