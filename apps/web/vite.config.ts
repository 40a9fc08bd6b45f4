import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/**
 * zod v4 gives every schema a `toJSONSchema()` method and a `~standard.jsonSchema`, so its whole
 * JSON Schema generator (about 5 kB gzipped) rides along with any schema into a bundle, used or
 * not. The web app never turns a schema into JSON Schema (the server does, for its OpenAPI
 * document), so its build swaps zod's two generator modules for stubs that throw if ever called
 * (decision 0254). Only `vite build` of the web app uses this; the server, the dev server and the
 * tests keep the real modules. The build checks the stub: it fails if zod's generator modules are
 * not found, or if a stub lacks a name the real module exports.
 */

/** The generator's modules, by their path inside the zod package. */
const GENERATOR = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;

/**
 * json-schema-processors.js also holds `aggregateChecks`, which a string or number schema's
 * `.minLength`, `.maxValue`, `.format`… getters read: everything above this line stays real.
 */
const PROCESSORS_KEEP_UNTIL = '\nconst formatMap = {';

/** The names a module exports (`export const|function|class x` and `export { a as b }`). */
function exportedNames(code: string): string[] {
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

const MESSAGE = "zod's JSON Schema generator is left out of the web build (apps/web/vite.config.ts, decision 0254)";

/**
 * The stub of one generator module: every export it had, each a function that throws when called;
 * the `create…Method` factories a schema calls while it is built return such a function instead.
 * `file` is 'to-json-schema' or 'json-schema-processors'; `code` is the real module's source.
 */
function stubGeneratorModule(file: string, code: string): string {
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
function zodJsonSchemaStub(): Plugin {
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
      const stub = stubGeneratorModule(match[1]!, code);
      // Every name the real module exports must still be there, or a zod update broke the stub.
      const stubNames = new Set(exportedNames(stub));
      const missing = exportedNames(code).filter((name) => !stubNames.has(name));
      if (missing.length > 0) this.error(`${MESSAGE}: the stub of ${match[1]}.js lacks ${missing.join(', ')}`);
      stubbed.add(match[1]!);
      return { code: stub, map: null };
    },
    buildEnd(error) {
      if (!error && zodSeen && stubbed.size < 2) {
        this.error(`${MESSAGE}, but zod's generator modules were not found; update the stub for this zod`);
      }
    },
  };
}

/**
 * The modules of the game's first load: what the entry and the game route import statically, all
 * the way down. Only these may go to the `shared` chunk, so a module that three lazy screens share
 * but the game does not (a form field, the safety contracts) stays out of what loads before the
 * game is playable (decision 0254). Worked out once per build, from the module graph.
 */
const FIRST_LOAD_ROOTS = ['./src/main.tsx', './src/app/game/game-route.tsx'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);
let firstLoad: Set<string> | null = null;

/**
 * Core modules the web reaches through core's barrel (so they look like part of the first load) that
 * only the world builder and player-made worlds run: the world document's schema and the contracts
 * that carry it, a world's story and its characters' drawn looks, the Tiled import and export, a
 * world's own art and its inflater, and their messages. They stay out of `shared`, so the main world
 * never loads them (and no module of `shared` may re-export them: a re-export is a dependency the
 * group takes).
 */
const WORLDS_ONLY =
  /packages[\\/]core[\\/]src[\\/](worlds[\\/](tiled[\\/]|world-layers-codec|world-doc-walls|world-doc-walk|world-doc-check|world-doc-atlas)|messages[\\/]tiled|npcs[\\/]npc-avatar|contracts[\\/]world-builder|worlds[\\/]world-doc\.ts|stories[\\/]world-story)/;

function firstLoadModules(ctx: ChunkingContext): Set<string> {
  if (firstLoad) return firstLoad;
  const found = new Set<string>();
  const queue = [...FIRST_LOAD_ROOTS];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) {
      if (FIRST_LOAD_ROOTS.includes(id))
        throw new Error(`vite.config.ts: the first-load root ${id} is not in the build`);
      continue;
    }
    found.add(id);
    queue.push(...info.importedIds);
  }
  firstLoad = found;
  return found;
}

/** Forgets the last build's graph (a watch rebuild, or a second build in one process). */
const firstLoadGraph = (): Plugin => ({
  name: 'authentic:first-load-graph',
  apply: 'build',
  buildStart() {
    firstLoad = null;
  },
});

export default defineConfig({
  plugins: [react(), zodJsonSchemaStub(), firstLoadGraph()],
  resolve: {
    // Read core from source: a change there reloads the page without a build.
    // Exact names: '@authentic/core' must not swallow '@authentic/core/ink' (ink's runtime, a lazy chunk).
    alias: [
      {
        find: /^@authentic\/core$/,
        replacement: fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url)),
      },
      {
        find: /^@authentic\/core\/ink$/,
        replacement: fileURLToPath(new URL('../../packages/core/src/ink/index.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      // Live presence's WebSocket (issue 23); listed first, so it is matched before '/api'.
      '/api/presence': { target: apiTarget, changeOrigin: false, ws: true },
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      // A zod schema is built by calls the bundler cannot prove pure, so every schema of a module it
      // takes would stay, used or not; `z.…(…)` chains are pure, so unused schemas leave the bundle.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          // Fewer, larger chunks before the game is playable: one for the libraries every screen
          // needs, one for our modules that three or more screens share and the game's first load
          // needs (bench:first-load measures it); the rest split as the bundler sees fit.
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zod)[\\/]/ },
            {
              name: (id, ctx) => (firstLoadModules(ctx).has(id) && !WORLDS_ONLY.test(id) ? 'shared' : null),
              test: /(packages[\\/]core|apps[\\/]web[\\/]src)[\\/]/,
              minShareCount: 3,
            },
          ],
        },
      },
    },
  },
});
