export const locations = {
  /** spec §2 breadcrumbs: Sections > Section > Premise > Floor > Room, plus Floor-plan. */
  sections: 'Sections',
  floorPlan: 'Floor-plan',
  /** Shown in a crumb until its name arrives. */
  loadingName: '…',
} as const;
