import { writeFileSync } from 'node:fs';

import { encode } from 'uqr';

/**
 * A video of a QR code, as Chromium's fake camera plays it
 * (`--use-file-for-fake-video-capture`): a Y4M file, 640 x 480, 4:2:0 full range, the code
 * black on white in the middle with its quiet zone, a few identical frames (Chromium loops it).
 * What a phone held up to a dispenser's label sees, without a camera.
 */
export function writeQrVideo(text: string, path: string): void {
  const width = 640;
  const height = 480;
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const modules = data.length;
  const scale = Math.floor((Math.min(width, height) * 0.8) / modules);
  const left = Math.floor((width - modules * scale) / 2);
  const top = Math.floor((height - modules * scale) / 2);

  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < modules; row += 1) {
    for (let column = 0; column < modules; column += 1) {
      if (!data[row]![column]) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + row * scale + y) * width + left + column * scale;
        luma.fill(0, start, start + scale);
      }
    }
  }
  // No colour: both chroma planes at their middle value.
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}

/**
 * Chromium's flags for a fake camera playing `video` (a file `writeQrVideo` wrote), allowed
 * without a prompt: the e2e and the install benchmark launch their browser with them.
 */
export function fakeCameraArgs(video: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ];
}
