import { memo, type ReactNode, type SVGProps } from 'react';

import type { FloorPlanShape } from './floorPlan';

/**
 * The drawn parts of a plan (the building's drawing under everything, then rooms, walls, labels,
 * dispensers not bound to a device), as SVG.
 * Labels are SVG text nodes, never markup. `unit` scales strokes and text with the drawing, so a
 * plan in metres and one in centimetres look alike. Decorative for assistive technology: the
 * caller names the drawing.
 */
export const FloorPlanShapes = memo(function FloorPlanShapes({
  shapes,
  unit,
}: {
  shapes: readonly FloorPlanShape[];
  unit: number;
}) {
  return (
    <g aria-hidden="true">
      {shapes.map(
        (shape, i) =>
          shape.type === 'drawing' && (
            // An inlined raster image only (`readFloorPlanShape` checks): nothing is fetched.
            <image
              key={`drawing-${i}`}
              href={shape.src}
              x={shape.x}
              y={shape.y}
              width={shape.w}
              height={shape.h}
              preserveAspectRatio="none"
              data-shape="drawing"
            />
          ),
      )}
      {shapes.map((shape, i) => {
        // Entries have no identity of their own; their position in the map is their key.
        switch (shape.type) {
          case 'room':
            return (
              <g key={i}>
                <rect
                  x={shape.x}
                  y={shape.y}
                  width={shape.w}
                  height={shape.h}
                  strokeWidth={unit * 0.15}
                  data-shape="room"
                />
                {/* The name low in the room: the upper part is where dispensers hang. */}
                {shape.label !== undefined && (
                  <PlanText
                    x={shape.x + shape.w / 2}
                    y={shape.y + shape.h * 0.8}
                    size={unit * 1.2}
                    textAnchor="middle"
                    dominantBaseline="middle"
                  >
                    {shape.label}
                  </PlanText>
                )}
              </g>
            );
          case 'wall':
            return (
              <line
                key={i}
                x1={shape.x1}
                y1={shape.y1}
                x2={shape.x2}
                y2={shape.y2}
                strokeWidth={unit * 0.4}
                strokeLinecap="round"
                data-shape="wall"
              />
            );
          case 'label':
            return (
              <PlanText
                key={i}
                x={shape.x}
                y={shape.y}
                size={unit * 1.1}
                textAnchor="middle"
                dominantBaseline="middle"
                data-shape="label"
              >
                {shape.text}
              </PlanText>
            );
          case 'dispenser':
            return (
              <g key={i} data-shape="dispenser">
                <circle cx={shape.x} cy={shape.y} r={unit * 0.6} />
                {shape.label !== undefined && (
                  <PlanText x={shape.x + unit} y={shape.y} size={unit} dominantBaseline="middle">
                    {shape.label}
                  </PlanText>
                )}
              </g>
            );
          case 'drawing':
            return null;
          default:
            return shape satisfies never;
        }
      })}
    </g>
  );
});

/** The font size text is laid out at before it is scaled to the plan. */
const LAYOUT_FONT_SIZE = 10;

/**
 * SVG text `size` plan units high at (`x`, `y`), laid out at a font size of ten and scaled into
 * the plan. Text whose font size is a small fraction of a unit (a plan drawn in metres, a box
 * zoomed onto a few units) is drawn far below its point by Firefox (160 px at 0.03 units under a
 * 650x scale), and WebKit hit-tests it over much of the drawing. Rendered as text, never markup.
 */
export function PlanText({
  x,
  y,
  size,
  children,
  ...text
}: { x: number; y: number; size: number; children: ReactNode } & Omit<
  SVGProps<SVGTextElement>,
  'x' | 'y' | 'fontSize' | 'ref'
>) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size / LAYOUT_FONT_SIZE})`}>
      <text fontSize={LAYOUT_FONT_SIZE} {...text}>
        {children}
      </text>
    </g>
  );
}
