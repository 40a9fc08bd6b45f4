import { useEffect, useRef, useState } from 'react';
import type { Clock } from '../engine/clock';
import type { GameStore } from '../engine/game-store';
import { createFixedStepLoop, runOnAnimationFrames, type FixedStepLoop } from '../engine/loop';
import { figureAt, PICK_PLAYER_EVENT, type PickPlayerDetail } from '../../../lib/player-pick';
import { isPixelAvatar } from '../../../lib/render/art/avatar-sheet';
import { NO_INSETS, type Insets, type Rect } from './camera';
import type { OthersProvider } from './others-painter';
import { createRenderer, type Renderer, type RendererOptions } from './renderer';

declare global {
  interface Window {
    /** With ?bench: milliseconds of update + draw for each frame, for bench/render.mjs. */
    __frameTimings?: number[];
  }
}

/** A change of the frame (a prompt shows, the hint folds) moves the camera over this long, not at once. */
export const SAFE_AREA_EASE_MS = 300;

/** The insets the camera uses, gliding from the last ones to new ones over SAFE_AREA_EASE_MS. */
function easedInsets() {
  let from: Insets = NO_INSETS;
  let to: Insets = NO_INSETS;
  let at = -Infinity;
  let measured = false;
  const mix = (t: number): Insets => ({
    top: Math.round(from.top + (to.top - from.top) * t),
    right: Math.round(from.right + (to.right - from.right) * t),
    bottom: Math.round(from.bottom + (to.bottom - from.bottom) * t),
    left: Math.round(from.left + (to.left - from.left) * t),
  });
  const now = (ms: number) => mix(Math.min(1, Math.max(0, (ms - at) / SAFE_AREA_EASE_MS)));
  return {
    now,
    /** The first frame measured applies at once; later ones glide. */
    target(next: Insets, ms: number) {
      from = measured ? now(ms) : next;
      to = next;
      at = ms;
      measured = true;
    },
  };
}

/**
 * Which half of the view the character is drawn in, with some slack so it does not flip on every step
 * across the middle: panels that point at the map open on the other side (decision 0243).
 */
export function sideOf(current: 'start' | 'end' | null, centre: number, length: number): 'start' | 'end' {
  const share = length > 0 ? centre / length : 0.5;
  if (current === 'start') return share > 0.6 ? 'end' : 'start';
  if (current === 'end') return share < 0.4 ? 'start' : 'end';
  return share < 0.5 ? 'start' : 'end';
}

/** Wraps a loop so every frame's update + draw time is recorded (only with ?bench). */
function timedLoop(loop: FixedStepLoop): FixedStepLoop {
  const timings: number[] = [];
  window.__frameTimings = timings;
  return {
    frame() {
      const start = performance.now();
      const steps = loop.frame();
      timings.push(performance.now() - start);
      return steps;
    },
    reset: () => loop.reset(),
  };
}

export interface GameCanvasProps {
  store: GameStore<string>;
  clock: Clock;
  /** The look of a map the renderer cannot tell from its id (a player-made world's type). */
  biomeFor?: RendererOptions['biomeFor'];
  /** A player-made world's own art for a map (its tilesets' images already loaded). */
  artFor?: RendererOptions['artFor'];
  /** Paints what lies on a map and is not an artifact (a world story's books). */
  decorate?: RendererOptions['decorate'];
  /** The player's avatar: a pixel avatar (64 px or less) becomes the character on the map. */
  playerAvatar?: string | null;
  /** Other players on this map, read each frame (live presence). */
  others?: OthersProvider | null;
  /** The frame of HUD, toolbar, hint and pad the character is kept clear of (decision 0243). */
  insets?: Insets;
}

/**
 * The canvas and the loop behind it. React renders this once; frames happen outside React.
 * The canvas is decoration for sighted players: the cell, banners and panels are DOM. A hidden marker
 * follows the character's box as each frame draws it (data-testid 'player-marker'), with the halves of
 * the view it stands in as data-side-x ('left' | 'right') and data-side-y ('top' | 'bottom').
 */
