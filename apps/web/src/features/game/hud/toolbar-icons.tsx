/**
 * The toolbar's pixel icons, drawn here on a 16×16 grid (no icon font from elsewhere). Each is
 * decoration: the button beside it carries the name.
 */
const ICON_PATHS = {
  inventory: 'M5 1h6v2H5zM3 3h2v2H3zM11 3h2v2h-2zM2 5h12v10H2zM6 8h4v2H6z',
  worldMap: 'M1 3h4v11H1zM6 2h4v11H6zM11 3h4v11h-4zM2 5h2v1H2zM7 7h2v2H7zM12 10h2v1h-2z',
  quotes: 'M2 3h5v5H5v3H3V8H2zM9 3h5v5h-2v3h-2V8H9z',
  guide: 'M2 2h5v1h2V2h5v12H9v1H7v-1H2zM4 4v8h3V4zM9 4v8h3V4z',
  eye: 'M5 4h6v1h2v2h2v2h-2v2h-2v1H5v-1H3V9H1V7h2V5h2zM7 6v4h2V6z',
  eyeOff: 'M5 4h6v1h2v2h2v2h-2v2h-2v1H5v-1H3V9H1V7h2V5h2zM1 1h2v2H1zM3 3h2v2H3zM11 11h2v2h-2zM13 13h2v2h-2z',
  feedback: 'M1 2h14v9H7l-3 3v-3H1zM4 5h8v1H4zM4 7h6v1H4z',
  fullscreen: 'M1 1h5v2H3v3H1zM10 1h5v5h-2V3h-3zM1 10h2v3h3v2H1zM13 10h2v5h-5v-2h3z',
  exitFullscreen: 'M4 1h2v5H1V4h3zM10 1h2v3h3v2h-5zM1 10h5v5H4v-3H1zM10 10h5v2h-3v3h-2z',
} as const;

export type ToolbarIconName = keyof typeof ICON_PATHS;

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  return (
    <svg className="toolbar-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
