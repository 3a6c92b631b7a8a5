// The PNG reader the logo tests trust: it takes a PNG Node's zlib made by hand, and refuses what is not one.
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PNG_SIGNATURE, readPng } from './png.js';

/** A chunk, its length and CRC as the specification has them. */
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};
/** A 2 × 1 greyscale PNG; `rows` its image data before deflate (two pixels and a filter byte). */
const png = (rows = Buffer.from([0, 0, 255]), width = 2) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from(PNG_SIGNATURE), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
};

describe('readPng', () => {
  it('reads the IHDR of a valid PNG', () => {
    expect(readPng(png())).toEqual({ width: 2, height: 1, bitDepth: 8, colourType: 0, interlace: 0 });
  });

  it('refuses an SVG, a broken CRC, image data of the wrong size, a zero width', () => {
    expect(() => readPng(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toThrow('no PNG signature');
    const broken = png();
    broken[20] = (broken[20] ?? 0) ^ 1;
    expect(() => readPng(broken)).toThrow('bad CRC in IHDR');
    expect(() => readPng(png(Buffer.from([0, 0])))).toThrow('the image data is 2 bytes, not 3');
    expect(() => readPng(png(Buffer.from([0]), 0))).toThrow('an invalid IHDR');
  });
});
