import { useEffect, useRef } from 'react';
import type { Clock } from '../engine/clock';
import type { GameStore } from '../engine/game-store';
import { createFixedStepLoop, runOnAnimationFrames } from '../engine/loop';
import { createRenderer } from './renderer';

export interface GameCanvasProps {
  store: GameStore;
  clock: Clock;
}

/**
 * The canvas and the loop behind it. React renders this once; frames happen outside React.
 * The canvas is decoration for sighted players: the cell, banners and panels are DOM.
 */
export function GameCanvas({ store, clock }: GameCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const renderer = createRenderer(canvas);
    const fit = () => renderer?.resize(canvas.clientWidth, canvas.clientHeight, window.devicePixelRatio || 1);
    fit();
    window.addEventListener('resize', fit);
    const loop = createFixedStepLoop({
      clock,
      update: (stepMs) => store.update(stepMs, clock.now()),
      draw: () => renderer?.draw(store.world, clock.now()),
    });
    const stop = runOnAnimationFrames(loop);
    return () => {
      stop();
      window.removeEventListener('resize', fit);
    };
  }, [store, clock]);

  return <canvas ref={canvasRef} className="game-canvas" aria-hidden="true" />;
}
