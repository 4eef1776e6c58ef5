// Draws a captcha as a small PNG without native dependencies: 5×7 bitmap glyphs, scaled and
// sheared with random offsets and colours over noise lines and dots (contract §5.1: 105×35 px). The
// canvas and the PNG encoder also draw the demo data's placeholder photos.
import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CAPTCHA_SIZE = { width: 105, height: 35 } as const;

// Each glyph: 7 rows of 5 bits, most significant bit on the left.
const GLYPHS: Record<string, number[]> = {
  '2': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  '3': [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
  '4': [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
  '5': [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  '6': [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
  '7': [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
  '8': [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  '9': [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
  A: [0x0e, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11],
  B: [0x1e, 0x11, 0x11, 0x1e, 0x11, 0x11, 0x1e],
  C: [0x0e, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0e],
  D: [0x1c, 0x12, 0x11, 0x11, 0x11, 0x12, 0x1c],
  E: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x1f],
  F: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x10],
  G: [0x0e, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0f],
  H: [0x11, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11],
  J: [0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0c],
  K: [0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11],
  M: [0x11, 0x1b, 0x15, 0x15, 0x11, 0x11, 0x11],
  N: [0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11],
  P: [0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10],
  Q: [0x0e, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0d],
  R: [0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11],
  S: [0x0f, 0x10, 0x10, 0x0e, 0x01, 0x01, 0x1e],
  T: [0x1f, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04],
  U: [0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
  V: [0x11, 0x11, 0x11, 0x11, 0x11, 0x0a, 0x04],
  W: [0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0a],
  X: [0x11, 0x11, 0x0a, 0x04, 0x0a, 0x11, 0x11],
  Y: [0x11, 0x11, 0x0a, 0x04, 0x04, 0x04, 0x04],
  Z: [0x1f, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1f],
};

export type Rgb = [number, number, number];

export class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.pixels.set(background, i * 3);
  }

  plot(x: number, y: number, color: Rgb): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    this.pixels.set(color, (py * this.width + px) * 3);
  }

  line(x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= steps; i++)
      this.plot(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, color);
  }
}

const randomColor = (min: number, max: number): Rgb => [
  randomInt(min, max),
  randomInt(min, max),
  randomInt(min, max),
];

function drawGlyph(canvas: Canvas, glyph: number[], left: number, top: number, color: Rgb): void {
  const scale = 3;
  const shear = (randomInt(-3, 4) / 10) * scale;
  glyph.forEach((bits, row) => {
    for (let col = 0; col < 5; col++) {
      if (!(bits & (0x10 >> col))) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const y = top + row * scale + dy;
          canvas.plot(left + col * scale + dx + shear * (3 - row), y, color);
        }
      }
    }
  });
}

export function renderCaptchaPng(text: string): Buffer {
  const { width, height } = CAPTCHA_SIZE;
  const canvas = new Canvas(width, height, randomColor(225, 256));
  for (let i = 0; i < 6; i++) {
    canvas.line(
      randomInt(width),
      randomInt(height),
      randomInt(width),
      randomInt(height),
      randomColor(120, 200),
    );
  }
  const slot = Math.floor((width - 10) / text.length);
  [...text].forEach((char, index) => {
    const glyph = GLYPHS[char.toUpperCase()];
    if (!glyph) throw new Error(`No captcha glyph for "${char}"`);
    drawGlyph(
      canvas,
      glyph,
      6 + index * slot + randomInt(0, 5),
      randomInt(2, height - 22),
      randomColor(20, 110),
    );
  });
  for (let i = 0; i < 80; i++) canvas.plot(randomInt(width), randomInt(height), randomColor(60, 200));
  return encodePng(canvas);
}

export function encodePng(canvas: Canvas): Buffer {
  const rowBytes = canvas.width * 3;
  const raw = Buffer.alloc((rowBytes + 1) * canvas.height);
  for (let y = 0; y < canvas.height; y++) {
    raw[y * (rowBytes + 1)] = 0; // filter type: none
    raw.set(canvas.pixels.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(canvas.width, 0);
  header.writeUInt32BE(canvas.height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, RGB, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}
