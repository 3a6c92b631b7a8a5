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

/** What is at a point: 1 inside the disc, 2 on its ring, 0 outside. A ring of 2 around radius 30 where it has one, else radius 32. */
function discAt(x: number, y: number, ringed: boolean): 0 | 1 | 2 {
  // Squared distances, exact for these sample points (quarters of a pixel): no square root a sample.
  const d2 = (x - SIZE / 2) ** 2 + (y - SIZE / 2) ** 2;
  if (!ringed) return d2 <= 32 * 32 ? 1 : 0;
  return d2 <= 29 * 29 ? 1 : d2 <= 31 * 31 ? 2 : 0;
}

/** The monogram's pixels, centred: 1 where drawn, row by row. */
function monogramPixels(text: string): Uint8Array {
  const chars = [...text];
  const scale = chars.length === 1 ? 4 : chars.length === 2 ? 3 : 2;
  const columns = chars.length * 6 - 1;
  const left = Math.round((SIZE - columns * scale) / 2);
  const top = Math.round((SIZE - 7 * scale) / 2);
  const on = new Uint8Array(SIZE * SIZE);
  chars.forEach((char, i) => {
    const rows = (GLYPHS[char] ?? GLYPHS['*']!).split(' ');
    rows.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const x = left + (i * 6 + gx) * scale + dx;
            const y = top + gy * scale + dy;
            if (x >= 0 && x < SIZE && y >= 0 && y < SIZE) on[y * SIZE + x] = 1;
          }
      });
    });
  });
  return on;
}

/**
 * The icon as a PNG: 64 × 64, RGBA. Each pixel is the mean of its 16 samples' colours, its opacity the share of them
 * on the disc; typed arrays and sums rather than a list of samples a pixel, since every process draws the whole
 * catalogue's icons once (63 of them: 0.8 to 1.1 s of CPU with a list of samples a pixel and a square root a sample,
 * 0.1 s this way, the same bytes).
 */
export function discPng(disc: Disc): Buffer {
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  const text = monogramPixels(disc.text);
  const ring = disc.ring ? rgb(disc.ring) : undefined;
  const colours = [undefined, rgb(disc.colour), ring] as const;
  const ink = rgb(disc.textColour);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const at = (y * SIZE + x) * 4;
      if (text[y * SIZE + x]) {
        pixels.set([...ink, 255], at);
        continue;
      }
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let sy = 0; sy < 4; sy++)
        for (let sx = 0; sx < 4; sx++) {
          const colour = colours[discAt(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4, ring !== undefined)];
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          n++;
        }
      if (n) pixels.set([Math.round(r / n), Math.round(g / n), Math.round(b / n), Math.round((n / 16) * 255)], at);
    }
  }
  return encodePng(SIZE, SIZE, pixels);
}
