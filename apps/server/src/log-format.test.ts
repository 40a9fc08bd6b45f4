import { describe, expect, it } from 'vitest';
import { formatLogLine, logDestination, runningAtMessage, terminalLogStream } from './log-format.js';

const at = new Date(2026, 10, 23, 14, 3, 7).getTime();

describe('formatLogLine', () => {
  it('turns a pino record into one short line: time, level, message, fields', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'vm',
      reqId: 'req-1',
      res: { statusCode: 200 },
      responseTime: 14.6669,
      msg: 'request completed',
    });
    expect(formatLogLine(line)).toBe(
      '14:03:07 INFO  request completed reqId=req-1 res.statusCode=200 responseTime=14.7',
    );
  });

  it('quotes values with spaces and puts an error stack on indented lines below', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'error while closing',
      err: { type: 'Error', message: 'disk full', stack: 'Error: disk full\n    at close (db.ts:1:1)' },
    });
    expect(formatLogLine(line).split('\n')).toEqual([
      '14:03:07 ERROR error while closing err.type=Error err.message="disk full"',
      '    at close (db.ts:1:1)',
    ]);
  });

  it('leaves a line that is not a JSON object as it is', () => {
    expect(formatLogLine('plain text\n')).toBe('plain text');
    expect(formatLogLine('[1,2]')).toBe('[1,2]');
  });
});

describe('where logs go', () => {
  it('writes each record of a chunk as its own formatted line', () => {
    const written: string[] = [];
    const stream = terminalLogStream({ write: (text) => written.push(text) });
    stream.write(
      `${JSON.stringify({ level: 40, time: at, msg: 'a' })}\n${JSON.stringify({ level: 30, time: at, msg: 'b' })}\n`,
    );
    expect(written).toEqual(['14:03:07 WARN  a\n', '14:03:07 INFO  b\n']);
  });

  it('keeps pino JSON when stdout is not a terminal', () => {
    expect(logDestination(false)).toEqual({});
    expect(logDestination(true).stream).toBeDefined();
  });
});

describe('runningAtMessage', () => {
  it('names localhost for wildcard and loopback hosts, and the real host otherwise', () => {
    expect(runningAtMessage('0.0.0.0', 3000)).toBe('Authentic Internet is running at http://localhost:3000');
    expect(runningAtMessage('127.0.0.1', 4123)).toBe('Authentic Internet is running at http://localhost:4123');
    expect(runningAtMessage('game.example.com', 80)).toBe(
      'Authentic Internet is running at http://game.example.com:80',
    );
    expect(runningAtMessage('fd00::1', 3000)).toBe('Authentic Internet is running at http://[fd00::1]:3000');
  });
});
