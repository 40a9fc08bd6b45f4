import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEditorStore, type EditorTool } from './model';
import { testDoc } from './model/test-doc';
import { EditorCanvas } from './editor-canvas';
import { freshToolMemory } from './tool-choice';
import { TOOLS } from './tools';

/** A 2D context that draws nothing, so the canvas runs its frames (and says where its view is) in jsdom. */
function fakeContext(): CanvasRenderingContext2D {
  const noop = () => fake;
  const fake: CanvasRenderingContext2D = new Proxy({} as CanvasRenderingContext2D, {
    get: (target, key) => (key in target ? target[key as keyof typeof target] : noop),
    set: (target, key, value) => Reflect.set(target, key, value),
  });
  return fake;
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => fakeContext() as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
  vi.spyOn(HTMLCanvasElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
});
afterEach(() => vi.restoreAllMocks());

function renderCanvas(tool: EditorTool) {
  const store = createEditorStore(testDoc());
  store.dispatch({ type: 'setTool', tool });
  render(
    <EditorCanvas store={store} memory={freshToolMemory()} biome="meadow" zoom={1} onZoom={() => {}} problems={[]} />,
  );
  return { store, canvas: screen.getByRole('application', { name: /^Map canvas, / }) };
}

/** The editor's stylesheet as written (jsdom applies no media queries), from the root or from apps/web. */
const stylesheet = readFileSync(
  ['apps/web', '.']
    .map((folder) => join(process.cwd(), folder, 'src/features/world-editor/world-editor.css'))
    .find((path) => existsSync(path))!,
  'utf8',
);

const frame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
const finger = { pointerType: 'touch', pointerId: 7, button: 0 };
const doc = (store: ReturnType<typeof createEditorStore>) => store.getState().history.present;

describe('one finger on the map of a phone', () => {
  it('pans with a swipe that starts mostly up or down when the tool does not paint', async () => {
    const { store, canvas } = renderCanvas({ kind: 'spawn' });
    await frame();
    expect(canvas.dataset.viewY).toBe('0');
    fireEvent.pointerDown(canvas, { ...finger, clientX: 100, clientY: 200 });
    fireEvent.pointerMove(canvas, { ...finger, clientX: 104, clientY: 150 });
    fireEvent.pointerMove(canvas, { ...finger, clientX: 106, clientY: 120 });
    fireEvent.pointerUp(canvas, { ...finger, clientX: 106, clientY: 120 });
    await frame();
    expect(canvas.dataset.viewY).toBe('80');
    expect(doc(store).spawn).toEqual({ mapId: 'main', x: 1, y: 1 });
    expect(store.getState().history.past).toHaveLength(0);
  });

  it('still uses such a tool with a tap, or with a drag that starts sideways', () => {
    const { store, canvas } = renderCanvas({ kind: 'spawn' });
    const px = Number(canvas.dataset.cellPx ?? 32);
    fireEvent.pointerDown(canvas, { ...finger, clientX: 3 * px + 2, clientY: 2 * px + 2 });
    fireEvent.pointerUp(canvas, { ...finger, clientX: 3 * px + 2, clientY: 2 * px + 2 });
    expect(doc(store).spawn).toEqual({ mapId: 'main', x: 3, y: 2 });
    fireEvent.pointerDown(canvas, { ...finger, clientX: 5 * px + 2, clientY: 6 * px + 2 });
    fireEvent.pointerMove(canvas, { ...finger, clientX: 5 * px + 40, clientY: 6 * px + 6 });
    fireEvent.pointerUp(canvas, { ...finger, clientX: 5 * px + 40, clientY: 6 * px + 6 });
    expect(doc(store).spawn).toEqual({ mapId: 'main', x: 5, y: 6 });
  });

  it('paints as before with a painting tool, even straight down', async () => {
    const { store, canvas } = renderCanvas({ kind: 'brush', code: 2 });
    await frame();
    const px = Number(canvas.dataset.cellPx);
    fireEvent.pointerDown(canvas, { ...finger, clientX: 2 * px + 2, clientY: 0 * px + 2 });
    fireEvent.pointerMove(canvas, { ...finger, clientX: 2 * px + 2, clientY: 3 * px + 2 });
    fireEvent.pointerUp(canvas, { ...finger, clientX: 2 * px + 2, clientY: 3 * px + 2 });
    expect([0, 1, 2, 3].map((y) => doc(store).maps[0]!.rows[y]![2])).toEqual(['2', '2', '2', '2']);
    await frame();
    expect(canvas.dataset.viewY).toBe('0');
  });
});

describe('the tool rows on a narrow screen', () => {
  it('marks the painting tools, the only ones a finger drags with', () => {
    expect(TOOLS.filter((tool) => tool.paints).map((tool) => tool.label)).toEqual([
      'Brush',
      'Rectangle',
      'Fill',
      'Eraser',
      'Paint tiles',
      'Erase tiles',
    ]);
  });

  it('scroll sideways with a visible scrollbar, and fade the edge with more buttons where the browser can tell', () => {
    const phone = stylesheet.slice(stylesheet.indexOf('/* On a phone the tool rows'));
    const rows = phone.slice(0, phone.indexOf('}'));
    expect(rows).toContain('@media (max-width: 600px)');
    expect(rows).toMatch(/\.editor-tools,\s*\.editor-toolbar \.editor-palette \{/);
    expect(rows).toContain('flex-wrap: nowrap');
    expect(rows).toContain('overflow-x: auto');
    expect(rows).toContain('scrollbar-width: thin');
    expect(phone).toContain('animation-timeline: scroll(self inline)');
    expect(phone).toMatch(/@keyframes editor-row-fade[\s\S]*mask-image/);
  });
});
