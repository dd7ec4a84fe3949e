/**
 * The phone's back camera for scanning, or why there is none. Each way it can fail is its own
 * outcome, as the screen tells each differently: no camera at all, the camera refused (by the
 * person or by the site's settings), or one that would not start (another app holds it).
 */
export type CameraOpening =
  | { status: 'open'; stream: MediaStream }
  | { status: 'noCamera' }
  | { status: 'refused' }
  | { status: 'failed' };

/** The back camera where there is one (a phone), any camera else; never the microphone. */
const CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: { ideal: 'environment' } },
  audio: false,
};

/**
 * Asks for the camera. The browser asks the person (from the tap that opened the scanner) the
 * first time; a page served without HTTPS has no `mediaDevices` at all, which is 'noCamera' too.
 */
export async function openCamera(
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined = globalThis.navigator?.mediaDevices,
): Promise<CameraOpening> {
  if (!mediaDevices?.getUserMedia) return { status: 'noCamera' };
  try {
    return { status: 'open', stream: await mediaDevices.getUserMedia(CONSTRAINTS) };
  } catch (error) {
    return { status: cameraFailure(error) };
  }
}

/** What a refused `getUserMedia` means to the person holding the phone. */
export function cameraFailure(error: unknown): 'noCamera' | 'refused' | 'failed' {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'refused';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'TypeError':
      return 'noCamera';
    default:
      return 'failed';
  }
}

/** Turns the camera off (its light too): when a code is read, or the screen is left. */
export function stopCamera(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
