import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { compare, smallPng } from './compare.ts';

/** A 200 × 120 page with a card: `cardLeft` is its margin, `cardColour` its background. */
async function page({ cardLeft = 20, cardColour = '#ffffff', height = 120 } = {}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="${height}">
    <rect width="200" height="${height}" fill="#f6f7f9"/>
    <rect x="${cardLeft}" y="20" width="120" height="60" fill="${cardColour}" stroke="#d0d7de"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('comparing a picture with its reference', () => {
  it('finds the same picture the same, also when it was stored compressed', async () => {
    const reference = await page();
    await expect(compare(reference, await page())).resolves.toEqual({ status: 'same' });
    await expect(compare(await smallPng(reference), await page())).resolves.toEqual({
      status: 'same',
    });
  });

  it('finds a card moved by one pixel', async () => {
    const result = await compare(await page(), await page({ cardLeft: 21 }));
    expect(result.status).toBe('changed');
    if (result.status === 'changed') {
      expect(result.diffPixels).toBeGreaterThan(100);
      expect(result.sizeChanged).toBe(false);
      const diff = await sharp(result.diff).metadata();
      expect([diff.width, diff.height]).toEqual([200, 120]);
    }
  });

  it('finds a changed colour, and lets a change under the threshold pass', async () => {
    const changed = await compare(await page(), await page({ cardColour: '#e3eefa' }));
    expect(changed.status).toBe('changed');
    // One step of one channel is rounding, not a change.
    await expect(compare(await page(), await page({ cardColour: '#fffffe' }))).resolves.toEqual({
      status: 'same',
    });
  });

  it('finds a picture that grew, compared on the larger canvas', async () => {
    const result = await compare(await page(), await page({ height: 140 }));
    expect(result).toMatchObject({ status: 'changed', sizeChanged: true });
    if (result.status === 'changed') {
      const diff = await sharp(result.diff).metadata();
      expect([diff.width, diff.height]).toEqual([200, 140]);
    }
  });

  it('keeps a stored picture lossless, also one of thousands of colours', async () => {
    // A gradient with anti-aliased text: more colours than a 256-colour palette holds (sharp's
    // `effort` option quietly turns palette quantisation on).
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120">
      <defs><linearGradient id="g"><stop offset="0" stop-color="#c62828"/><stop offset="1" stop-color="#1565c0"/></linearGradient></defs>
      <rect width="300" height="120" fill="url(#g)"/>
      <circle cx="60" cy="60" r="40" fill="#ffeb3b" opacity="0.7"/>
      <text x="120" y="70" font-size="22" fill="#fff">Critical</text>
    </svg>`;
    const picture = await sharp(Buffer.from(svg)).png().toBuffer();
    const raw = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();
    expect((await raw(await smallPng(picture))).equals(await raw(picture))).toBe(true);
  });
});
