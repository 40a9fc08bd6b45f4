/**
 * Small building blocks for sounds made with Web Audio (decision 0181): an envelope, a tone and a
 * burst of noise. Every block plays once at a given time and disconnects itself when it ends.
 */

/** Exponential ramps cannot reach 0, so "silent" is this. */
export const SILENT = 0.0001;

/** Attack to `peak`, then an exponential fall to silence. */
export function envelope(param: AudioParam, start: number, peak: number, attack: number, release: number): void {
  param.setValueAtTime(SILENT, start);
  param.linearRampToValueAtTime(peak, start + attack);
  param.exponentialRampToValueAtTime(SILENT, start + attack + release);
}

/** A gain node that shapes one sound and feeds `out`. */
export function envelopeGain(
  ctx: BaseAudioContext,
  out: AudioNode,
  start: number,
  peak: number,
  attack: number,
  release: number,
): GainNode {
  const gain = ctx.createGain();
  gain.gain.value = 0;
  envelope(gain.gain, start, peak, attack, release);
  gain.connect(out);
  return gain;
}

/** Once a source has finished, unplug it and the nodes it fed, so nothing lingers in the graph. */
export function unplugWhenEnded(source: AudioScheduledSourceNode, ...fed: AudioNode[]): void {
  source.onended = () => {
    source.disconnect();
    for (const node of fed) node.disconnect();
  };
}

/** Plays a source from `start` to `end`, then unplugs it. */
export function playBetween(source: AudioScheduledSourceNode, start: number, end: number, ...fed: AudioNode[]): void {
  unplugWhenEnded(source, ...fed);
  source.start(start);
  source.stop(end);
}

export interface ToneOptions {
  type: OscillatorType;
  freq: number;
  /** Glide to this frequency by the end of the sound. */
  to?: number;
  start: number;
  peak: number;
  attack?: number;
  release: number;
}

export function tone(ctx: BaseAudioContext, out: AudioNode, options: ToneOptions): OscillatorNode {
  const { type, freq, to, start, peak, attack = 0.005, release } = options;
  const end = start + attack + release;
  const osc = ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, start);
  if (to !== undefined) osc.frequency.exponentialRampToValueAtTime(to, end);
  const gain = envelopeGain(ctx, out, start, peak, attack, release);
  osc.connect(gain);
  playBetween(osc, start, end + 0.02, gain);
  return osc;
}

// One buffer of white noise per context; every noisy sound plays a slice of it from a random offset.
const noiseBuffers = new WeakMap<BaseAudioContext, AudioBuffer>();
const NOISE_SECONDS = 2;

export function noiseBuffer(ctx: BaseAudioContext): AudioBuffer {
  let buffer = noiseBuffers.get(ctx);
  if (!buffer) {
    buffer = ctx.createBuffer(1, Math.round(ctx.sampleRate * NOISE_SECONDS), ctx.sampleRate);
    const samples = buffer.getChannelData(0);
    for (let i = 0; i < samples.length; i += 1) samples[i] = Math.random() * 2 - 1;
    noiseBuffers.set(ctx, buffer);
  }
  return buffer;
}

export interface NoiseOptions {
  start: number;
  peak: number;
  attack?: number;
  release: number;
  filter: BiquadFilterType;
  freq: number;
  /** Sweep the filter to this frequency by the end. */
  to?: number;
  q?: number;
}

/** Filtered noise with an envelope; returns the filter so callers can move it further. */
export function noise(ctx: BaseAudioContext, out: AudioNode, options: NoiseOptions): BiquadFilterNode {
  const { start, peak, attack = 0.003, release, filter: type, freq, to, q = 1 } = options;
  const end = start + attack + release;
  const source = ctx.createBufferSource();
  source.buffer = noiseBuffer(ctx);
  source.loop = true;
  const filter = ctx.createBiquadFilter();
  filter.type = type;
  filter.Q.value = q;
  filter.frequency.setValueAtTime(freq, start);
  if (to !== undefined) filter.frequency.exponentialRampToValueAtTime(to, end);
  const gain = envelopeGain(ctx, out, start, peak, attack, release);
  source.connect(filter);
  filter.connect(gain);
  unplugWhenEnded(source, filter, gain);
  source.start(start, Math.random() * NOISE_SECONDS);
  source.stop(end + 0.02);
  return filter;
}

/** A slow wobble of `param` around its value: an LFO oscillator through a depth gain. */
export function wobble(
  ctx: BaseAudioContext,
  param: AudioParam,
  rate: number,
  depth: number,
  start: number,
  end: number,
): void {
  const lfo = ctx.createOscillator();
  lfo.frequency.value = rate;
  const amount = ctx.createGain();
  amount.gain.value = depth;
  lfo.connect(amount);
  amount.connect(param);
  playBetween(lfo, start, end, amount);
}

/** MIDI note number to frequency in hertz (A4 = 69 = 440 Hz). */
export function midiToFrequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}
