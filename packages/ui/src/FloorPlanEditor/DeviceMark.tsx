import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import { styled } from 'styled-components';

import {
  statusWords,
  type FloorPlanAttention,
  type FloorPlanDeviceStatus,
} from './floorPlanDevice';
import { useFloorPlanMapMessages } from './floorPlanMapMessages';
import { PlanText } from './FloorPlanShapes';
import { AttentionFrame, StatusMark } from './StatusMark';

interface DeviceMarkProps {
  id: string;
  label: string;
  status: FloorPlanDeviceStatus;
  attention: FloorPlanAttention | undefined;
  x: number;
  y: number;
  r: number;
  fontSize: number;
  /** Whether the serial number is written beside the mark (not when the plan is crowded). */
  showLabel: boolean;
  selected: boolean;
  /** Pointed out (`highlight`): ringed like a selected mark. */
  highlighted: boolean;
  editable: boolean;
  /** On a read-only plan that lets a device be chosen: a button that chooses this one. */
  onChoose: ((id: string) => void) | undefined;
  onKeyDown: (id: string, event: KeyboardEvent<SVGGElement>) => void;
  onPointerDown: (id: string, event: PointerEvent<SVGGElement>) => void;
}

/** One device on the plan; re-renders only when its own position or status changes. */
export const DeviceMark = memo(function DeviceMark({
  id,
  label,
  status,
  attention,
  x,
  y,
  r,
  fontSize,
  showLabel,
  selected,
  highlighted,
  editable,
  onChoose,
  onKeyDown,
  onPointerDown,
}: DeviceMarkProps) {
  const text = useFloorPlanMapMessages();
  // Placing: a button that selects it for moving. Choosing (read-only): a button that shows it.
  // Otherwise a picture with its words.
  const role = editable || onChoose ? 'button' : 'img';
  const pressed = editable ? selected : onChoose ? highlighted : undefined;
  const chooseOnKey = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onChoose?.(id);
  };
  return (
    <MarkGroup
      transform={`translate(${x} ${y})`}
      data-device-id={id}
      role={role}
      aria-label={text.markLabel(label, statusWords(text, status, attention))}
      aria-pressed={pressed}
      tabIndex={role === 'button' ? (pressed ? 0 : -1) : undefined}
      onKeyDown={editable ? (event) => onKeyDown(id, event) : onChoose ? chooseOnKey : undefined}
      onPointerDown={editable ? (event) => onPointerDown(id, event) : undefined}
      onClick={(event) => {
        event.stopPropagation();
        if (!editable) onChoose?.(id);
      }}
      $editable={editable}
      $choosable={onChoose !== undefined}
    >
      {(selected || highlighted) && (
        <circle r={r * 1.5} className="selection" data-highlighted={highlighted || undefined} />
      )}
      {attention && <AttentionFrame attention={attention} r={r * 0.75} />}
      {/* The hit area: at least 24 px across whatever the mark's shape. */}
      <circle r={r} className="hit" />
      <StatusMark status={status} r={r * 0.75} />
      {showLabel && (
        <PlanText x={r * 1.2} y={0} size={fontSize} dominantBaseline="middle">
          {label}
        </PlanText>
      )}
    </MarkGroup>
  );
});

const MarkGroup = styled.g<{ $editable: boolean; $choosable: boolean }>`
  cursor: ${({ $editable, $choosable }) =>
    $editable ? 'grab' : $choosable ? 'pointer' : 'default'};
  outline: none;

  .hit {
    fill: transparent;
  }
  .selection {
    fill: none;
    stroke: ${({ theme }) => theme.color.focusRing};
    stroke-width: 0.3;
    vector-effect: non-scaling-stroke;
  }
  &:focus-visible .hit {
    stroke: ${({ theme }) => theme.color.focusRing};
    stroke-width: 2px;
    vector-effect: non-scaling-stroke;
  }
`;
