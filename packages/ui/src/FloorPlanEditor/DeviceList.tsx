import { memo, type PointerEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';

import { Button } from '../Button';
import type { FloorPlanPoint } from './floorPlan';
import {
  statusWords,
  type FloorPlanAttention,
  type FloorPlanDevice,
  type FloorPlanDeviceStatus,
} from './floorPlanDevice';
import { useFloorPlanMapMessages } from './floorPlanMapMessages';
import { AttentionFrame, StatusMark, statusColours } from './StatusMark';

/** Renders a device's link (`FloorPlanMapProps.renderLink`); a plain `<a>` when absent. */
type RenderLink = ((props: { href: string; children: ReactNode }) => ReactNode) | undefined;

interface DeviceListProps {
  /** The devices rendered so far (a large floor comes in batches). */
  devices: readonly FloorPlanDevice[];
  /** Where the placed devices are; the others say they are not on the plan. */
  positions: ReadonlyMap<string, FloorPlanPoint>;
  selected: string | null;
  highlight: string | undefined;
  editable: boolean;
  onSelect: (id: string) => void;
  /** Placing: placed devices get 'Remove from plan'. */
  onRemove: ((id: string) => void) | undefined;
  /** Placing: a press on a row's mark picks the device up, to drag it onto the plan. */
  onPickUp: ((id: string, label: string, event: PointerEvent<Element>) => void) | undefined;
  /** A read-only plan's choosing: placed devices get 'Show on plan'. */
  onChoose: ((id: string) => void) | undefined;
  renderLink: RenderLink;
}

/**
 * The list beside the plan: every device with its status in words, a link to its page and, when
 * the plan is editable, its 'Move' or 'Place on plan' button; on a read-only plan that lets a
 * device be chosen, 'Show on plan' for each placed one (the keyboard's way to a mark).
 */
export function DeviceList({
  devices,
  positions,
  selected,
  highlight,
  editable,
  onSelect,
  onRemove,
  onPickUp,
  onChoose,
  renderLink,
}: DeviceListProps) {
  const text = useFloorPlanMapMessages();
  return (
    <List aria-label={text.deviceList}>
      {devices.map((device) => (
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
          onSelect={onSelect}
          onRemove={onRemove}
          onPickUp={onPickUp}
          onChoose={onChoose}
          renderLink={renderLink}
        />
      ))}
    </List>
  );
}

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
  onRemove: ((id: string) => void) | undefined;
  onPickUp: DeviceListProps['onPickUp'];
  onChoose: ((id: string) => void) | undefined;
  renderLink: RenderLink;
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
  onRemove,
  onPickUp,
  onChoose,
  renderLink,
}: DeviceRowProps) {
  const text = useFloorPlanMapMessages();
  const link = renderLink ? renderLink({ href, children: label }) : <a href={href}>{label}</a>;
  return (
    <Row data-selected={selected || undefined}>
      {/* While placing, the mark is a handle to drag the device onto the plan (the buttons do
          the same without dragging). */}
      <Handle
        aria-hidden="true"
        data-drag-handle={onPickUp ? id : undefined}
        $draggable={onPickUp !== undefined}
        onPointerDown={onPickUp ? (event) => onPickUp(id, label, event) : undefined}
      >
        <svg viewBox="-9 -9 18 18" width="18" height="18">
          {attention && <AttentionFrame attention={attention} r={5} />}
          <StatusMark status={status} r={5} />
        </svg>
      </Handle>
      <RowText>
        {link}
        <span>
          {placed
            ? statusWords(text, status, attention)
            : text.notPlaced(statusWords(text, status, attention))}
        </span>
      </RowText>
      {editable ? (
        <Actions>
          <Button
            onClick={() => onSelect(id)}
            aria-label={text.actionOn(placed ? text.move : text.place, label)}
          >
            {placed ? text.move : text.place}
          </Button>
          {placed && onRemove && (
            <Button onClick={() => onRemove(id)} aria-label={text.actionOn(text.remove, label)}>
              {text.remove}
            </Button>
          )}
        </Actions>
      ) : (
        onChoose &&
        placed && (
          <Button
            onClick={() => onChoose(id)}
            aria-label={text.actionOn(text.show, label)}
            aria-pressed={selected}
          >
            {text.show}
          </Button>
        )
      )}
    </Row>
  );
});

const List = styled.ul`
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

const Handle = styled.span<{ $draggable: boolean }>`
  display: inline-flex;
  flex: none;
  padding: ${({ $draggable }) => ($draggable ? '3px' : '0')};
  cursor: ${({ $draggable }) => ($draggable ? 'grab' : 'default')};
  /* A finger dragging the device must not scroll the page instead. */
  touch-action: ${({ $draggable }) => ($draggable ? 'none' : 'auto')};
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
`;

const RowText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.small};
`;
