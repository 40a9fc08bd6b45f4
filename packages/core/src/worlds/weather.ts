import type { MapType } from '../contracts/worlds.js';
import { seededRng } from '../shared/rng.js';
import { hashWorldSeed } from './seed-hash.js';

export interface WorldWeather {
  /** °C, a whole number. */
  temperature: number;
  condition: string;
}

interface Climate {
  /** Daily mean in °C. */
  mean: number;
  /** Half the day-night swing in °C. */
  swing: number;
  /** Conditions with their relative weights. */
  conditions: readonly (readonly [string, number])[];
}

const CLIMATES: Readonly<Record<MapType, Climate>> = {
  fantasy: {
    mean: 16,
    swing: 6,
    conditions: [
      ['sunny', 4],
      ['cloudy', 3],
      ['rain', 2],
      ['fog', 1],
    ],
  },
  scifi: {
    mean: -5,
    swing: 4,
    conditions: [
      ['aurora', 3],
      ['cloudy', 2],
      ['snow', 2],
      ['storm', 1],
      ['sunny', 1],
    ],
  },
  'post-apocalyptic': {
    mean: 34,
    swing: 8,
    conditions: [
      ['dust', 4],
      ['sunny', 4],
      ['cloudy', 1],
      ['storm', 1],
    ],
  },
  mystery: {
    mean: 10,
    swing: 4,
    conditions: [
      ['fog', 5],
      ['cloudy', 3],
      ['rain', 2],
      ['storm', 1],
    ],
  },
};

/** How the sky shifts the temperature a little. */
const CONDITION_SHIFT: Readonly<Record<string, number>> = { sunny: 1, rain: -2, snow: -2, fog: -1, storm: -2 };

/** A condition holds for this many hours before a new one is drawn. */
const CONDITION_HOURS = 3;

/**
 * The weather of a world at an hour (hourIndex = Math.floor(epochMs / 3_600_000), from the caller).
 * Pure: the temperature follows a daily curve (warmest mid-afternoon) plus a per-world offset, and
 * the condition is drawn per world per few hours from the map type's climate.
 */
export function worldWeather(mapType: MapType, seed: string, hourIndex: number): WorldWeather {
  const climate = CLIMATES[mapType];
  const offset = (hashWorldSeed(`${mapType}:${seed}:offset`) % 7) - 3;
  const hour = ((Math.floor(hourIndex) % 24) + 24) % 24;
  const daily = climate.swing * Math.sin((2 * Math.PI * (hour - 9)) / 24);

  const block = Math.floor(hourIndex / CONDITION_HOURS);
  const rng = seededRng(hashWorldSeed(`${mapType}:${seed}:${block}`));
  const condition = pickWeighted(climate.conditions, rng());

  const temperature = Math.round(climate.mean + offset + daily + (CONDITION_SHIFT[condition] ?? 0)) + 0;
  return { temperature, condition };
}

function pickWeighted(options: Climate['conditions'], roll: number): string {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let left = roll * total;
  for (const [name, weight] of options) {
    left -= weight;
    if (left < 0) return name;
  }
  return options[options.length - 1]?.[0] ?? 'cloudy';
}
