import type { FloorPlanAttention, FloorPlanDeviceStatus } from './floorPlanDevice';

const circle = (r: number) =>
  `M ${-r} 0 a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0 Z`;
const square = (h: number) => `M ${-h} ${-h} H ${h} V ${h} H ${-h} Z`;
const diamond = (r: number) => `M 0 ${-r} L ${r} 0 L 0 ${r} L ${-r} 0 Z`;

/**
 * A status as a shape and a colour, so no status is told by colour alone: a disc (online), a
 * ring (offline), a square (battery: filled when low, a thick outline when critical), a diamond
 * (fluid: filled when low, a thick outline when empty), a triangle (motor stuck), a dashed ring
 * (unknown). Always one `path`, so a status change sets attributes instead of replacing an
 * element (cheap at 100 events/s).
 */
export function StatusMark({ status, r }: { status: FloorPlanDeviceStatus; r: number }) {
  switch (status) {
    case 'online':
      return <path d={circle(r)} data-status={status} />;
    case 'offline':
      return <path d={circle(r * 0.8)} strokeWidth={r * 0.4} data-status={status} />;
    case 'lowBattery':
      return <path d={square(r * 0.85)} data-status={status} />;
    case 'criticalBattery':
      return <path d={square(r * 0.72)} strokeWidth={r * 0.35} data-status={status} />;
    case 'lowFluid':
      return <path d={diamond(r)} data-status={status} />;
    case 'empty':
      return <path d={diamond(r * 0.85)} strokeWidth={r * 0.35} data-status={status} />;
    case 'stuck':
      return <path d={`M 0 ${-r} L ${r} ${r * 0.8} L ${-r} ${r * 0.8} Z`} data-status={status} />;
    case 'unknown':
      return (
        <path
          d={circle(r * 0.8)}
          strokeWidth={r * 0.3}
          strokeDasharray={`${r * 0.5}`}
          data-status={status}
        />
      );
    default:
      return status satisfies never;
  }
}

/** A frame around a mark that needs attention: solid for critical, dashed for a warning. */
export function AttentionFrame({ attention, r }: { attention: FloorPlanAttention; r: number }) {
  const h = r * 1.45;
  return (
    <path
      d={`M ${-h} ${-h} H ${h} V ${h} H ${-h} Z`}
      className="attention"
      data-attention={attention}
      strokeWidth={attention === 'critical' ? r * 0.35 : r * 0.2}
      strokeDasharray={attention === 'warning' ? `${r * 0.45}` : undefined}
    />
  );
}

/**
 * The colours of `StatusMark` and `AttentionFrame`, for the styles of whatever draws them (the
 * legend, the drawing, the list), which also set the `--fp-*` colours from the theme.
 */
export const statusColours = `
  [data-status='online'] { fill: var(--fp-online); }
  [data-status='offline'] { fill: none; stroke: var(--fp-offline); }
  [data-status='lowBattery'] { fill: var(--fp-warning); }
  [data-status='lowFluid'] { fill: var(--fp-warning); }
  [data-status='criticalBattery'], [data-status='empty'] { fill: none; stroke: var(--fp-offline); }
  [data-status='stuck'] { fill: var(--fp-offline); }
  [data-status='unknown'] { fill: none; stroke: var(--fp-muted); }
  .attention { fill: none; }
  [data-attention='critical'] { stroke: var(--fp-offline); }
  [data-attention='warning'] { stroke: var(--fp-warning); }
`;
