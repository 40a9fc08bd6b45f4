import type { Plugin } from 'vite';

/**
 * zod v4 gives every schema a `toJSONSchema()` method and a `~standard.jsonSchema`, so its whole
 * JSON Schema generator (about 5 kB gzipped) rides along with any schema into a bundle, used or
 * not. The web app never turns a schema into JSON Schema (the server does, for its OpenAPI
 * document), so its build swaps zod's two generator modules for stubs that throw if ever called
 * (decision 0254). Only `vite build` of the web app uses this; the server, the dev server and the
 * tests keep the real modules.
 */

/** The generator's modules, by their path inside the zod package. */
const GENERATOR = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;

/**
 * json-schema-processors.js also holds `aggregateChecks`, which a string or number schema's
 * `.minLength`, `.maxValue`, `.format`… getters read: everything above this line stays real.
 */
const PROCESSORS_KEEP_UNTIL = '\nconst formatMap = {';

/** The names a module exports (`export const|function|class x` and `export { a as b }`). */
export function exportedNames(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(/^export\s+(?:const|let|var|function\*?|class)\s+([\w$]+)/gm)) {
    names.add(match[1]!);
  }
  for (const match of code.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

const MESSAGE = "zod's JSON Schema generator is left out of the web build (apps/web/vite/zod-json-schema-stub.ts)";

/**
 * The stub of one generator module: every export it had, each a function that throws when called;
 * the `create…Method` factories a schema calls while it is built return such a function instead.
 * `file` is 'to-json-schema' or 'json-schema-processors'; `code` is the real module's source.
 */
export function stubGeneratorModule(file: string, code: string): string {
  let kept = '';
  if (file === 'json-schema-processors') {
    const end = code.indexOf(PROCESSORS_KEEP_UNTIL);
    if (end < 0) throw new Error(`${MESSAGE}: zod's json-schema-processors.js changed; update the stub`);
    kept = `${code.slice(0, end)}\n`;
  }
  const keptNames = new Set(exportedNames(kept));
  const lines = [
    kept,
    `const unavailable = () => { throw new Error(${JSON.stringify(MESSAGE)}); };`,
    ...exportedNames(code)
      .filter((name) => !keptNames.has(name))
      .map((name) =>
        /^create\w*Method$/.test(name)
          ? `export const ${name} = () => unavailable;`
          : `export const ${name} = unavailable;`,
      ),
  ];
  return lines.join('\n');
}

/** The Vite plugin; the build fails if zod is bundled but its generator was not stubbed. */
export function zodJsonSchemaStub(): Plugin {
  const stubbed = new Set<string>();
  let zodSeen = false;
  return {
    name: 'authentic:zod-json-schema-stub',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) zodSeen = true;
      const match = GENERATOR.exec(id.split('?')[0]!);
      if (!match) return null;
      stubbed.add(match[1]!);
      return { code: stubGeneratorModule(match[1]!, code), map: null };
    },
    buildEnd(error) {
      if (!error && zodSeen && stubbed.size < 2) {
        this.error(`${MESSAGE}, but zod's generator modules were not found; update the stub for this zod`);
      }
    },
  };
}
