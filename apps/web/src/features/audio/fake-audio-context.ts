/**
 * A hand-written stand-in for AudioContext, for tests only: it makes no sound, it records which
 * nodes were created, how they are connected, when sources start and stop and what gains are set.
 */
import type { MusicTimers } from './music-player';

export interface ParamEvent {
  kind: 'set' | 'linear' | 'exponential' | 'target' | 'cancel';
  value: number;
  time: number;
}

export class FakeParam {
  readonly events: ParamEvent[] = [];
  constructor(public value: number) {}
  setValueAtTime(value: number, time: number) {
    this.events.push({ kind: 'set', value, time });
    return this;
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.events.push({ kind: 'linear', value, time });
    return this;
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    this.events.push({ kind: 'exponential', value, time });
    return this;
  }
  setTargetAtTime(value: number, time: number) {
    this.events.push({ kind: 'target', value, time });
    return this;
  }
  cancelScheduledValues(time: number) {
    this.events.push({ kind: 'cancel', value: Number.NaN, time });
    return this;
  }
  /** The last value scheduled, or the plain value when nothing was scheduled. */
  lastValue(): number {
    return this.events.at(-1)?.value ?? this.value;
  }
}

export class FakeNode {
  outputs: Array<FakeNode | FakeParam> = [];
  disconnected = false;
  constructor(readonly kind: string) {}
  connect<T extends FakeNode | FakeParam>(destination: T): T {
    this.outputs.push(destination);
    return destination;
  }
  disconnect() {
    this.outputs = [];
    this.disconnected = true;
  }
}

export class FakeGain extends FakeNode {
  readonly gain = new FakeParam(1);
  constructor() {
    super('gain');
  }
}

export class FakeSource extends FakeNode {
  startedAt: number | null = null;
  stoppedAt: number | null = null;
  onended: (() => void) | null = null;
  start(when = 0) {
    if (this.startedAt !== null) throw new Error('InvalidStateError: started twice');
    this.startedAt = when;
  }
  stop(when = 0) {
    if (this.startedAt === null) throw new Error('InvalidStateError: stop before start');
    this.stoppedAt = when;
  }
}

export class FakeOscillator extends FakeSource {
  type: OscillatorType = 'sine';
  readonly frequency = new FakeParam(440);
  readonly detune = new FakeParam(0);
  constructor() {
    super('oscillator');
  }
}

export class FakeBufferSource extends FakeSource {
  buffer: FakeBuffer | null = null;
  loop = false;
  loopStart = 0;
  loopEnd = 0;
  readonly playbackRate = new FakeParam(1);
  constructor() {
    super('bufferSource');
  }
}

export class FakeFilter extends FakeNode {
  type: BiquadFilterType = 'lowpass';
  readonly frequency = new FakeParam(350);
  readonly Q = new FakeParam(1);
  readonly gain = new FakeParam(0);
  constructor() {
    super('biquadFilter');
  }
}

export class FakeBuffer {
  private readonly data: Float32Array;
  constructor(
    readonly numberOfChannels: number,
    readonly length: number,
    readonly sampleRate: number,
  ) {
    this.data = new Float32Array(length);
  }
  getChannelData(): Float32Array {
    return this.data;
  }
}

export class FakeAudioContext {
  currentTime = 0;
  readonly sampleRate = 8000;
  state: AudioContextState = 'suspended';
  readonly destination = new FakeNode('destination');
  readonly nodes: FakeNode[] = [];
  resumeCalls = 0;

  resume(): Promise<void> {
    this.resumeCalls += 1;
    this.state = 'running';
    return Promise.resolve();
  }
  close(): Promise<void> {
    this.state = 'closed';
    return Promise.resolve();
  }
  private made<T extends FakeNode>(node: T): T {
    this.nodes.push(node);
    return node;
  }
  createGain() {
    return this.made(new FakeGain());
  }
  createOscillator() {
    return this.made(new FakeOscillator());
  }
  createBufferSource() {
    return this.made(new FakeBufferSource());
  }
  createBiquadFilter() {
    return this.made(new FakeFilter());
  }
  createBuffer(channels: number, length: number, sampleRate: number) {
    return new FakeBuffer(channels, length, sampleRate);
  }

  /** As an AudioContext, for the code under test. */
  asAudioContext(): AudioContext {
    return this as unknown as AudioContext;
  }

  sources(): FakeSource[] {
    return this.nodes.filter((node): node is FakeSource => node instanceof FakeSource);
  }

  gains(): FakeGain[] {
    return this.nodes.filter((node): node is FakeGain => node instanceof FakeGain);
  }

  /** Moves the clock on and lets every source that has stopped by then end. */
  advance(seconds: number): void {
    this.currentTime += seconds;
    for (const source of this.sources()) {
      if (source.stoppedAt !== null && source.stoppedAt <= this.currentTime && source.onended) {
        const ended = source.onended;
        source.onended = null;
        ended();
      }
    }
  }
}

/** True when sound from `from` flows into `to` through node connections. */
export function reaches(from: FakeNode, to: FakeNode): boolean {
  const seen = new Set<FakeNode>();
  const visit = (node: FakeNode): boolean => {
    if (node === to) return true;
    if (seen.has(node)) return false;
    seen.add(node);
    return node.outputs.some((next) => next instanceof FakeNode && visit(next));
  };
  return visit(from);
}

/** Timers run by hand: `tick()` fires every interval once; `flushTimeouts()` every pending timeout. */
export class ManualTimers implements MusicTimers {
  private next = 1;
  readonly intervals = new Map<number, () => void>();
  readonly timeouts = new Map<number, () => void>();
  setInterval(callback: () => void): number {
    const id = this.next++;
    this.intervals.set(id, callback);
    return id;
  }
  clearInterval(handle: unknown): void {
    this.intervals.delete(handle as number);
  }
  setTimeout(callback: () => void): number {
    const id = this.next++;
    this.timeouts.set(id, callback);
    return id;
  }
  tick(): void {
    for (const callback of [...this.intervals.values()]) callback();
  }
  flushTimeouts(): void {
    const pending = [...this.timeouts.values()];
    this.timeouts.clear();
    for (const callback of pending) callback();
  }
}

/** A Storage-like map for settings tests. */
export function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem'> & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}
