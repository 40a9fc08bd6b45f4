import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUILT_IN_MAP_LINKS, BUILT_IN_MAP_READABLE_NAMES, MAP_GRAPH, MAP_MESSAGES } from '@authentic/core';
import { SPIN_EVERY_MS, SPIN_FOR_MS, type MatchMedia, type SpinTimers } from './use-auto-spin';
import { WORLD_MAP_TEXTS, WorldMapOverlay } from './world-map-overlay';

/** A hand-stepped clock: `advance` fires whatever falls due. */
function testTimers() {
  let now = 0;
  let nextId = 0;
  const jobs = new Map<number, { at: number; every: number | null; run: () => void }>();
  const timers: SpinTimers = {
    setInterval: (run, ms) => (jobs.set(++nextId, { at: now + ms, every: ms, run }), nextId),
    setTimeout: (run, ms) => (jobs.set(++nextId, { at: now + ms, every: null, run }), nextId),
    clearInterval: (id) => jobs.delete(id as number),
    clearTimeout: (id) => jobs.delete(id as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...jobs.entries()].filter(([, job]) => job.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, job] = due;
      now = job.at;
      if (job.every === null) jobs.delete(id);
      else job.at += job.every;
      act(() => job.run());
    }
    now = end;
  };
  return { timers, advance, pending: () => jobs.size };
}

function media(reduced: boolean): MatchMedia {
  return () => ({ matches: reduced, addEventListener: vi.fn(), removeEventListener: vi.fn() });
}

function svg() {
  return screen.getByRole('img', { name: WORLD_MAP_TEXTS.mapLabel });
}

function ways() {
  return within(screen.getByRole('list', { name: WORLD_MAP_TEXTS.waysHeading })).getAllByRole('listitem');
}

describe('WorldMapOverlay', () => {
  it('is a dialog that says where you are and draws every place and every road of the graph', () => {
    const { container } = render(
      <WorldMapOverlay graph={MAP_GRAPH} currentMapId="desert1" onClose={() => {}} matchMedia={media(true)} />,
    );
    expect(screen.getByRole('dialog', { name: WORLD_MAP_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText(WORLD_MAP_TEXTS.currentMap('Desert 1'))).toBeInTheDocument();
    const places = [...container.querySelectorAll('.world-map-place')];
    expect(places.map((place) => place.getAttribute('data-id'))).toEqual(MAP_GRAPH.map((node) => node.id));
    expect(container.querySelector('[data-current]')?.getAttribute('data-id')).toBe('desert1');
    const roads = [...container.querySelectorAll('.world-map-road')].map((road) =>
      [road.getAttribute('data-from'), road.getAttribute('data-to')].sort().join('|'),
    );
    expect(new Set(roads)).toEqual(new Set(BUILT_IN_MAP_LINKS.map((link) => [link.from, link.to].sort().join('|'))));
    expect(svg().textContent).not.toMatch(/Terminal3|Level4Shooter/);
    expect(svg().textContent).toContain('Arcade Hall');
  });

  it("lists every link the game walks as 'From → To' with how it is walked", () => {
    render(<WorldMapOverlay graph={MAP_GRAPH} currentMapId="yosemite" onClose={() => {}} matchMedia={media(true)} />);
    const name = (id: keyof typeof BUILT_IN_MAP_READABLE_NAMES) => BUILT_IN_MAP_READABLE_NAMES[id];
    expect(ways().map((item) => item.querySelector('.world-map-way-link')?.textContent)).toEqual(
      BUILT_IN_MAP_LINKS.map((link) => `${name(link.from)} → ${name(link.to)}`),
    );
    const item = (text: string) => ways().find((way) => way.textContent?.startsWith(text));
    expect(item('Overworld → Overworld 2')).toHaveTextContent('by portal or walking off the right edge');
    expect(item('Yosemite → Terminal Room')).toHaveTextContent('by the terminal portal');
    expect(item('Yosemite → Terminal Room')).toHaveClass('is-here');
    expect(item('Overworld → Dungeon Level 1')).toBeUndefined();
  });

  it('zooms in and out by 0.1 between 0.5 and 2', async () => {
    render(<WorldMapOverlay graph={MAP_GRAPH} currentMapId="overworld" onClose={() => {}} matchMedia={media(true)} />);
    const zoom = screen.getByRole('status', { name: WORLD_MAP_TEXTS.zoom });
    expect(zoom).toHaveTextContent('1.0×');
    await userEvent.click(screen.getByRole('button', { name: WORLD_MAP_TEXTS.zoomIn }));
    expect(zoom).toHaveTextContent('1.1×');
    // The remaining steps by plain clicks: what is tested is where they stop, not the pointer.
    const zoomIn = screen.getByRole('button', { name: WORLD_MAP_TEXTS.zoomIn });
    const zoomOut = screen.getByRole('button', { name: WORLD_MAP_TEXTS.zoomOut });
    const drawing = svg();
    for (let i = 0; i < 12; i += 1) fireEvent.click(zoomIn);
    expect(zoom).toHaveTextContent('2.0×');
    expect(Number(drawing.getAttribute('width'))).toBeCloseTo(
      2 * Number(drawing.getAttribute('viewBox')?.split(' ')[2]),
    );
    for (let i = 0; i < 20; i += 1) fireEvent.click(zoomOut);
    expect(zoom).toHaveTextContent('0.5×');
  });

  it('spins for 3 s every 30 s', () => {
    const clock = testTimers();
    render(
      <WorldMapOverlay
        graph={MAP_GRAPH}
        currentMapId="overworld"
        onClose={() => {}}
        timers={clock.timers}
        matchMedia={media(false)}
      />,
    );
    expect(svg()).toHaveAttribute('data-spinning', 'false');
    clock.advance(SPIN_EVERY_MS);
    expect(svg()).toHaveAttribute('data-spinning', 'true');
    clock.advance(SPIN_FOR_MS - 1);
    expect(svg()).toHaveAttribute('data-spinning', 'true');
    clock.advance(1);
    expect(svg()).toHaveAttribute('data-spinning', 'false');
    clock.advance(SPIN_EVERY_MS - SPIN_FOR_MS);
    expect(svg()).toHaveAttribute('data-spinning', 'true');
  });

  it('never spins when the user prefers reduced motion', () => {
    const clock = testTimers();
    render(
      <WorldMapOverlay
        graph={MAP_GRAPH}
        currentMapId="overworld"
        onClose={() => {}}
        timers={clock.timers}
        matchMedia={media(true)}
      />,
    );
    expect(clock.pending()).toBe(0);
    clock.advance(SPIN_EVERY_MS * 3);
    expect(svg()).toHaveAttribute('data-spinning', 'false');
  });

  it.each([
    ['not a list', { nodes: [] }],
    ['a link to a missing map', [{ id: 'a', name: 'A', x: 0, y: 0, connections: ['nowhere'] }]],
    ['a node without coordinates', [{ id: 'a', name: 'A', connections: [] }]],
  ])('shows exactly the invalid-data error for %s', (_, graph) => {
    render(<WorldMapOverlay graph={graph} currentMapId="a" onClose={() => {}} matchMedia={media(true)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error: Invalid map data$/);
    expect(screen.getByRole('alert').textContent).toBe(MAP_MESSAGES.invalidMapData);
    expect(screen.queryByRole('img', { name: WORLD_MAP_TEXTS.mapLabel })).not.toBeInTheDocument();
  });

  it('closes with its close button and with Escape', async () => {
    const onClose = vi.fn();
    render(<WorldMapOverlay graph={MAP_GRAPH} currentMapId="overworld" onClose={onClose} matchMedia={media(true)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
