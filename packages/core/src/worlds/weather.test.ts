import { describe, expect, it } from 'vitest';
import { MAP_TYPES, type MapType } from '../contracts/worlds.js';
import { worldWeather } from './weather.js';

const RANGES: Readonly<Record<MapType, readonly [number, number]>> = {
  fantasy: [0, 30],
  scifi: [-25, 10],
  'post-apocalyptic': [18, 50],
  mystery: [-5, 22],
};

const BASE_HOUR = 480_000; // an hour index in 2024

describe.each(MAP_TYPES)('worldWeather(%s)', (mapType) => {
  it('is deterministic', () => {
    for (let h = 0; h < 48; h += 1) {
      expect(worldWeather(mapType, 'seed', BASE_HOUR + h)).toEqual(worldWeather(mapType, 'seed', BASE_HOUR + h));
    }
  });

  it('changes temperature through a day', () => {
    for (const seed of ['a', 'b', 'c']) {
      const temperatures = Array.from({ length: 24 }, (_, h) => worldWeather(mapType, seed, BASE_HOUR + h).temperature);
      expect(new Set(temperatures).size).toBeGreaterThan(2);
    }
  });

  it('stays in a plausible range with a named condition', () => {
    const [min, max] = RANGES[mapType];
    for (let s = 0; s < 30; s += 1) {
      for (let h = 0; h < 72; h += 1) {
        const weather = worldWeather(mapType, `world-${s}`, BASE_HOUR + h);
        expect(Number.isInteger(weather.temperature)).toBe(true);
        expect(weather.temperature).toBeGreaterThanOrEqual(min);
        expect(weather.temperature).toBeLessThanOrEqual(max);
        expect(weather.condition.length).toBeGreaterThan(0);
      }
    }
  });

  it('handles negative hour indexes', () => {
    const weather = worldWeather(mapType, 'x', -5);
    expect(Number.isInteger(weather.temperature)).toBe(true);
    expect(weather.condition.length).toBeGreaterThan(0);
  });
});

describe('climates', () => {
  const conditionsOf = (mapType: MapType): Set<string> => {
    const seen = new Set<string>();
    for (let s = 0; s < 20; s += 1) {
      for (let h = 0; h < 240; h += 3) seen.add(worldWeather(mapType, `w${s}`, BASE_HOUR + h).condition);
    }
    return seen;
  };

  it('fit each map type', () => {
    expect(conditionsOf('post-apocalyptic').has('dust')).toBe(true);
    expect(conditionsOf('scifi').has('aurora')).toBe(true);
    expect(conditionsOf('mystery').has('fog')).toBe(true);
    expect(conditionsOf('fantasy').has('dust')).toBe(false);
  });

  it('keep the wasteland hotter than the station on average', () => {
    const mean = (mapType: MapType): number => {
      let sum = 0;
      for (let h = 0; h < 240; h += 1) sum += worldWeather(mapType, 'same', BASE_HOUR + h).temperature;
      return sum / 240;
    };
    expect(mean('post-apocalyptic')).toBeGreaterThan(mean('fantasy'));
    expect(mean('fantasy')).toBeGreaterThan(mean('scifi'));
  });

  it('varies the condition over time', () => {
    const conditions = new Set(
      Array.from({ length: 72 }, (_, h) => worldWeather('fantasy', 'world', BASE_HOUR + h * 3).condition),
    );
    expect(conditions.size).toBeGreaterThan(1);
  });
});
