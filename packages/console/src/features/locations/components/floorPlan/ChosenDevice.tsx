import type { AttentionItem } from '@hygiene/api-client';
import {
  Button,
  floorPlanMapMessagesIn,
  Inline,
  Muted,
  useLanguage,
  type FloorPlanDevice,
} from '@hygiene/ui';
import { styled } from 'styled-components';

import { AttentionFindings } from '../../../../components/AttentionFindings';
import { OpenCases } from '../../../../components/cases/OpenCases';
import { RouterLink } from '../../../../components/RouterLink';
import { floorPlan as text } from '../../../../messages/floorPlan';

/** What the worklist says the chosen dispenser needs, once the floor's worklist answers. */
export type ChosenNeed =
  | { status: 'checking' }
  | { status: 'unknown' }
  | { status: 'known'; item: AttentionItem | undefined };

/**
 * The dispenser chosen on the plan: its live state in the plan's words, why it needs someone (the
 * worklist's findings, each since when), who is on it (its open cases), the room it hangs in,
 * and its page. Announced politely
 * when it changes, so a screen reader hears what the choice shows.
 */
export function ChosenDevice({
  device,
  need,
  room,
  onClose,
}: {
  device: FloorPlanDevice;
  need: ChosenNeed;
  /** The name of the plan's room it is in, where the plan says. */
  room: string | undefined;
  onClose: () => void;
}) {
  const words = floorPlanMapMessagesIn(useLanguage());
  return (
    <Panel aria-label={text.chosen(device.label)} aria-live="polite">
      <Title>{device.label}</Title>
      <p>
        {words.status[device.status]}
        {room && <Muted> · {text.inRoom(room)}</Muted>}
      </p>
      <Needs need={need} />
      <Inline>
        <RouterLink to={device.href}>{text.openDevice}</RouterLink>
        <Button onClick={onClose}>{text.closeChosen}</Button>
      </Inline>
    </Panel>
  );
}

function Needs({ need }: { need: ChosenNeed }) {
  // Never 'nothing needed' before the worklist has answered: that would be a guess.
  if (need.status === 'checking') return <Muted as="p">{text.checkingNeeds}</Muted>;
  if (need.status === 'unknown') return <Muted as="p">{text.needsUnknown}</Muted>;
  const { item } = need;
  if (!item || item.findings.length === 0) return <Muted as="p">{text.nothingNeeded}</Muted>;
  return (
    <>
      <AttentionFindings findings={item.findings} />
      {/* Who is on it: nobody walks to a dispenser someone else already went to. */}
      <OpenCases cases={item.cases ?? []} />
    </>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};

  p {
    margin: 0;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
  overflow-wrap: anywhere;
`;
