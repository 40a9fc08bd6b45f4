import { describe, expect, it } from 'vitest';
import { commandForKey } from './keyboard';

const press = (key: string, target: EventTarget | null = document.body, extra = {}) =>
  commandForKey({ key, target, ctrlKey: false, metaKey: false, altKey: false, ...extra });

describe('game keys', () => {
  it('moves with arrows and WASD', () => {
    expect(press('ArrowLeft')).toEqual({ kind: 'move', direction: 'left' });
    expect(press('W')).toEqual({ kind: 'move', direction: 'up' });
    expect(press('d')).toEqual({ kind: 'move', direction: 'right' });
  });

  it('maps the panel, talk, interact, portal and close keys', () => {
    expect(press('i')).toEqual({ kind: 'toggle', panel: 'inventory' });
    expect(press('M')).toEqual({ kind: 'toggle', panel: 'worldMap' });
    expect(press('f')).toEqual({ kind: 'toggle', panel: 'feedback' });
    expect(press('t')).toEqual({ kind: 'talk' });
    expect(press('e')).toEqual({ kind: 'interact' });
    expect(press('p')).toEqual({ kind: 'interact', take: true });
    expect(press(' ')).toEqual({ kind: 'portal' });
    expect(press('Escape')).toEqual({ kind: 'close' });
  });

  it('ignores keys typed into an input or a textarea', () => {
    expect(press('w', document.createElement('input'))).toBeNull();
    expect(press('m', document.createElement('textarea'))).toBeNull();
  });

  it('leaves browser shortcuts and unknown keys alone', () => {
    expect(press('r', document.body, { ctrlKey: true })).toBeNull();
    expect(press('q')).toBeNull();
  });
});
