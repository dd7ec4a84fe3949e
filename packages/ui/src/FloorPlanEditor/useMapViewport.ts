import { useState } from 'react';

/** Zoom steps of the zoom buttons; 1 fits the plan. */
const ZOOM_STEP = 1.5;
const MAX_ZOOM = 8;

/** The map's zoom, and the zoom buttons' actions. Zoomed in, the drawing's box scrolls. */
export interface MapViewport {
  /** 1 fits the plan; the drawing is this many times its box's width. */
  zoom: number;
  zoomIn: () => void;
  zoomOut: () => void;
  zoomToFit: () => void;
}

/** The zoom of the map: in by steps up to `MAX_ZOOM`, out down to the fit, or back to it. */
export function useMapViewport(): MapViewport {
  const [zoom, setZoom] = useState(1);
  return {
    zoom,
    zoomIn: () => setZoom((z) => Math.min(MAX_ZOOM, z * ZOOM_STEP)),
    zoomOut: () => setZoom((z) => Math.max(1, z / ZOOM_STEP)),
    zoomToFit: () => setZoom(1),
  };
}
