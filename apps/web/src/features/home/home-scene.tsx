import { PixelArt } from '../../ui/pixel-art';

/** A small overworld: sky, hills, trees, a portal and our explorer. */
const SCENE = [
  'ssssssssssssssssssssssssssssssssssssssssssssssss',
  'ssssssssssssssssssssssssssssssssssssssyyssssssss',
  'sssssswwwsssssssssssssssssssssssssssyyyyssssssss',
  'sssswwwwwwwssssssssssssssswwwssssssssyysssssssss',
  'ssssssssssssssssssssssssswwwwwwsssssssssssssssss',
  'ssssssssssssssssssssssssssssssssssssssssssssssss',
  'sssssssssssssssshhhhssssssssssssssssssssssshhhss',
  'sssshhhhssssssshhhhhhhsssssssspppsssssssshhhhhhs',
  'sshhhhhhhhssshhhhhhhhhhhssssspqqqpssssshhhhhhhhh',
  'hhhhhhhhhhhhhhhhhhhhhhhhhhhhpqvvqphhhhhhhhhhhhhh',
  'gggggttggggggggggggggggggggpqvvvvqpggggggggttggg',
  'ggggttttgggggggggggkkggggggpqvvvvqpgggggggttttgg',
  'gggttttttgggggggggkffkgggggpqvvvvqpggggggttttttg',
  'gggggbbggggggggggggbbgggggggpqvvqpgggggggggbbggg',
  'gggggbbgggggggggggbccbggggggggggggggggggggggbbgg',
  'dddddddddddddddddddddddddddddddddddddddddddddddd',
  'dddddddddddddddddddddddddddddddddddddddddddddddd',
];

const PALETTE = {
  s: '#5fa8d3',
  w: '#f4f1e8',
  y: '#f2c14e',
  h: '#2f7d4f',
  g: '#3fa34d',
  t: '#1e5631',
  b: '#6b4226',
  p: '#3b2a6b',
  q: '#7b5cd6',
  v: '#c9b8ff',
  k: '#f0c8a0',
  f: '#1b1f3b',
  c: '#d1495b',
  d: '#8a5a3b',
};

export function HomeScene() {
  return <PixelArt className="home-scene" rows={SCENE} palette={PALETTE} scale={8} />;
}
