import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, stubGeneratorModule } from '../../vite/zod-json-schema-stub';

// The web build's stand-in for zod's JSON Schema generator (decision 0254), checked against the
// zod that is installed: a zod update that moves things fails here, not in a player's browser.
const zodCore = path.join(path.dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4/core');
const source = (file: string) => readFileSync(path.join(zodCore, `${file}.js`), 'utf8');

describe('the zod JSON Schema stub', () => {
  it.each(['to-json-schema', 'json-schema-processors'])('exports every name %s.js exports', (file) => {
    const real = exportedNames(source(file));
    expect(real.length).toBeGreaterThan(3);
    expect(exportedNames(stubGeneratorModule(file, source(file))).sort()).toEqual([...real].sort());
  });

  it('keeps the checks the schemas’ .minLength/.format getters read, and drops the processors', () => {
    const stub = stubGeneratorModule('json-schema-processors', source('json-schema-processors'));
    expect(stub).toMatch(/export function aggregateChecks\(/);
    expect(stub).toMatch(/export const stringProcessor = unavailable;/);
    expect(stub.length).toBeLessThan(source('json-schema-processors').length / 4);
  });

  it('gives schemas a toJSONSchema method that says why it is missing when called', () => {
    const stub = stubGeneratorModule('to-json-schema', source('to-json-schema'));
    const run = new Function(
      `${stub.replace(/^export /gm, '')}; return createToJSONSchemaMethod({})`,
    ) as () => () => void;
    const method = run();
    expect(() => method()).toThrow(/left out of the web build/);
  });
});