export function GameCanvas({
  store,
  clock,
  biomeFor,
  artFor,
  decorate,
  playerAvatar = null,
  others = null,
  insets = NO_INSETS,
}: GameCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const markerRef = useRef<HTMLDivElement>(null);
  const [frame] = useState(easedInsets);
  const rendererRef = useRef<Renderer | null>(null);
  const avatarRef = useRef<HTMLImageElement | null>(null);

  // The avatar loads beside the game; a photo (larger than 64 px) leaves our own character in place.
  useEffect(() => {
    avatarRef.current = null;
    rendererRef.current?.setPlayerAvatar(null);
    if (!playerAvatar) return;
    const image = new Image();
    let live = true;
    image.onload = () => {
      if (!live || !isPixelAvatar(image.naturalWidth, image.naturalHeight)) return;
      avatarRef.current = image;
      rendererRef.current?.setPlayerAvatar(image);
    };
    image.src = playerAvatar;
    return () => {
      live = false;
    };
  }, [playerAvatar]);

  const othersRef = useRef(others);
  useEffect(() => {
    othersRef.current = others;
    rendererRef.current?.setOthers(others);
  }, [others]);

  useEffect(() => {
    frame.target(insets, clock.now());
  }, [frame, clock, insets]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const params = new URLSearchParams(window.location.search);
    const bench = params.has('bench');
    const renderer = createRenderer(canvas, {
      naive: bench && params.has('naive'),
      // Left out, each is undefined: the renderer's own default.
      biomeFor,
      artFor,
      decorate,
    });
    rendererRef.current = renderer;
    if (avatarRef.current) renderer?.setPlayerAvatar(avatarRef.current);
    renderer?.setOthers(othersRef.current);
    const fit = () => renderer?.resize(canvas.clientWidth, canvas.clientHeight, window.devicePixelRatio || 1);
    fit();
    window.addEventListener('resize', fit);
    const loop = createFixedStepLoop({
      clock,
      update: (stepMs) => store.update(stepMs, clock.now()),
      draw: () => {
        if (!renderer) return;
        const now = clock.now();
        renderer.setSafeArea(frame.now(now));
        renderer.draw(store.world, now);
        if (markerRef.current) showPlayerBox(markerRef.current, renderer.playerBox(), canvas);
      },
    });
    const stop = runOnAnimationFrames(bench ? timedLoop(loop) : loop);
    // Spec 01 §4: clicking an artifact shows its details (keyboard players have the discovery panel).
    // Issue 34: clicking another player's figure chooses them (live presence opens their card).
    const onClick = (event: MouseEvent) => {
      if (!renderer) return;
      const box = canvas.getBoundingClientRect();
      const cell = renderer.cellAt(event.clientX - box.left, event.clientY - box.top);
      const other = othersRef.current ? figureAt(othersRef.current(clock.now()), cell) : null;
      if (other) {
        const detail: PickPlayerDetail = { handle: other.handle };
        canvas.dispatchEvent(new CustomEvent(PICK_PLAYER_EVENT, { detail, bubbles: true }));
        return;
      }
      store.clickCell(cell);
    };
    canvas.addEventListener('click', onClick);
    return () => {
      stop();
      canvas.removeEventListener('click', onClick);
      window.removeEventListener('resize', fit);
      rendererRef.current = null;
    };
  }, [store, clock, biomeFor, artFor, decorate, frame]);

  return (
    <>
      <canvas ref={canvasRef} className="game-canvas" aria-hidden="true" />
      <div ref={markerRef} className="game-player-marker" data-testid="player-marker" aria-hidden="true" />
    </>
  );
}

/** Moves the marker onto the character's drawn box; writes only what changed (frames stay cheap). */
function showPlayerBox(marker: HTMLDivElement, box: Rect | null, canvas: HTMLCanvasElement): void {
  if (!box) return;
  const transform = `translate(${box.x}px, ${box.y}px)`;
  if (marker.style.transform !== transform) {
    marker.style.transform = transform;
    marker.style.width = `${box.width}px`;
    marker.style.height = `${box.height}px`;
  }
  const sides = marker.dataset;
  const x = sideOf(
    sides.sideX === 'left' ? 'start' : sides.sideX === 'right' ? 'end' : null,
    box.x + box.width / 2,
    canvas.clientWidth,
  );
  const y = sideOf(
    sides.sideY === 'top' ? 'start' : sides.sideY === 'bottom' ? 'end' : null,
    box.y + box.height / 2,
    canvas.clientHeight,
  );
  const sideX = x === 'start' ? 'left' : 'right';
  const sideY = y === 'start' ? 'top' : 'bottom';
  if (sides.sideX !== sideX) sides.sideX = sideX;
  if (sides.sideY !== sideY) sides.sideY = sideY;
}
