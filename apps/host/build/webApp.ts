/**
 * A Vite build plugin: the console as an installable web app (issue 51: an installer adds it to
 * the phone's home screen). It writes the web app manifest in English and in Bokmål
 * (`manifest.webmanifest`, `manifest.nb.webmanifest`; `index.html` links the English one and
 * `LanguageRoot` points the link at the chosen language's), and the icons they name, drawn here:
 * a white drop on the console's blue, as PNG (the formats every home screen takes). The names
 * come from the catalogues (the host's title, the console's 'Scan a dispenser'), so the home
 * screen says what the console says. The shortcut opens the scanner through the partner gate
 * (`/devices/scan`, as a QR code's own address), since the icon knows no tenant.
 */
import { readFileSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';

import type { Plugin } from 'vite';

/** The console's light theme: its primary blue and its page background (`@hygiene/ui`). */
const THEME_COLOUR = '#0b5cad';
const BACKGROUND_COLOUR = '#f6f7f9';

const MANIFESTS = { en: 'manifest.webmanifest', nb: 'manifest.nb.webmanifest' } as const;

/** The one catalogue text of `msgid` in a PO file (its Bokmål), or `msgid` when it has none. */
function translated(po: string, msgid: string): string {
  const escaped = msgid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^msgid "${escaped}"\\nmsgstr "(.+)"$`, 'm').exec(po);
  return match?.[1] ?? msgid;
}

/** Icons by file name: size in pixels, and whether it is drawn for a mask (full bleed). */
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/icon-maskable-512.png', size: 512, maskable: true },
  { file: 'icons/apple-touch-icon.png', size: 180, maskable: true },
] as const;

export function webApp({
  hostCatalogue,
  consoleCatalogue,
}: {
  /** The host's Bokmål PO file (the app's title). */
  hostCatalogue: URL;
  /** The console's Bokmål PO file ('Scan a dispenser'). */
  consoleCatalogue: URL;
}): Plugin {
  return {
    name: 'hygiene:web-app',
    apply: 'build',
    generateBundle() {
      const hostPo = readFileSync(hostCatalogue, 'utf8');
      const consolePo = readFileSync(consoleCatalogue, 'utf8');
      const words = {
        en: { name: 'Hygiene console', scan: 'Scan a dispenser' },
        nb: {
          name: translated(hostPo, 'Hygiene console'),
          scan: translated(consolePo, 'Scan a dispenser'),
        },
      };
      for (const [language, fileName] of Object.entries(MANIFESTS) as [
        keyof typeof MANIFESTS,
        string,
      ][]) {
        this.emitFile({
          type: 'asset',
          fileName,
          source: `${JSON.stringify(manifest(language, words[language]), null, 2)}\n`,
        });
      }
      for (const icon of ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.file, source: drawIcon(icon) });
      }
    },
  };
}

function manifest(language: string, words: { name: string; scan: string }) {
  return {
    name: words.name,
    short_name: 'Hygiene',
    lang: language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: ICONS.filter((icon) => icon.file !== 'icons/apple-touch-icon.png').map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
    shortcuts: [
      {
        name: words.scan,
        url: '/devices/scan',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  };
}

/**
 * A drop (a circle with a point above it) in white on the theme's blue: on a rounded square
 * for the plain icons, full bleed with the drop inside the middle 80 % for the maskable ones
 * (what a launcher's mask may cut away is blue). Each pixel is sampled 4 x 4 times, so the
 * edges are smooth.
 */
function drawIcon({ size, maskable }: { size: number; maskable: boolean }): Uint8Array {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(THEME_COLOUR.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
  const scale = maskable ? 0.5 : 0.62;
  const radius = (size * scale) / 2.6;
  const cx = size / 2;
  const cy = size / 2 + radius * 0.45;
  const tipY = cy - radius * 2.3;
  const corner = maskable ? 0 : size * 0.18;
  // The point: straight sides from the tip that meet the circle where they touch it.
  const d = cy - tipY;
  const slope = radius / Math.sqrt(d * d - radius * radius);
  const touchY = tipY + (d * d - radius * radius) / d;
  const inDrop = (x: number, y: number) => {
    if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) return true;
    return y >= tipY && y <= touchY && Math.abs(x - cx) <= (y - tipY) * slope;
  };
  const inSquare = (x: number, y: number) => {
    const dx = Math.max(corner - x, 0, x - (size - corner));
    const dy = Math.max(corner - y, 0, y - (size - corner));
    return dx * dx + dy * dy <= corner * corner;
  };
  const rows: Buffer[] = [];
  const SAMPLES = 4;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      let white = 0;
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const px = x + (sx + 0.5) / SAMPLES;
          const py = y + (sy + 0.5) / SAMPLES;
          if (!inSquare(px, py)) continue;
          covered += 1;
          if (inDrop(px, py)) white += 1;
        }
      }
      const total = SAMPLES * SAMPLES;
      const w = covered === 0 ? 0 : white / covered;
      const at = 1 + x * 4;
      row[at] = Math.round(r + (255 - r) * w);
      row[at + 1] = Math.round(g + (255 - g) * w);
      row[at + 2] = Math.round(b + (255 - b) * w);
      row[at + 3] = Math.round((255 * covered) / total);
    }
    rows.push(row);
  }
  return png(size, size, Buffer.concat(rows));
}

/** An RGBA PNG of filtered rows (each starting with its filter byte, 0 here). */
function png(width: number, height: number, rows: Buffer): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
