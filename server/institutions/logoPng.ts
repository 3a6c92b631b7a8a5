// An institution's icon as a PNG, drawn the way the SVG icon is (brands.ts): a disc of the institution's colour, a
// ring where it needs one, and its monogram, here in a 5×7 pixel font scaled to fit. 64 × 64 pixels, the disc's
// edge smoothed by 4 × 4 samples a pixel, the rest transparent.
import { encodePng } from './png.js';
import { dictionary, type NullPrototype } from '../contract/dictionary.js';

/** Each glyph of the monograms, 7 rows of 5 pixels (`#` drawn). */
const GLYPHS: Record<string, string> & NullPrototype = dictionary({
  '*': '..... ..#.. #.#.# .###. #.#.# ..#.. .....',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  b: '#.... #.... #.##. ##..# #...# #...# ####.',
  c: '..... ..... .###. #.... #.... #...# .###.',
  e: '..... ..... .###. #...# ##### #.... .###.',
  r: '..... ..... #.##. ##..# #.... #.... #....',
  s: '..... ..... .###. #.... .###. ....# ####.',
  t: '.#... .#... ###.. .#... .#... .#..# ..##.',
  v: '..... ..... #...# #...# #...# .#.#. ..#..',
  x: '..... ..... #...# .#.#. ..#.. .#.#. #...#',
  y: '..... ..... #...# #...# .#### ....# .###.',
});

/** Whether the font draws every character of `text`. */
export const drawable = (text: string) => [...text].every((c) => c in GLYPHS);

export interface Disc {
  /** #rrggbb of the disc, of the ring (if any) and of the monogram. */
  colour: string;
  ring: string | undefined;
  text: string;
  textColour: string;
}

const SIZE = 64;
const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** The disc's colour at a point, or none outside it: a ring of 2 around radius 30 where it has one, else radius 32. */
function discAt(x: number, y: number, { colour, ring }: Disc): string | undefined {
  const d = Math.hypot(x - SIZE / 2, y - SIZE / 2);
  if (!ring) return d <= 32 ? colour : undefined;
  return d <= 29 ? colour : d <= 31 ? ring : undefined;
}

/** The monogram's pixels, centred: a set of `x,y`. */
function monogramPixels(text: string): Set<string> {
  const chars = [...text];
  const scale = chars.length === 1 ? 4 : chars.length === 2 ? 3 : 2;
  const columns = chars.length * 6 - 1;
  const left = Math.round((SIZE - columns * scale) / 2);
  const top = Math.round((SIZE - 7 * scale) / 2);
  const on = new Set<string>();
  chars.forEach((char, i) => {
    const rows = (GLYPHS[char] ?? GLYPHS['*']!).split(' ');
    rows.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) on.add(`${left + (i * 6 + gx) * scale + dx},${top + gy * scale + dy}`);
      });
    });
  });
  return on;
}

/** The icon as a PNG: 64 × 64, RGBA. */
export function discPng(disc: Disc): Buffer {
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  const text = monogramPixels(disc.text);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const samples: [number, number, number][] = [];
      if (text.has(`${x},${y}`)) samples.push(...Array.from({ length: 16 }, () => rgb(disc.textColour)));
      else
        for (let sy = 0; sy < 4; sy++)
          for (let sx = 0; sx < 4; sx++) {
            const at = discAt(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4, disc);
            if (at) samples.push(rgb(at));
          }
      if (!samples.length) continue;
      const mean = (c: 0 | 1 | 2) => Math.round(samples.reduce((sum, s) => sum + s[c], 0) / samples.length);
      pixels.set([mean(0), mean(1), mean(2), Math.round((samples.length / 16) * 255)], (y * SIZE + x) * 4);
    }
  }
  return encodePng(SIZE, SIZE, pixels);
}
