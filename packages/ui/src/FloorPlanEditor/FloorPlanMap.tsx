import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';

import { Button } from '../Button';
import { DeviceList } from './DeviceList';
import { DeviceMark } from './DeviceMark';
import { labelsShown, markLabelSize, markRadius } from './drawingModel';
import type { FloorPlanPoint } from './floorPlan';
import type { FloorPlanDevice } from './floorPlanDevice';
import { useFloorPlanMapMessages } from './floorPlanMapMessages';
import { FloorPlanShapes } from './FloorPlanShapes';
import { MapLegend } from './MapLegend';
import { statusColours } from './StatusMark';
import { useDeviceSelection } from './useDeviceSelection';
import { useDevicesInBatches } from './useDevicesInBatches';
import { useDrawingScale } from './useDrawingScale';
import { useFloorPlanDrawing } from './useFloorPlanDrawing';
import { useKeyboardPlacement } from './useKeyboardPlacement';
import { useLatest } from './useLatest';
import { useMapViewport } from './useMapViewport';
import { useNarrowLayout } from './useNarrowLayout';
import { usePointerPlacement } from './usePointerPlacement';
import { useListDrag } from './useListDrag';
import { useRoomDrawing, type FloorPlanRect } from './useRoomDrawing';
import { ZoomToolbar } from './ZoomToolbar';
import { focusRing } from '../shared/focusRing';

export type { FloorPlanAttention, FloorPlanDevice, FloorPlanDeviceStatus } from './floorPlanDevice';

export interface FloorPlanMapProps {
  /** The plan's map (any JSON array); dispensers with a `deviceId` are the devices' positions. */
  map: readonly unknown[];
  /** The devices that belong on this plan, placed or not. */
  devices: readonly FloorPlanDevice[];
  /** Names the drawing, e.g. 'Floor plan of 2nd floor'. */
  label: string;
  /**
   * Called when the person places or moves a device (drag, arrow keys, or a chosen point). Without
   * it the plan is read-only.
   */
  onPlace?: (deviceId: string, point: FloorPlanPoint) => void;
  /**
   * Called when the person takes a placed device off the plan ('Remove' in the list, or Delete on
   * its selected mark), while placing. Without it devices can only be moved.
   */
  onRemove?: (deviceId: string) => void;
  /**
   * Called with a rectangle the person drew across the plan ('Draw a room', then a drag from
   * corner to corner), while placing: the app names it and puts it in the map. Without it rooms
   * are not drawn here.
   */
  onDrawRoom?: (rect: FloorPlanRect) => void;
  /** Renders a device's link (a router link in an app); a plain `<a>` by default. */
  renderLink?: (props: { href: string; children: ReactNode }) => ReactNode;
  /**
   * A device to point out (the one a link came for, or the one chosen): ringed on the plan,
   * marked in the list and scrolled into view. It is not selected for moving, so a click on the
   * plan places nothing.
   */
  highlight?: string;
  /**
   * Called when the person chooses a device on a read-only plan (a click or Enter on its mark, or
   * 'Show on plan' in the list): the app shows what it knows of it, and passes it back as
   * `highlight`. Without it (or while placing) marks are only pictures with their words.
   */
  onChoose?: (deviceId: string) => void;
}

/**
 * A floor plan people can read and edit without JSON: the drawing (rooms, walls, labels), every
 * placed device as a mark with its live status (shape and colour, never colour alone), a legend,
 * zoom (in, out, to fit), and beside it the list of devices with links to their pages.
 *
 * A device is placed or moved three ways (WCAG 2.2 2.5.7): drag its mark, or drag it from the
 * list onto the plan (by the mark beside its name); or select it ('Move' / 'Place on plan' in the
 * list, or click its mark) and click a point on the plan; or select it and move it with the arrow
 * keys (Shift for larger steps). Marks are at least 24 px (2.5.8). The kit never changes the map:
 * it reports each placement through `onPlace` (and, where the app allows, a removal through
 * `onRemove` and a room drawn through `onDrawRoom`).
 *
 * The parts live beside it: the drawing's model (`useFloorPlanDrawing`, `drawingModel`), zoom
 * (`useMapViewport`, `ZoomToolbar`), measuring (`useDrawingScale`), placing by keyboard
 * (`useKeyboardPlacement`) and by pointer (`usePointerPlacement`), the marks (`DeviceMark`,
 * `StatusMark`), the legend (`MapLegend`) and the list (`DeviceList`).
 */
