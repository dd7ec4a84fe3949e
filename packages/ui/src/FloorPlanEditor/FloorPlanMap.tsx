import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';

import { Button } from '../Button';
import { MIN_TARGET_SIZE_PX } from '../constants';
import { useUiMessages } from '../messages';
import { useFloorPlanMapMessages, type FloorPlanMapMessages } from './floorPlanMapMessages';
import {
  arrowStep,
  boxCentre,
  devicePositions,
  floorPlanView,
  readFloorPlanShapes,
  type FloorPlanPoint,
} from './floorPlan';
import { FloorPlanShapes, PlanText } from './FloorPlanShapes';
import { focusRing } from '../shared/focusRing';

/** What a device on the plan is doing, worst first when several hold. */
export type FloorPlanDeviceStatus = 'offline' | 'lowFluid' | 'lowBattery' | 'online' | 'unknown';

/**
 * How urgently a device needs someone, when it does (an app's worklist decides): a critical
 * device's mark gets a solid frame, a warning's a dashed one, and both say so in words.
 */
export type FloorPlanAttention = 'critical' | 'warning';

/** A device the plan can show: one of the floor's or room's devices. */
export interface FloorPlanDevice {
  id: string;
  /** Its name on the plan and in the list (the serial number). Rendered as text. */
  label: string;
  status: FloorPlanDeviceStatus;
  /** Whether it needs attention, and how urgently; absent when it does not. */
  attention?: FloorPlanAttention;
  /** Its device page. */
  href: string;
}

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
  /** Renders a device's link (a router link in an app); a plain `<a>` by default. */
  renderLink?: (props: { href: string; children: ReactNode }) => ReactNode;
  /**
   * A device to point out (the one a link came for): ringed on the plan and marked in the list.
   * It is not selected for moving, so a click on the plan places nothing.
   */
  highlight?: string;
}

/** Zoom steps of the zoom buttons; 1 fits the plan. */
const ZOOM_STEP = 1.5;
const MAX_ZOOM = 8;
/** A mark's label is this many px high on screen, whatever the plan's unit and the zoom. */
const MARK_LABEL_PX = 14;
/** One arrow press moves a device this share of the plan's width (ten times with Shift). */
const ARROW_STEP_SHARE = 0.01;
/**
 * Devices are added to the page this many a frame: hundreds at once would be one long task
 * (WCAG-friendly input needs the main thread free), a hundred a frame stays well under 50 ms.
 */
const RENDER_BATCH = 100;
/** Marks are labelled with their serial number while at most this many are on the plan (at fit). */
const LABELS_UP_TO = 100;
/** Frames to wait for a newly placed mark before giving up on focusing it. */
const FOCUS_ATTEMPT_FRAMES = 10;
/** A press that moves less than this many px is a click, not a drag. */
const DRAG_THRESHOLD_PX = 3;

/**
 * A floor plan people can read and edit without JSON: the drawing (rooms, walls, labels), every
 * placed device as a mark with its live status (shape and colour, never colour alone), a legend,
 * zoom (in, out, to fit), and beside it the list of devices with links to their pages.
 *
 * A device is placed or moved three ways (WCAG 2.2 2.5.7): drag its mark; or select it ('Move' /
 * 'Place on plan' in the list, or click its mark) and click a point on the plan; or select it and
 * move it with the arrow keys (Shift for larger steps). Marks are at least 24 px (2.5.8). The kit
 * never changes the map: it reports each placement through `onPlace`.
 */
