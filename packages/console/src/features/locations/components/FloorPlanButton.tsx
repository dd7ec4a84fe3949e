import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';

import { locations as locationMessages } from '../../../messages/locations';
import { useFloorPlan } from '../api/getFloorPlan';
import type { FloorPlanTarget } from '../api/queryKeys';

const m = locationMessages;

/**
 * The floor and room pages' add-or-edit floor-plan button (spec §2): 'Edit floor plan' when the
 * plan exists, otherwise 'Add floor plan' (also while the answer is on its way or failed). Both
 * open the floor-plan page in edit mode (`?edit`); the page opens as a viewer from elsewhere, and
 * shows the viewer to a role that may not edit.
 */
export function FloorPlanButton({
  target,
  id,
  to,
}: {
  target: FloorPlanTarget;
  id: string;
  to: string;
}) {
  const plan = useFloorPlan(target, id);
  return (
    <ButtonLink to={`${to}?edit`}>
      {plan.data?.exists ? m.editFloorPlan : m.addFloorPlan}
    </ButtonLink>
  );
}

/** A router link that looks like the kit's secondary button: it navigates, so it stays a link. */
export function ButtonLink({ to, children }: { to: string; children: ReactNode }) {
  return <StyledLink to={to}>{children}</StyledLink>;
}

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.link};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;
