import { styled } from 'styled-components';

import { FLOOR_PLAN_STATUSES, type FloorPlanAttention } from './floorPlanDevice';
import { useFloorPlanMapMessages } from './floorPlanMapMessages';
import { AttentionFrame, StatusMark, statusColours } from './StatusMark';

const ATTENTIONS: readonly FloorPlanAttention[] = ['critical', 'warning'];

/** The map's legend: every status's shape, and both attention frames, each with its words. */
export function MapLegend() {
  const text = useFloorPlanMapMessages();
  return (
    <Legend aria-label={text.legend}>
      {FLOOR_PLAN_STATUSES.map((status) => (
        <li key={status}>
          <svg viewBox="-7 -7 14 14" width="18" height="18" aria-hidden="true">
            <StatusMark status={status} r={5} />
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
  );
}

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
