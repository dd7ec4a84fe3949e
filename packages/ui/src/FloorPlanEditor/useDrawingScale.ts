import { useEffect, useState, type RefObject } from 'react';

import type { FloorPlanBox } from './floorPlan';

/**
 * How many screen px one plan unit is in the drawing: null until the drawing is measured, 0 when
 * it has no size (hidden).
 *
 * Marks keep 24 px on screen whatever the zoom and the plan's unit: measure the drawing.
 * Measured by a ResizeObserver, which reports after layout: asking for the size while the page
 * is being built would force a layout of the whole page (the slowest part of opening a plan).
 */
export function useDrawingScale(
  svgRef: RefObject<SVGSVGElement | null>,
  fit: FloorPlanBox,
  zoom: number,
): number | null {
  const [pxPerUnit, setPxPerUnit] = useState<number | null>(null);
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return undefined;
    const measure = (width: number, height: number) =>
      setPxPerUnit(Math.min(width / fit.width, height / fit.height));
    if (typeof ResizeObserver === 'undefined') {
      const { width, height } = svg.getBoundingClientRect();
      measure(width, height);
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(svg);
    return () => observer.disconnect();
    // The zoom sets the drawing's width: measured afresh on each change.
  }, [svgRef, fit.width, fit.height, zoom]);
  return pxPerUnit;
}