export function FloorPlanMap({
  map,
  devices,
  label,
  onPlace,
  renderLink,
  highlight,
}: FloorPlanMapProps) {
  const text = useFloorPlanMapMessages();
  const messages = useUiMessages();
  const instructionsId = useId();
  const { shapes, ignored } = useMemo(() => readFloorPlanShapes(map), [map]);
  const positions = useMemo(() => devicePositions(map), [map]);
  const fit = useMemo(() => floorPlanView(shapes), [shapes]);
  const unit = Math.max(fit.width, fit.height) / 40;
  const [zoom, setZoom] = useState(1);
  const [chosen, setSelected] = useState<string | null>(null);
  const [drag, setDrag] = useState<{ id: string; point: FloorPlanPoint } | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  // Unknown (null) until the drawing is measured; 0 when it has no size (hidden).
  const [pxPerUnit, setPxPerUnit] = useState<number | null>(null);
  const editable = onPlace !== undefined;
  // A chosen device that has left the list is no longer chosen.
  const selectedDevice = devices.find((d) => d.id === chosen);
  const selected = selectedDevice ? chosen : null;

  // Marks keep 24 px on screen whatever the zoom and the plan's unit: measure the drawing.
  // Measured by a ResizeObserver, which reports after layout: asking for the size while the page
  // is being built would force a layout of the whole page (the slowest part of opening a plan).
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
  }, [fit.width, fit.height, zoom]);

  const radius =
    pxPerUnit !== null && pxPerUnit > 0 ? MIN_TARGET_SIZE_PX / 2 / pxPerUnit : unit * 0.8;

  // Handlers read the latest values through refs, so marks stay memoised while statuses change.
  const latest = useRef({ positions, onPlace, fit });
  useLayoutEffect(() => {
    latest.current = { positions, onPlace, fit };
  });

  const toPlan = useCallback((clientX: number, clientY: number): FloorPlanPoint | undefined => {
    const svg = svgRef.current;
    const matrix = svg?.getScreenCTM();
    if (!svg || !matrix) return undefined;
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  }, []);

  const focusMark = useCallback((id: string) => {
    // Once React has rendered the mark (a newly placed one may take a frame or two, and marks
    // wait for the drawing's size), focus it; give up after a few frames.
    let frames = 0;
    const attempt = () => {
      const mark = svgRef.current?.querySelector<SVGGElement>(
        `[data-device-id="${CSS.escape(id)}"]`,
      );
      mark?.focus();
      if (mark && document.activeElement === mark) return;
      frames += 1;
      if (frames < FOCUS_ATTEMPT_FRAMES) requestAnimationFrame(attempt);
    };
    requestAnimationFrame(attempt);
  }, []);

  const select = useCallback(
    (id: string) => {
      const { positions: placed, onPlace: place, fit: box } = latest.current;
      setSelected(id);
      if (!placed.has(id)) place?.(id, boxCentre(box));
      focusMark(id);
    },
    [focusMark],
  );

  const onMarkKeyDown = useCallback((id: string, event: KeyboardEvent<SVGGElement>) => {
    const { positions: placed, onPlace: place, fit: box } = latest.current;
    if (event.key === 'Escape') {
      setSelected(null);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setSelected(id);
      return;
    }
    const step = arrowStep(event.key);
    const from = placed.get(id);
    if (!step || !from || !place) return;
    event.preventDefault();
    setSelected(id);
    const size = box.width * ARROW_STEP_SHARE * (event.shiftKey ? 10 : 1);
    place(id, { x: from.x + step.x * size, y: from.y + step.y * size });
  }, []);

  const dragStart = useRef<{ id: string; x: number; y: number } | null>(null);
  const onMarkPointerDown = useCallback((id: string, event: PointerEvent<SVGGElement>) => {
    event.stopPropagation();
    setSelected(id);
    if (!latest.current.onPlace) return;
    dragStart.current = { id, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }, []);

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = dragStart.current;
    if (!start) return;
    const moved = Math.hypot(event.clientX - start.x, event.clientY - start.y);
    if (moved < DRAG_THRESHOLD_PX && !drag) return;
    const point = toPlan(event.clientX, event.clientY);
    if (point) setDrag({ id: start.id, point });
  };

  const onPointerUp = () => {
    const start = dragStart.current;
    dragStart.current = null;
    if (start && drag && drag.id === start.id) onPlace?.(drag.id, drag.point);
    setDrag(null);
  };

  // A click on the plan (not on a mark) puts the selected device there: no dragging needed.
  const onPlanClick = (event: MouseEvent<SVGSVGElement>) => {
    if (!editable || selected === null || dragStart.current) return;
    const point = toPlan(event.clientX, event.clientY);
    if (point) onPlace?.(selected, point);
  };

  // A large floor is added in batches, one a frame, so no single commit blocks the page.
  const [rendered, setRendered] = useState(RENDER_BATCH);
  useEffect(() => {
    if (rendered >= devices.length) return undefined;
    const frame = requestAnimationFrame(() => setRendered((n) => n + RENDER_BATCH));
    return () => cancelAnimationFrame(frame);
  }, [rendered, devices.length]);
  const shown = devices.length > rendered ? devices.slice(0, rendered) : devices;
  const placedDevices = shown.filter((d) => positions.has(d.id));
  // Hundreds of serial numbers at once are unreadable and slow to paint: the list names them,
  // and zooming in brings the labels back.
  const showLabels = placedDevices.length <= LABELS_UP_TO * zoom;
  // A dispenser entry of a listed device is drawn as its live mark, not a second time (with its
  // label) under it; an entry of a device not listed here keeps its plain drawing.
  // Keyed by the listed ids, not the list: a live status change brings a new list of the same
  // devices, and must not redraw every room and wall.
  const listedIds = devices.map((device) => device.id).join('\n');
  const drawnShapes = useMemo(() => {
    const listed = new Set(listedIds.split('\n'));
    return shapes.filter(
      (shape) =>
        shape.type !== 'dispenser' || shape.deviceId === undefined || !listed.has(shape.deviceId),
    );
  }, [shapes, listedIds]);

  return (
    <Frame>
      <Toolbar role="toolbar" aria-label={text.toolbar}>
        <Button onClick={() => setZoom((z) => Math.min(MAX_ZOOM, z * ZOOM_STEP))}>
          {text.zoomIn}
        </Button>
        <Button onClick={() => setZoom((z) => Math.max(1, z / ZOOM_STEP))} disabled={zoom <= 1}>
          {text.zoomOut}
        </Button>
        <Button onClick={() => setZoom(1)} disabled={zoom === 1}>
          {text.zoomToFit}
        </Button>
      </Toolbar>
      <Legend aria-label={text.legend}>
        {STATUSES.map((status) => (
          <li key={status}>
            <svg viewBox="-7 -7 14 14" width="18" height="18" aria-hidden="true">
              <Mark status={status} r={5} />
            </svg>
            {text.status[status]}
          </li>
        ))}
        {ATTENTIONS.map((attention) => (
          <li key={attention}>
            <svg viewBox="-9 -9 18 18" width="18" height="18" aria-hidden="true">
              <AttentionFrame attention={attention} r={5} />
            </svg>
            {text.attention[attention]}
          </li>
        ))}
      </Legend>
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
          $placing={editable && selected !== null}
          onClick={onPlanClick}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <FloorPlanShapes shapes={drawnShapes} unit={unit} />
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
                  fontSize={pxPerUnit > 0 ? MARK_LABEL_PX / pxPerUnit : unit}
                  showLabel={showLabels || selected === device.id || highlight === device.id}
                  selected={selected === device.id}
                  highlighted={highlight === device.id}
                  editable={editable}
                  onKeyDown={onMarkKeyDown}
                  onPointerDown={onMarkPointerDown}
                />
              );
            })}
        </Drawing>
      </Scroll>
      <Instructions id={instructionsId} aria-live="polite">
        {editable && selectedDevice
          ? text.selected(selectedDevice.label)
          : editable
            ? text.howToPlace
            : ''}
      </Instructions>
      {ignored > 0 && <Note>{messages.floorPlan.ignored(ignored)}</Note>}
      <DeviceList aria-label={text.deviceList}>
        {shown.map((device) => (
          <DeviceRow
            key={device.id}
            id={device.id}
            label={device.label}
            status={device.status}
            attention={device.attention}
            href={device.href}
            placed={positions.has(device.id)}
            selected={selected === device.id || highlight === device.id}
            editable={editable}
            onSelect={select}
            renderLink={renderLink}
          />
        ))}
      </DeviceList>
      {devices.length === 0 && <Note>{text.noDevices}</Note>}
    </Frame>
  );
}

