import { useEffect, useState, type RefObject } from 'react';

import { SCAN_INTERVAL_MS } from '../constants';
import { openCamera, stopCamera, type CameraOpening } from './camera';
import { loadQrDecoder, type QrDecoder } from './qrDecoder';
import { readScannedCode } from './scannedCode';

/** Where the scanner gets its camera and its reader: the browser's, or a story's stand-ins. */
export interface ScanPorts {
  openCamera: () => Promise<CameraOpening>;
  loadDecoder: () => Promise<QrDecoder>;
}

export const browserScanPorts: ScanPorts = {
  openCamera: () => openCamera(),
  loadDecoder: loadQrDecoder,
};

/** Everything the scan screen can be doing; each outcome says what to do next. */
export type ScanState =
  | { status: 'starting' }
  /** `unknown`: the last code read was not a dispenser's; scanning goes on. */
  | { status: 'scanning'; reader: QrDecoder['kind']; unknown?: string }
  | { status: 'found'; serialNumber: string; internal: boolean }
  | { status: 'noCamera' }
  | { status: 'refused' }
  | { status: 'failed' }
  | { status: 'readerFailed' };

/** `HTMLMediaElement.HAVE_CURRENT_DATA`: the video has a frame to read. */
const HAS_FRAME = 2;

/**
 * Opens the camera into `video` and reads its picture every `SCAN_INTERVAL_MS` until a
 * dispenser's code is found; then (or when the screen goes, or `attempt` changes) the camera is
 * turned off and the reader closed. The camera and the reader are asked for together, so the
 * library (where one is needed) downloads while the person answers the camera prompt.
 */
export function useQrScan(
  video: RefObject<HTMLVideoElement | null>,
  ports: ScanPorts,
  attempt: number,
): ScanState {
  const [state, setState] = useState<ScanState>({ status: 'starting' });
  useEffect(() => {
    let ended = false;
    let stream: MediaStream | undefined;
    let reader: QrDecoder | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ status: 'starting' });

    const look = async (element: HTMLVideoElement, decoder: QrDecoder) => {
      if (ended) return;
      // A reader that fails on a frame reads nothing there; the loop goes on regardless.
      const text =
        element.readyState >= HAS_FRAME ? await decoder.read(element).catch(() => null) : null;
      if (ended) return;
      if (text !== null) {
        const code = readScannedCode(text);
        if (code.status === 'device') {
          if (stream) stopCamera(stream);
          setState({ status: 'found', serialNumber: code.serialNumber, internal: code.internal });
          return;
        }
        setState({ status: 'scanning', reader: decoder.kind, unknown: code.text });
      }
      timer = setTimeout(() => void look(element, decoder), SCAN_INTERVAL_MS);
    };

    void (async () => {
      const [camera, decoder] = await Promise.all([
        ports.openCamera(),
        ports.loadDecoder().catch(() => null),
      ]);
      if (camera.status === 'open') stream = camera.stream;
      if (decoder) reader = decoder;
      if (ended) return release();
      if (camera.status !== 'open') {
        release();
        return setState({ status: camera.status });
      }
      const element = video.current;
      if (!decoder || !element) {
        release();
        return setState({ status: 'readerFailed' });
      }
      element.srcObject = camera.stream;
      // A phone plays a muted, inline video without a gesture; a refusal still shows frames.
      await element.play().catch(() => undefined);
      if (ended) return;
      setState({ status: 'scanning', reader: decoder.kind });
      void look(element, decoder);
    })();

    function release() {
      clearTimeout(timer);
      if (stream) stopCamera(stream);
      reader?.close();
      stream = undefined;
      reader = undefined;
    }
    return () => {
      ended = true;
      release();
      const element = video.current;
      if (element) element.srcObject = null;
    };
  }, [video, ports, attempt]);
  return state;
}
