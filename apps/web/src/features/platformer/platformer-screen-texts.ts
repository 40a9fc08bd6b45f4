/**
 * The platformer screen's own words (the spec's and the stages' are in core's PLATFORMER_TEXTS and
 * PLATFORMER_STAGE_NAMES; what each stage shows is in stage-looks.ts).
 */
export const PLATFORMER_SCREEN_TEXTS = {
  stage: (number: number, total: number, name: string) => `Stage ${number}/${total}: ${name}`,
  manuscripts: (found: number, total: number) => `Manuscripts ${found}/${total}`,
  /** The canvas's name for a screen reader: the stage, its scene and its dangers. */
  canvasLabel: (stage: string, scene: string, dangers: string) => `${stage}: ${scene}, with ${dangers}.`,
  left: 'Left',
  right: 'Right',
  jump: 'Jump',
} as const;
