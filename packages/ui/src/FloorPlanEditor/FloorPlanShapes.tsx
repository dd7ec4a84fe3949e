import { memo } from 'react';

import type { FloorPlanShape } from './floorPlan';

/**
 * The drawn parts of a plan (rooms, walls, labels, dispensers not bound to a device), as SVG.
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
                {shape.label !== undefined && (
                  <text
                    x={shape.x + shape.w / 2}
                    y={shape.y + shape.h / 2}
                    fontSize={unit * 1.2}
                    textAnchor="middle"
                    dominantBaseline="middle"
                  >
                    {shape.label}
                  </text>
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
              <text
                key={i}
                x={shape.x}
                y={shape.y}
                fontSize={unit * 1.1}
                textAnchor="middle"
                dominantBaseline="middle"
                data-shape="label"
              >
                {shape.text}
              </text>
            );
          case 'dispenser':
            return (
              <g key={i} data-shape="dispenser">
                <circle cx={shape.x} cy={shape.y} r={unit * 0.6} />
                {shape.label !== undefined && (
                  <text x={shape.x + unit} y={shape.y} fontSize={unit} dominantBaseline="middle">
                    {shape.label}
                  </text>
                )}
              </g>
            );
          default:
            return shape satisfies never;
        }
      })}
    </g>
  );
});
