import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { Validator } from 'jsonschema';

const SCHEMAS = join(__dirname, '..', '..', 'node_modules', '@microsoft', 'app-manifest', 'build', 'json-schemas', 'teams');

/**
 * What Microsoft's official manifest schema, for the manifest's own version, says is wrong with it.
 * The schemas ship in @microsoft/app-manifest, so nothing is fetched.
 */
export function manifestProblems(manifest: { manifestVersion?: string; [field: string]: unknown }): string[] {
  const schemaFile = join(SCHEMAS, `v${manifest.manifestVersion ?? ''}`, 'MicrosoftTeams.schema.json');
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as object;
  return new Validator().validate(manifest, schema).errors.map((error) => `${error.property}: ${error.message}`);
}

/** The width and height of a PNG, from its header. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(1, 4).toString('ascii') !== 'PNG') {
    throw new Error('not a PNG file');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Whether every pixel of an RGBA PNG is white or transparent, as Teams asks of the outline icon. */
export function isWhiteOnTransparent(png: Buffer): boolean {
  const { width } = pngSize(png);
  const chunks: Buffer[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    if (type === 'IDAT') {
      chunks.push(png.subarray(offset + 8, offset + 8 + length));
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = 1 + width * 4;
  for (let row = 0; row * stride < raw.length; row++) {
    if (raw[row * stride] !== 0) {
      throw new Error('only unfiltered PNG rows are checked');
    }
    for (let x = 0; x < width; x++) {
      const at = row * stride + 1 + x * 4;
      const [r, g, b, a] = [raw[at], raw[at + 1], raw[at + 2], raw[at + 3]];
      if (a !== 0 && (r !== 255 || g !== 255 || b !== 255)) {
        return false;
      }
    }
  }
  return true;
}
