// What a PNG says of itself, read without a PNG library: its signature, its chunks with their CRCs, its IHDR, and
// that its image data inflates to the rows the IHDR promises. Throws on the first thing that is not as the PNG
// specification (ISO/IEC 15948) has it.
import { crc32, inflateSync } from 'node:zlib';

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Bit depths allowed for each colour type, and its samples a pixel. */
const COLOUR_TYPES: Record<number, { depths: number[]; samples: number }> = {
  0: { depths: [1, 2, 4, 8, 16], samples: 1 },
  2: { depths: [8, 16], samples: 3 },
  3: { depths: [1, 2, 4, 8], samples: 1 },
  4: { depths: [8, 16], samples: 2 },
  6: { depths: [8, 16], samples: 4 },
};

export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  interlace: number;
}

/** The IHDR of a valid, non-interlaced PNG; throws where the bytes are not one. */
export function readPng(bytes: Buffer): PngHeader {
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) throw new Error('no PNG signature');
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (data.length !== length) throw new Error(`the ${type} chunk is cut short`);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) >>> 0 !== bytes.readUInt32BE(at + 8 + length)) throw new Error(`bad CRC in ${type}`);
    chunks.push({ type, data });
    at += 12 + length;
  }
  const [ihdr] = chunks;
  if (ihdr?.type !== 'IHDR' || ihdr.data.length !== 13) throw new Error('the first chunk is no IHDR of 13 bytes');
  if (chunks.at(-1)?.type !== 'IEND') throw new Error('no IEND at the end');
  const header = {
    width: ihdr.data.readUInt32BE(0),
    height: ihdr.data.readUInt32BE(4),
    bitDepth: ihdr.data[8]!,
    colourType: ihdr.data[9]!,
    interlace: ihdr.data[12]!,
  };
  const colour = COLOUR_TYPES[header.colourType];
  if (!header.width || !header.height || !colour?.depths.includes(header.bitDepth))
    throw new Error(`an invalid IHDR: ${JSON.stringify(header)}`);
  if (ihdr.data[10] !== 0 || ihdr.data[11] !== 0 || header.interlace !== 0) throw new Error('an unknown compression, filter or interlace');
  const rows = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const rowBytes = 1 + Math.ceil((header.width * colour.samples * header.bitDepth) / 8);
  if (rows.length !== rowBytes * header.height) throw new Error(`the image data is ${rows.length} bytes, not ${rowBytes * header.height}`);
  return header;
}
