import { TERMINAL_TEMPLATE_FALLBACKS } from '../messages/terminal.js';
import type { TerminalContext } from './types.js';

const PLACEHOLDER = /\{(username|artifactCount|qualifyingArtifact)\}/g;

function present(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

function countText(count: number | null | undefined): string | null {
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? String(count) : null;
}

/** Fills the templates of one line; a missing or unusable value shows its fallback. */
export function fillTerminalTemplate(line: string, context: TerminalContext): string {
  return line.replace(PLACEHOLDER, (_match, key: keyof typeof TERMINAL_TEMPLATE_FALLBACKS) => {
    const value =
      key === 'username'
        ? present(context.username)
        : key === 'artifactCount'
          ? countText(context.artifactCount)
          : present(context.qualifyingArtifact);
    return value ?? TERMINAL_TEMPLATE_FALLBACKS[key];
  });
}
