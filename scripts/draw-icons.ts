// Draws appPackage/color.png (192×192) and appPackage/outline.png (32×32, white on transparent):
// a checklist, the bot's one idea. Run `npx tsx scripts/draw-icons.ts` after changing the drawing.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

type Rgba = readonly [number, number, number, number];
/** Whether a point of the unit square is inside the shape. */
type Shape = (x: number, y: number) => boolean;

const GREEN: Rgba = [46, 125, 50, 255];
const WHITE: Rgba = [255, 255, 255, 255];

function roundedRect(left: number, top: number, right: number, bottom: number, radius: number): Shape {
  return (x, y) => {
    if (x < left || x > right || y < top || y > bottom) {
      return false;
    }
    const dx = Math.max(left + radius - x, 0, x - (right - radius));
    const dy = Math.max(top + radius - y, 0, y - (bottom - radius));
    return dx * dx + dy * dy <= radius * radius;
  };
}

function segment(x1: number, y1: number, x2: number, y2: number, width: number): Shape {
  return (x, y) => {
    const length = (x2 - x1) ** 2 + (y2 - y1) ** 2;
    const t = Math.max(0, Math.min(1, ((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / length));
    return (x - (x1 + t * (x2 - x1))) ** 2 + (y - (y1 + t * (y2 - y1))) ** 2 <= (width / 2) ** 2;
  };
}

/** Three rows: a tick and a line, a tick and a line, an empty box and a line. */
function checklist(inset: number, stroke: number): Shape {
  const span = 1 - 2 * inset;
  const rows = [0.2, 0.5, 0.8].map((row) => inset + row * span);
  const parts: Shape[] = [];
  rows.forEach((y, index) => {
    const boxLeft = inset + 0.02 * span;
    const boxSize = 0.2 * span;
    if (index < 2) {
      parts.push(segment(boxLeft, y, boxLeft + boxSize * 0.35, y + boxSize * 0.35, stroke));
      parts.push(segment(boxLeft + boxSize * 0.35, y + boxSize * 0.35, boxLeft + boxSize, y - boxSize * 0.45, stroke));
    } else {
      const border = stroke / 2;
      const outer = roundedRect(boxLeft, y - boxSize / 2, boxLeft + boxSize, y + boxSize / 2, border);
      const inner = roundedRect(boxLeft + border, y - boxSize / 2 + border, boxLeft + boxSize - border, y + boxSize / 2 - border, 0);
      parts.push((x, py) => outer(x, py) && !inner(x, py));
    }
    parts.push(roundedRect(inset + 0.34 * span, y - stroke / 2, inset + span, y + stroke / 2, stroke / 2));
  });
  return (x, y) => parts.some((part) => part(x, y));
}

/** Renders layers (later ones on top) with 4×4 supersampling so edges are smooth. */
function render(size: number, layers: readonly [Shape, Rgba][]): Buffer {
  const samples = 4;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          const hit = [...layers].reverse().find(([shape]) => shape(x, y));
          if (hit) {
            const color = hit[1];
            r += color[0];
            g += color[1];
            b += color[2];
            a += color[3];
          }
        }
      }
      const n = samples * samples;
      const alpha = a / n;
      const scale = alpha > 0 ? 255 / a : 0;
      row.writeUInt8(Math.round(r * scale), 1 + px * 4);
      row.writeUInt8(Math.round(g * scale), 2 + px * 4);
      row.writeUInt8(Math.round(b * scale), 3 + px * 4);
      row.writeUInt8(Math.round(alpha), 4 + px * 4);
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

function png(size: number, scanlines: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(scanlines)), chunk('IEND', Buffer.alloc(0))]);
}

const folder = join(__dirname, '..', 'appPackage');
writeFileSync(join(folder, 'color.png'), render(192, [[roundedRect(0, 0, 1, 1, 0.18), GREEN], [checklist(0.2, 0.065), WHITE]]));
writeFileSync(join(folder, 'outline.png'), render(32, [[checklist(0.06, 0.11), WHITE]]));
console.log(`drew ${folder}/color.png and outline.png`);
