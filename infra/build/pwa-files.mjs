// @ts-check
/**
 * The shell's app icons, written into its version folder by the build beside its service worker
 * (`sw.js`, bundled by webpack: createWorkerConfig; docs/adr/012-offline-and-versions.md):
 * - `assets/icons/`: the app icons, drawn by sharp from the brand's SVG (`public/assets/favicon.svg`):
 *   192 and 512 px, a maskable 512 (the mark inside the safe zone on the brand colour), the
 *   180 px apple-touch-icon and a favicon.ico (16 and 32 px PNGs in an ICO container).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The brand colour behind a maskable icon: the SVG's first filled rectangle. @param {string} svg */
export function brandColourOf(svg) {
  return svg.match(/<rect\b[^>]*\bfill="(#[0-9a-fA-F]{3,8})"/)?.[1] ?? '#002a5c';
}

/**
 * An ICO file holding PNG images (the format browsers and Windows read since Vista): a 6-byte
 * header, a 16-byte entry per image, then the PNGs.
 * @param {{ size: number; png: Buffer }[]} images
 */
export function icoOf(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** @param {string} appDir @param {string} outDir */
export async function writeIcons(appDir, outDir) {
  const source = path.join(appDir, 'public/assets/favicon.svg');
  const svg = fs.readFileSync(source);
  const background = brandColourOf(svg.toString('utf8'));
  const dir = path.join(outDir, 'assets/icons');
  fs.mkdirSync(dir, { recursive: true });
  /** @param {number} size */
  const draw = (size) =>
    sharp(svg, { density: Math.ceil((72 * size) / 32) })
      .resize(size, size)
      .png();
  await draw(192).toFile(path.join(dir, 'icon-192.png'));
  await draw(512).toFile(path.join(dir, 'icon-512.png'));
  // Maskable: the platform may cut the icon to a circle of 80% of its size; the mark sits inside.
  const mark = await draw(400).toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background } })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toFile(path.join(dir, 'maskable-512.png'));
  // iOS draws its own rounded corners and shows transparency as black: a full square.
  const touchMark = await draw(160).toBuffer();
  await sharp({ create: { width: 180, height: 180, channels: 4, background } })
    .composite([{ input: touchMark, gravity: 'center' }])
    .flatten({ background })
    .png()
    .toFile(path.join(dir, 'apple-touch-icon.png'));
  const ico = icoOf([
    { size: 16, png: await draw(16).toBuffer() },
    { size: 32, png: await draw(32).toBuffer() },
  ]);
  fs.writeFileSync(path.join(dir, 'favicon.ico'), ico);
}
