// The app icons of the web app manifest (decision 0051), made from the brand mark src/web/public/favicon.svg:
// 192 and 512 px (what installability asks for), a 512 px maskable one (the mark's square filled to the edges, so
// a launcher's circle or squircle cuts no part of the "F") and the 180 px touch icon. The PNGs are committed in
// src/web/public/icons/; run this again after the mark changes: `node scripts/generate-icons.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const web = path.resolve(import.meta.dirname, '../src/web/public');
const mark = fs.readFileSync(path.join(web, 'favicon.svg'), 'utf8');
// Maskable: no rounded corners (the launcher masks), the letter inside the central safe circle (80%).
const maskable = mark
  .replace(/ rx="\d+"/, '')
  .replace('font-size="36"', 'font-size="30"')
  .replace('y="44"', 'y="42"');

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

fs.mkdirSync(path.join(web, 'icons'), { recursive: true });
for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(web, 'icons', file));
  console.log(`src/web/public/icons/${file} (${size}×${size})`);
}
