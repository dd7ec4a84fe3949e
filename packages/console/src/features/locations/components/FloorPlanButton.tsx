import { locationMessages } from '../locationMessages';
import { useFloorPlan } from '../api/getFloorPlan';
import type { FloorPlanTarget } from '../api/queryKeys';
import { ButtonLink } from './ButtonLink';

const m = locationMessages;

/**
 * The floor and room pages' add-or-edit floor-plan button (spec §2): 'Edit floor-plan' when the
 * plan exists, otherwise 'Add floor-plan' (also while the answer is on its way or failed).
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
  return <ButtonLink to={to}>{plan.data?.exists ? m.editFloorPlan : m.addFloorPlan}</ButtonLink>;
}
