/**
 * What a file's first bytes say it is, whatever its name and the type the browser guessed from
 * that name: a text file named `.jpg` is not a picture (issue 46: one was saved as one). The
 * formats a phone's camera or gallery hands over; null for anything else.
 */
export function imageTypeOf(head: Uint8Array): string | null {
  const at = (offset: number, ...bytes: number[]) =>
    bytes.every((byte, i) => head[offset + i] === byte);
  const text = (offset: number, value: string) =>
    at(offset, ...Array.from(value, (char) => char.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (text(0, 'GIF8')) return 'image/gif';
  if (text(0, 'RIFF') && text(8, 'WEBP')) return 'image/webp';
  if (text(0, 'BM')) return 'image/bmp';
  // ISO base media (an iPhone's HEIC, AVIF): 'ftyp' and the brand at offset 4 and 8.
  if (text(4, 'ftyp')) {
    const brand = String.fromCharCode(...head.slice(8, 12));
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand))
      return 'image/heic';
  }
  return null;
}

/** How many bytes `imageTypeOf` reads. */
export const IMAGE_SIGNATURE_BYTES = 12;
