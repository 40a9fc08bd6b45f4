import type { PresenceFigure } from '../../../lib/presence-figure';
import { OUTLINE, P } from '../../../ui/palette';
import { avatarSheet, isPixelAvatar } from '../../../lib/render/art/avatar-sheet';
import { characterSheet, walkFrame, type CharacterSheet } from '../../../lib/render/art/characters';
import { emoteIcons } from '../../../lib/render/art/emotes';
import { shirtFor } from './shirts';
import { offscreen } from '../../../lib/render/art/pen';

/** Another player on this map as the renderer draws them this frame (from live presence). */
export type OtherFigure = PresenceFigure;

export type OthersProvider = (nowMs: number) => readonly OtherFigure[];

const TAG_FONT = '600 12px system-ui, sans-serif';
const BUBBLE_FONT = '13px system-ui, sans-serif';
const BUBBLE_WIDTH = 180;

/** Text drawn once into its own bitmap at the screen's pixel ratio. */
function textBitmap(lines: readonly string[], font: string, ratio: number, bubble: boolean): HTMLCanvasElement {
  const probe = offscreen(1, 1).getContext('2d');
  if (probe) probe.font = font;
  const width = Math.ceil(Math.max(...lines.map((line) => probe?.measureText(line).width ?? line.length * 7)));
  const lineHeight = bubble ? 17 : 15;
  const pad = bubble ? 6 : 4;
  const w = width + pad * 2;
  const h = lines.length * lineHeight + (bubble ? pad * 2 + 6 : 2);
  const canvas = offscreen(Math.ceil(w * ratio), Math.ceil(h * ratio));
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.scale(ratio, ratio);
  const boxH = h - (bubble ? 6 : 0);
  ctx.fillStyle = bubble ? OUTLINE : 'rgba(24,20,37,0.78)';
  ctx.fillRect(0, 0, w, boxH);
  if (bubble) {
    ctx.fillStyle = P.white;
    ctx.fillRect(1, 1, w - 2, boxH - 2);
    ctx.fillStyle = OUTLINE;
    ctx.fillRect(w / 2 - 4, boxH - 1, 8, 3);
    ctx.fillRect(w / 2 - 2, boxH + 2, 4, 3);
    ctx.fillStyle = P.white;
    ctx.fillRect(w / 2 - 3, boxH - 1, 6, 2);
    ctx.fillRect(w / 2 - 1, boxH + 1, 2, 2);
  }
  ctx.font = font;
  ctx.textBaseline = 'top';
  ctx.fillStyle = bubble ? P.ink : P.white;
  lines.forEach((line, i) => ctx.fillText(line, pad, (bubble ? pad : 1) + i * lineHeight));
  return canvas;
}

/** Words broken into lines no wider than BUBBLE_WIDTH (at most four; the log has the whole line). */
function wrap(text: string, font: string): string[] {
  const ctx = offscreen(1, 1).getContext('2d');
  if (ctx) ctx.font = font;
  const measure = (line: string) => ctx?.measureText(line).width ?? line.length * 7;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= BUBBLE_WIDTH || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > 4) return [...lines.slice(0, 3), `${lines[3] ?? ''}…`];
  return lines.map((each) => (measure(each) > BUBBLE_WIDTH ? `${each.slice(0, 24)}…` : each));
}

/**
 * Draws other players: their pixel avatar or our character in a shirt of their own, a name tag
 * under their feet, an emote over their head and a speech bubble above that. Every sheet and
 * bitmap is made once and kept, so a frame only copies images.
 */
const CHOSEN_RING = '#ffcd75';

export function createOthersPainter(tilePx: number) {
  const defaultSheets = new Map<string, CharacterSheet>();
  const avatars = new Map<string, CharacterSheet | 'loading' | 'none'>();
  const tags = new Map<string, HTMLCanvasElement>();
  const bubbles = new Map<string, HTMLCanvasElement>();
  const icons = emoteIcons(tilePx / 16);

  function sheetFor(figure: OtherFigure): CharacterSheet {
    const url = figure.avatarUrl;
    if (url) {
      const known = avatars.get(url);
      if (known && known !== 'loading' && known !== 'none') return known;
      if (!known && typeof Image !== 'undefined') {
        avatars.set(url, 'loading');
        const image = new Image();
        image.onload = () =>
          avatars.set(
            url,
            isPixelAvatar(image.naturalWidth, image.naturalHeight) ? avatarSheet(image, tilePx) : 'none',
          );
        image.onerror = () => avatars.set(url, 'none');
        image.src = url;
      }
    }
    // By name, not handle: the same look after every reconnect (shirts.ts).
    let sheet = defaultSheets.get(figure.name);
    if (!sheet) {
      sheet = characterSheet(shirtFor(figure.name), tilePx);
      defaultSheets.set(figure.name, sheet);
    }
    return sheet;
  }

  function cached(cache: Map<string, HTMLCanvasElement>, key: string, make: () => HTMLCanvasElement) {
    let bitmap = cache.get(key);
    if (!bitmap) {
      if (cache.size > 64) cache.clear();
      bitmap = make();
      cache.set(key, bitmap);
    }
    return bitmap;
  }

  return {
    /** The figure itself, at its top-left on screen. */
    body(ctx: CanvasRenderingContext2D, figure: OtherFigure, x: number, y: number) {
      sheetFor(figure).draw(ctx, figure.facing, walkFrame(figure.moving, figure.steps), x, y);
    },
    /** Name tag, emote and bubble: drawn after every figure, so no one's feet cover them. */
    labels(ctx: CanvasRenderingContext2D, figure: OtherFigure, x: number, y: number, ratio: number) {
      if (figure.chosen) {
        // The chosen player (N or a click, issue 34): a ring round their cell.
        ctx.strokeStyle = CHOSEN_RING;
        ctx.lineWidth = 3;
        ctx.strokeRect(x + 1.5, y + 1.5, tilePx - 3, tilePx - 3);
      }
      if (!figure.self) {
        const tag = cached(tags, `${figure.name}|${ratio}`, () => textBitmap([figure.name], TAG_FONT, ratio, false));
        const tagW = tag.width / ratio;
        ctx.drawImage(tag, Math.round(x + (tilePx - tagW) / 2), y + tilePx - 2, tagW, tag.height / ratio);
      }
      // Near the top of the view, the emote and the bubble come down to stay in sight.
      let top = y - 4;
      if (figure.emote) {
        const icon = icons(figure.emote);
        top = Math.max(2, top - icon.height);
        ctx.drawImage(icon, Math.round(x + (tilePx - icon.width) / 2), top);
      }
      if (figure.say) {
        const { id, text } = figure.say;
        const bubble = cached(bubbles, `${id}|${ratio}`, () =>
          textBitmap(wrap(text, BUBBLE_FONT), BUBBLE_FONT, ratio, true),
        );
        const w = bubble.width / ratio;
        const h = bubble.height / ratio;
        // No room above the emote: the bubble stands beside it instead.
        const beside = figure.emote !== null && top - h - 2 < 2;
        const left = beside ? x + tilePx / 2 + icons(figure.emote!).width / 2 + 4 : x + (tilePx - w) / 2;
        ctx.drawImage(bubble, Math.round(left), Math.round(beside ? top : Math.max(2, top - h - 2)), w, h);
      }
    },
  };
}
