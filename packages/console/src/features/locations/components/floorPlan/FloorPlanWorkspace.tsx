import type { OperationId } from '@hygiene/api-client';
import { Button } from '@hygiene/ui';
import { useSearchParams } from 'react-router';

import { usePermission } from '../../../../lib/permission';
import { floorPlan as p } from '../../../../messages/floorPlan';
import type { StoredFloorPlan } from '../../api/getFloorPlan';
import type { DevicesAt, FloorPlanTarget } from '../../api/queryKeys';
import { FloorPlanEditing } from './FloorPlanEditing';
import { FloorPlanViewer } from './FloorPlanViewer';

export interface FloorPlanWorkspaceProps {
  target: FloorPlanTarget;
  id: string;
  name: string;
  at: DevicesAt;
}

/** The search parameter of edit mode (`?edit`): a link, a reload and Back keep the mode. */
export const EDIT_MODE = 'edit';

/** The write a save of this plan makes: a create while none exists, else an update. */
function writeOf(target: FloorPlanTarget, exists: boolean): OperationId {
  if (target === 'floor') return exists ? 'updateFloorFloorPlan' : 'createFloorFloorPlan';
  return exists ? 'updateRoomFloorPlan' : 'createRoomFloorPlan';
}

/**
 * The floor-plan page's work area once the stored plan is known: the viewer for everyone, and
 * edit mode (`?edit`) for those whose role may save the plan, who are offered 'Edit plan'. A
 * role that may not is never shown the editor, even by its address (the platform refuses such a
 * save too).
 */
export function FloorPlanWorkspace(props: FloorPlanWorkspaceProps & { stored: StoredFloorPlan }) {
  const [search, setSearch] = useSearchParams();
  const mayEdit = usePermission(writeOf(props.target, props.stored.exists)).status === 'allowed';
  // Into edit mode is a step Back undoes; out of it ('Done') replaces it.
  const setEditing = (on: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set(EDIT_MODE, '');
        else next.delete(EDIT_MODE);
        return next;
      },
      { replace: !on },
    );

  if (mayEdit && search.has(EDIT_MODE)) {
    return <FloorPlanEditing {...props} onDone={() => setEditing(false)} />;
  }
  return (
    <FloorPlanViewer
      {...props}
      editAction={
        mayEdit && (
          <Button variant="primary" onClick={() => setEditing(true)}>
            {p.editPlan}
          </Button>
        )
      }
    />
  );
}