export function FloorPlanMap({
  map,
  devices,
  label,
  onPlace,
  renderLink,
  highlight,
  onChoose,
  onRemove,
  onDrawRoom,
}: FloorPlanMapProps) {
  const text = useFloorPlanMapMessages();
  const instructionsId = useId();
  const { drawnShapes, ignored, positions, fit, unit } = useFloorPlanDrawing(map, devices);
  const viewport = useMapViewport();
  const { zoom } = viewport;
  const { selected, selectedDevice, setSelected } = useDeviceSelection(devices);
  const svgRef = useRef<SVGSVGElement>(null);
  const pxPerUnit = useDrawingScale(svgRef, fit, zoom);
  const editable = onPlace !== undefined;
  const choosable = !editable && onChoose !== undefined;
  const radius = markRadius(pxPerUnit, unit);
  const listFirst = useNarrowLayout();

  // Handlers read the latest values through refs, so marks stay memoised while statuses change.
  const latest = useLatest({ positions, onPlace, fit, onChoose, onRemove });
  const { select, focusMark, onMarkKeyDown } = useKeyboardPlacement(svgRef, latest, setSelected);
  const choose = useCallback(
    (id: string) => {
      latest.current.onChoose?.(id);
      focusMark(id);
    },
    [latest, focusMark],
  );

  const listDrag = useListDrag(svgRef, latest);
  const rooms = useRoomDrawing(
    svgRef,
    Math.max(fit.width, fit.height),
    editable ? onDrawRoom : undefined,
  );
  const { drag, onMarkPointerDown, onPointerMove, onPointerUp, onPlanClick } = usePointerPlacement({
    svgRef,
    latest,
    onPlace,
    editable,
    selected,
    setSelected,
  });

  const shown = useDevicesInBatches(devices);
  const placedDevices = shown.filter((d) => positions.has(d.id));
  const showLabels = labelsShown(placedDevices.length, zoom);

  // The device pointed out comes into view once its mark is drawn (marks wait for the drawing's
  // size and come in batches): the page, and a zoomed plan, scroll to it.
  const highlightDrawn =
    pxPerUnit !== null && placedDevices.some((device) => device.id === highlight);
  useEffect(() => {
    if (!highlight || !highlightDrawn) return;
    svgRef.current
      ?.querySelector(`[data-device-id="${CSS.escape(highlight)}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [highlight, highlightDrawn]);

  const list = (
    <DeviceList
      devices={shown}
      positions={positions}
      selected={selected}
      highlight={highlight}
      editable={editable}
      onSelect={select}
      onRemove={editable ? onRemove : undefined}
      onPickUp={editable ? listDrag.pickUp : undefined}
      onChoose={choosable ? choose : undefined}
      renderLink={renderLink}
    />
  );

  return (
    <Frame>
      {/* On a phone the list comes first: what is here, then where. */}
      {listFirst && list}
      <Tools>
        <ZoomToolbar viewport={viewport} />
        {editable && onDrawRoom && (
          <Button aria-pressed={rooms.active} onClick={rooms.active ? rooms.stop : rooms.start}>
            {text.drawRoom}
          </Button>
        )}
      </Tools>
      <MapLegend />
      {/* Zoomed in, the drawing scrolls in its own box, which takes focus so keys can scroll it. */}
      <Scroll role="region" aria-label={text.planArea} tabIndex={0}>
        {/* The drawing is a pointer surface; the same actions are in the list and on the keys. */}
        <Drawing
          ref={svgRef}
          role="group"
          aria-label={label}
          aria-describedby={editable ? instructionsId : undefined}
          viewBox={`${fit.x} ${fit.y} ${fit.width} ${fit.height}`}
          preserveAspectRatio="xMidYMid meet"
          style={{ width: `${zoom * 100}%` }}
          data-zoom={zoom}
          $placing={(editable && selected !== null) || rooms.active}
          // While a room is drawn, a press on the plan is its first corner, not a placement.
          onClick={rooms.active ? undefined : onPlanClick}
          onPointerDown={rooms.active ? rooms.onPointerDown : undefined}
          onPointerMove={rooms.active ? rooms.onPointerMove : onPointerMove}
          onPointerUp={rooms.active ? rooms.onPointerUp : onPointerUp}
          onPointerCancel={rooms.active ? rooms.stop : onPointerUp}
        >
          <FloorPlanShapes shapes={drawnShapes} unit={unit} />
          {rooms.preview && (
            <rect
              x={rooms.preview.x}
              y={rooms.preview.y}
              width={rooms.preview.w}
              height={rooms.preview.h}
              strokeWidth={unit * 0.2}
              data-shape="room-preview"
            />
          )}
          {/* Marks wait for the drawing's size, so they render once, at their final size. */}
          {pxPerUnit !== null &&
            placedDevices.map((device) => {
              const at =
                drag?.id === device.id ? drag.point : (positions.get(device.id) as FloorPlanPoint);
              return (
                <DeviceMark
                  key={device.id}
                  id={device.id}
                  label={device.label}
                  status={device.status}
                  attention={device.attention}
                  x={at.x}
                  y={at.y}
                  r={radius}
                  fontSize={markLabelSize(pxPerUnit, unit)}
                  showLabel={showLabels || selected === device.id || highlight === device.id}
                  selected={selected === device.id}
                  highlighted={highlight === device.id}
                  editable={editable}
                  onChoose={choosable ? choose : undefined}
                  onKeyDown={onMarkKeyDown}
                  onPointerDown={onMarkPointerDown}
                />
              );
            })}
        </Drawing>
      </Scroll>
      <Instructions id={instructionsId} aria-live="polite">
        {rooms.active
          ? text.drawRoomHow
          : editable && selectedDevice
            ? (onRemove ? text.selectedRemovable : text.selected)(selectedDevice.label)
            : editable
              ? text.howToPlace
              : ''}
      </Instructions>
      {ignored > 0 && <Note>{text.editor.ignored(ignored)}</Note>}
      {!listFirst && list}
      {devices.length === 0 && <Note>{text.noDevices}</Note>}
      {listDrag.dragging && (
        <Carried
          aria-hidden="true"
          style={{ left: listDrag.dragging.clientX + 12, top: listDrag.dragging.clientY + 12 }}
        >
          {listDrag.dragging.label}
        </Carried>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
`;

/** The device carried from the list, following the pointer. */
const Carried = styled.div`
  position: fixed;
  z-index: 10;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.focusRing};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.small};
  pointer-events: none;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Scroll = styled.div`
  box-sizing: content-box;
  contain: layout paint;
  max-width: 100%;
  max-height: 70vh;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};

  ${focusRing}
`;

const Drawing = styled.svg<{ $placing: boolean }>`
  --fp-online: ${({ theme }) => theme.color.success};
  --fp-offline: ${({ theme }) => theme.color.danger};
  --fp-warning: ${({ theme }) => theme.color.warning};
  --fp-muted: ${({ theme }) => theme.color.textMuted};
  display: block;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.color.background};
  cursor: ${({ $placing }) => ($placing ? 'crosshair' : 'default')};
  touch-action: ${({ $placing }) => ($placing ? 'none' : 'auto')};

  rect[data-shape='room-preview'] {
    fill: ${({ theme }) => theme.color.selected};
    fill-opacity: 0.5;
    stroke: ${({ theme }) => theme.color.focusRing};
    stroke-dasharray: 4 3;
    vector-effect: non-scaling-stroke;
  }
  rect[data-shape='room'] {
    fill: ${({ theme }) => theme.color.surface};
    stroke: ${({ theme }) => theme.color.textMuted};
  }
  line {
    stroke: ${({ theme }) => theme.color.text};
  }
  [data-shape='dispenser'] circle {
    fill: ${({ theme }) => theme.color.textMuted};
  }
  text {
    fill: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
    /* Words name what is under them: a click on one is a click on the plan. */
    pointer-events: none;
  }
  ${statusColours}
`;

const Instructions = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
