/**
 * Reads a QR code out of the camera's current frame. The browser's own `BarcodeDetector` where
 * it has one that reads QR codes (Chrome on Android, ChromeOS and macOS): nothing to download.
 * Elsewhere (every iPhone browser, Firefox, Chrome on Linux and Windows) qr-scanner, fetched only
 * now: 5.6 kB gzipped and 10.4 kB for the worker it decodes in, so the page never stalls on a
 * frame (the host's build; zxing-wasm's reader would be 401 kB). Its worker is made from a
 * `blob:` URL: the page's Content-Security-Policy needs `worker-src 'self' blob:`.
 */
export interface QrDecoder {
  /** Which reader it is: the screen names neither, the stories and the benchmark do. */
  readonly kind: 'native' | 'library';
  /** The text of a QR code in the frame, or null when there is none. */
  read(frame: HTMLVideoElement): Promise<string | null>;
  /** Ends the library's worker; the native reader holds nothing. */
  close(): void;
}

/** The decoder this browser can use; rejects when the library cannot be fetched (offline). */
export async function loadQrDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? libraryDecoder();
}

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    // Chrome on Linux has the class but no backend: it supports no format at all.
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      kind: 'native',
      read: async (frame) => {
        try {
          return (await detector.detect(frame))[0]?.rawValue ?? null;
        } catch {
          // A frame the detector cannot take (the video between sizes): the next one will do.
          return null;
        }
      },
      close: () => undefined,
    };
  } catch {
    return null;
  }
}

async function libraryDecoder(): Promise<QrDecoder> {
  const { default: QrScanner } = await import('qr-scanner');
  const engine = await QrScanner.createQrEngine();
  return {
    kind: 'library',
    read: async (frame) => {
      try {
        const result = await QrScanner.scanImage(frame, {
          qrEngine: engine,
          returnDetailedScanResult: true,
        });
        return result.data;
      } catch {
        // 'No QR code found' (most frames) and a frame not ready yet read alike: nothing.
        return null;
      }
    },
    close: () => {
      if ('terminate' in engine) engine.terminate();
    },
  };
}