const STATUSES: readonly FloorPlanDeviceStatus[] = [
  'online',
  'offline',
  'lowBattery',
  'lowFluid',
  'unknown',
];

const circle = (r: number) =>
  `M ${-r} 0 a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0 Z`;

/**
 * A status as a shape and a colour: disc, ring, square, diamond, dashed ring. Always one `path`,
 * so a status change sets attributes instead of replacing an element (cheap at 100 events/s).
 */
function Mark({ status, r }: { status: FloorPlanDeviceStatus; r: number }) {
  switch (status) {
    case 'online':
      return <path d={circle(r)} data-status={status} />;
    case 'offline':
      return <path d={circle(r * 0.8)} strokeWidth={r * 0.4} data-status={status} />;
    case 'lowBattery': {
      const h = r * 0.85;
      return <path d={`M ${-h} ${-h} H ${h} V ${h} H ${-h} Z`} data-status={status} />;
    }
    case 'lowFluid':
      return <path d={`M 0 ${-r} L ${r} 0 L 0 ${r} L ${-r} 0 Z`} data-status={status} />;
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

const ATTENTIONS: readonly FloorPlanAttention[] = ['critical', 'warning'];

/** A frame around a mark that needs attention: solid for critical, dashed for a warning. */
function AttentionFrame({ attention, r }: { attention: FloorPlanAttention; r: number }) {
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

/** The words of a mark: its status, and its urgency when it needs attention. */
function statusWords(
  text: FloorPlanMapMessages,
  status: FloorPlanDeviceStatus,
  attention: FloorPlanAttention | undefined,
) {
  return attention
    ? text.statusWithAttention(text.status[status], text.attention[attention])
    : text.status[status];
}

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
  onKeyDown: (id: string, event: KeyboardEvent<SVGGElement>) => void;
  onPointerDown: (id: string, event: PointerEvent<SVGGElement>) => void;
}

/** One device on the plan; re-renders only when its own position or status changes. */
const DeviceMark = memo(function DeviceMark({
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
  onKeyDown,
  onPointerDown,
}: DeviceMarkProps) {
  const text = useFloorPlanMapMessages();
  return (
    <MarkGroup
      transform={`translate(${x} ${y})`}
      data-device-id={id}
      role={editable ? 'button' : 'img'}
      aria-label={text.markLabel(label, statusWords(text, status, attention))}
      aria-pressed={editable ? selected : undefined}
      tabIndex={editable ? (selected ? 0 : -1) : undefined}
      onKeyDown={editable ? (event) => onKeyDown(id, event) : undefined}
      onPointerDown={editable ? (event) => onPointerDown(id, event) : undefined}
      onClick={(event) => event.stopPropagation()}
      $editable={editable}
    >
      {(selected || highlighted) && (
        <circle r={r * 1.5} className="selection" data-highlighted={highlighted || undefined} />
      )}
      {attention && <AttentionFrame attention={attention} r={r * 0.75} />}
      {/* The hit area: at least 24 px across whatever the mark's shape. */}
      <circle r={r} className="hit" />
      <Mark status={status} r={r * 0.75} />
      {showLabel && (
        <PlanText x={r * 1.2} y={0} size={fontSize} dominantBaseline="middle">
          {label}
        </PlanText>
      )}
    </MarkGroup>
  );
});

interface DeviceRowProps {
  id: string;
  label: string;
  status: FloorPlanDeviceStatus;
  attention: FloorPlanAttention | undefined;
  href: string;
  placed: boolean;
  selected: boolean;
  editable: boolean;
  onSelect: (id: string) => void;
  renderLink: FloorPlanMapProps['renderLink'];
}

/** One device in the list; re-renders only when its own status or placement changes. */
const DeviceRow = memo(function DeviceRow({
  id,
  label,
  status,
  attention,
  href,
  placed,
  selected,
  editable,
  onSelect,
  renderLink,
}: DeviceRowProps) {
  const text = useFloorPlanMapMessages();
  const link = renderLink ? renderLink({ href, children: label }) : <a href={href}>{label}</a>;
  return (
    <Row data-selected={selected || undefined}>
      <svg viewBox="-9 -9 18 18" width="18" height="18" aria-hidden="true">
        {attention && <AttentionFrame attention={attention} r={5} />}
        <Mark status={status} r={5} />
      </svg>
      <RowText>
        {link}
        <span>
          {placed
            ? statusWords(text, status, attention)
            : text.notPlaced(statusWords(text, status, attention))}
        </span>
      </RowText>
      {editable && (
        <Button
          onClick={() => onSelect(id)}
          aria-label={text.actionOn(placed ? text.move : text.place, label)}
        >
          {placed ? text.move : text.place}
        </Button>
      )}
    </Row>
  );
});

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const statusColours = `
  [data-status='online'] { fill: var(--fp-online); }
  [data-status='offline'] { fill: none; stroke: var(--fp-offline); }
  [data-status='lowBattery'] { fill: var(--fp-warning); }
  [data-status='lowFluid'] { fill: var(--fp-warning); }
  [data-status='unknown'] { fill: none; stroke: var(--fp-muted); }
  .attention { fill: none; }
  [data-attention='critical'] { stroke: var(--fp-offline); }
  [data-attention='warning'] { stroke: var(--fp-warning); }
`;

const Legend = styled.ul`
  --fp-online: ${({ theme }) => theme.color.success};
  --fp-offline: ${({ theme }) => theme.color.danger};
  --fp-warning: ${({ theme }) => theme.color.warning};
  --fp-muted: ${({ theme }) => theme.color.textMuted};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.small};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
  ${statusColours}
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

const MarkGroup = styled.g<{ $editable: boolean }>`
  cursor: ${({ $editable }) => ($editable ? 'grab' : 'default')};
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

const DeviceList = styled.ul`
  --fp-online: ${({ theme }) => theme.color.success};
  --fp-offline: ${({ theme }) => theme.color.danger};
  --fp-warning: ${({ theme }) => theme.color.warning};
  --fp-muted: ${({ theme }) => theme.color.textMuted};
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${statusColours}
`;

const Row = styled.li`
  /* A status change re-lays out its own row only, and rows off screen are not rendered. */
  contain: layout paint;
  content-visibility: auto;
  contain-intrinsic-size: auto 52px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};

  &[data-selected] {
    background: ${({ theme }) => theme.color.selected};
  }
  svg {
    flex: none;
  }
  a {
    color: ${({ theme }) => theme.color.link};
    overflow-wrap: anywhere;
  }
`;

const RowText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.small};
`;
