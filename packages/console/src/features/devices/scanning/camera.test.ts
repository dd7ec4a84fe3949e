import { describe, expect, it, vi } from 'vitest';

import { cameraFailure, openCamera, stopCamera } from './camera';

const refusing = (name: string) => ({
  getUserMedia: vi.fn(() => Promise.reject(new DOMException('no', name))),
});

describe('openCamera: the back camera, or why not', () => {
  it('asks for the back camera and no microphone', async () => {
    const stream = { getTracks: () => [] } as unknown as MediaStream;
    const mediaDevices = { getUserMedia: vi.fn(() => Promise.resolve(stream)) };
    await expect(openCamera(mediaDevices)).resolves.toEqual({ status: 'open', stream });
    expect(mediaDevices.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
  });

  it('is noCamera without mediaDevices (a page served without HTTPS)', async () => {
    await expect(openCamera(undefined)).resolves.toEqual({ status: 'noCamera' });
  });

  it.each([
    ['NotAllowedError', 'refused'],
    ['SecurityError', 'refused'],
    ['NotFoundError', 'noCamera'],
    ['OverconstrainedError', 'noCamera'],
    ['NotReadableError', 'failed'],
    ['AbortError', 'failed'],
  ])('%s is %s', async (name, status) => {
    await expect(openCamera(refusing(name))).resolves.toEqual({ status });
  });

  it('reads anything thrown that is not an error as a failure', () => {
    expect(cameraFailure('odd')).toBe('failed');
  });

  it('stops every track when done', () => {
    const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
    stopCamera({ getTracks: () => tracks } as unknown as MediaStream);
    for (const track of tracks) expect(track.stop).toHaveBeenCalledOnce();
  });
});
