import { PixelArt } from '../../ui/pixel-art';

/**
 * A 9×9 pixel picture for each condition core's worldWeather can draw (weather.ts): sunny, cloudy,
 * rain, fog, aurora, snow, storm, dust. Decorative — the condition is always written beside it.
 */
const PALETTE = {
  Y: '#f2c14e',
  O: '#f08a24',
  W: '#f4e9cd',
  G: '#a3a8b1',
  D: '#4d515a',
  B: '#5fa8d3',
  S: '#ffffff',
  T: '#c9a55c',
  d: '#8a6f3e',
  A: '#3ddc84',
  V: '#7b5cd6',
  w: '#fff8d6',
};

const CLOUD_TOP = ['...WWW...', '..WWWWWW.', '.WWWWWWWW', 'WWWWWWWWW', '.GGGGGGG.'];

const ICONS: Readonly<Record<string, readonly string[]>> = {
  sunny: [
    '....Y....',
    '.Y.....Y.',
    '...YYY...',
    '..YOOOY..',
    'Y.YOOOY.Y',
    '..YOOOY..',
    '...YYY...',
    '.Y.....Y.',
    '....Y....',
  ],
  cloudy: [
    '.........',
    '..Y......',
    '.YYYWWW..',
    '.YWWWWWW.',
    '.WWWWWWWW',
    'WWWWWWWWW',
    'WWWWWWWWW',
    '.GGGGGGG.',
    '.........',
  ],
  rain: [...CLOUD_TOP, '.........', '.B..B..B.', 'B..B..B..', '.........'],
  snow: [...CLOUD_TOP, '.........', 'S...S...S', '..S...S..', 'S...S...S'],
  storm: [
    '...DDD...',
    '..DDDDDD.',
    '.DDDDDDDD',
    'DDDDDDDDD',
    '.DDYYDDD.',
    '...YY....',
    '..YYYY...',
    '....Y....',
    '...Y.....',
  ],
  fog: [
    '.........',
    'GGGGGG...',
    '.........',
    '..GGGGGGG',
    '.........',
    'GGGGGGG..',
    '.........',
    '...GGGGGG',
    '.........',
  ],
  dust: [
    '.........',
    'TTTTTTT..',
    '.......T.',
    'TTTTTTTT.',
    '.........',
    '..TTTTTTT',
    '.d.......',
    '....d..d.',
    'd........',
  ],
  aurora: [
    '......w..',
    'A......AA',
    '.A....A..',
    '..AAAA..V',
    'V......V.',
    '.V....V..',
    '..VVVV...',
    '.........',
    'w......w.',
  ],
};

/** The icon's key for a condition as the server words it ('Sunny', 'rain'); unknown skies look cloudy. */
export function weatherIconKey(condition: string): string {
  const key = condition.trim().toLowerCase();
  return key in ICONS ? key : 'cloudy';
}

export function WeatherIcon({ condition, scale = 5 }: { condition: string; scale?: number }) {
  const rows = ICONS[weatherIconKey(condition)] ?? ICONS.cloudy ?? [];
  return <PixelArt rows={rows} palette={PALETTE} scale={scale} className="weather-icon" />;
}

/** 'rain' → 'Rain': the server sends the condition in lower case. */
export function conditionText(condition: string): string {
  const text = condition.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
