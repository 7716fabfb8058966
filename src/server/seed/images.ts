import { createHash } from 'node:crypto';
import { initials } from '../../shared/initials';
import { loadSharp } from '../platform/images';
import type { Storage } from '../platform/storage';
import { slug } from '../db/factories/util';

/** Carnival gradients: each demo image takes one, chosen from its name so reruns look the same. */
const PALETTES = [
  ['#FF3D7F', '#FFB400'],
  ['#00C2A8', '#1B75FF'],
  ['#7B2FF7', '#F107A3'],
  ['#FF6B00', '#FFD23F'],
  ['#00A86B', '#C6F432'],
  ['#E4002B', '#FF8C00'],
  ['#0B1F5C', '#00B4D8'],
  ['#B5179E', '#F77F00'],
] as const;

const SIZES = {
  card: [1200, 800],
  square: [800, 800],
  mobile: [800, 1200],
  avatar: [600, 600],
  logo: [600, 300],
  icon: [256, 256],
} as const;

export type ImageShape = keyof typeof SIZES;

interface ImageJob {
  key: string;
  shape: ImageShape;
  title: string;
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Greedy word wrap into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = `${out[lines - 1]!.replace(/\s+\S*$/, '')}…`;
  }
  return out;
}

/**
 * An SVG poster: gradient, a sun, sequin diamonds and a wave. Avatars and badge icons carry initials and
 * partner logos their name; photos (cards, squares, hero slides) carry no text, since every page already
 * prints the title beside or over them and a second copy baked into the picture would show through.
 */
export function renderSvg(job: Omit<ImageJob, 'key'>): string {
  const [w, h] = SIZES[job.shape];
  const seed = createHash('sha1').update(job.title).digest();
  const [from, to] = PALETTES[seed[0]! % PALETTES.length]!;
  const accent = PALETTES[(seed[1]! + 3) % PALETTES.length]![0];
  const sunX = Math.round(w * (0.55 + (seed[2]! / 255) * 0.35));
  const sunY = Math.round(h * (0.15 + (seed[3]! / 255) * 0.25));
  const sunR = Math.round(Math.min(w, h) * 0.28);
  const sequins = Array.from({ length: 7 }, (_, i) => {
    const x = Math.round((seed[4 + i]! / 255) * w);
    const y = Math.round((seed[11 + i]! / 255) * h * 0.6);
    const s = Math.round(Math.min(w, h) * (0.015 + (seed[5 + i]! % 5) * 0.006));
    return `<path d="M${x} ${y - s}L${x + s} ${y}L${x} ${y + s}L${x - s} ${y}Z" fill="#fff" opacity=".7"/>`;
  }).join('');
  const wave = `<path d="M0 ${h * 0.72} Q ${w * 0.25} ${h * 0.6} ${w * 0.5} ${h * 0.72} T ${w} ${h * 0.72} V ${h} H 0 Z" fill="#140B3C" opacity=".55"/>`;
  const font = `font-family="DejaVu Sans, Arial, Helvetica, sans-serif"`;

  let text = '';
  if (job.shape === 'avatar' || job.shape === 'icon') {
    const size = Math.round(w * 0.38);
    text = `<text x="50%" y="${Math.round(h * 0.5 + size * 0.35)}" text-anchor="middle" ${font} font-weight="bold" font-size="${size}" fill="#fff">${escapeXml(initials(job.title))}</text>`;
  } else if (job.shape === 'logo') {
    // Large enough to read when the strip shows the logo 48 px high.
    const titleSize = 84;
    const titleLines = wrap(job.title, Math.floor((w * 0.86) / (titleSize * 0.6)), 2);
    const left = Math.round(w * 0.06);
    const y = h / 2 + titleSize * 0.35 - ((titleLines.length - 1) * titleSize * 1.15) / 2;
    const tspans = titleLines
      .map((l, i) => `<tspan x="${left}" dy="${i === 0 ? 0 : titleSize * 1.15}">${escapeXml(l)}</tspan>`)
      .join('');
    text = `<text x="${left}" y="${Math.round(y)}" ${font} font-weight="bold" font-size="${titleSize}" fill="#fff">${tspans}</text>`;
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="#FFF6D5" stop-opacity=".85"/><stop offset="1" stop-color="#FFF6D5" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="url(#sun)"/>
<circle cx="${Math.round(w * 0.12)}" cy="${Math.round(h * 0.2)}" r="${Math.round(sunR * 0.55)}" fill="${accent}" opacity=".35"/>
${sequins}
${job.shape === 'icon' || job.shape === 'logo' ? '' : wave}
${text}
</svg>`;
}

/**
 * Collects the demo images while rows are built (each URL is known at once), then renders them all.
 * One image per item, rendered locally from SVG: no downloads.
 */
export class DemoImages {
  private readonly jobs = new Map<string, ImageJob>();

  constructor(private readonly storage: Storage) {}

  /** The public URL of `public/demo/<name>.webp`, rendered later by renderAll(). */
  url(name: string, shape: ImageShape, title: string): string {
    const key = `public/demo/${slug(name)}.webp`;
    if (!this.jobs.has(key)) this.jobs.set(key, { key, shape, title });
    return this.storage.publicUrl(key);
  }

  get count(): number {
    return this.jobs.size;
  }

  /** Renders and stores every collected image, a few at a time (sharp works on the libuv pool). */
  async renderAll(parallel = 4): Promise<void> {
    const queue = [...this.jobs.values()];
    const sharp = await loadSharp();
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const buf = await sharp(Buffer.from(renderSvg(job)))
          .webp({ quality: 75, effort: 1 })
          .toBuffer();
        await this.storage.put(job.key, buf, 'image/webp');
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
  }
}
