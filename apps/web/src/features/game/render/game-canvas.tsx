import { useEffect, useRef } from 'react';
import type { Clock } from '../engine/clock';
import type { GameStore } from '../engine/game-store';
import { createFixedStepLoop, runOnAnimationFrames, type FixedStepLoop } from '../engine/loop';
import { isPixelAvatar } from './art/avatar-sheet';
import type { OthersProvider } from './others-painter';
import { createRenderer, type Renderer, type RendererOptions } from './renderer';

declare global {
  interface Window {
    /** With ?bench: milliseconds of update + draw for each frame, for bench/render.mjs. */
    __frameTimings?: number[];
  }
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
  /** The player's avatar: a pixel avatar (64 px or less) becomes the character on the map. */
  playerAvatar?: string | null;
  /** Other players on this map, read each frame (live presence). */
  others?: OthersProvider | null;
}

/**
 * The canvas and the loop behind it. React renders this once; frames happen outside React.
 * The canvas is decoration for sighted players: the cell, banners and panels are DOM.
 */
export function GameCanvas({ store, clock, biomeFor, playerAvatar = null, others = null }: GameCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
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
    const canvas = canvasRef.current;
    if (!canvas) return;
    const params = new URLSearchParams(window.location.search);
    const bench = params.has('bench');
    const renderer = createRenderer(canvas, { naive: bench && params.has('naive'), ...(biomeFor ? { biomeFor } : {}) });
    rendererRef.current = renderer;
    if (avatarRef.current) renderer?.setPlayerAvatar(avatarRef.current);
    renderer?.setOthers(othersRef.current);
    const fit = () => renderer?.resize(canvas.clientWidth, canvas.clientHeight, window.devicePixelRatio || 1);
    fit();
    window.addEventListener('resize', fit);
    const loop = createFixedStepLoop({
      clock,
      update: (stepMs) => store.update(stepMs, clock.now()),
      draw: () => renderer?.draw(store.world, clock.now()),
    });
    const stop = runOnAnimationFrames(bench ? timedLoop(loop) : loop);
    // Spec 01 §4: clicking an artifact shows its details (keyboard players have the discovery panel).
    const onClick = (event: MouseEvent) => {
      if (!renderer) return;
      const box = canvas.getBoundingClientRect();
      store.clickCell(renderer.cellAt(event.clientX - box.left, event.clientY - box.top));
    };
    canvas.addEventListener('click', onClick);
    return () => {
      stop();
      canvas.removeEventListener('click', onClick);
      window.removeEventListener('resize', fit);
      rendererRef.current = null;
    };
  }, [store, clock, biomeFor]);

  return <canvas ref={canvasRef} className="game-canvas" aria-hidden="true" />;
}
