import type { Params } from 'react-router';

/** A location route the address is on: its location parameters, and whether it is a floor plan. */
export interface LocationRoute {
  params: Params<'sectionId' | 'premiseId' | 'floorId' | 'roomId'>;
  floorPlan: boolean;
}
