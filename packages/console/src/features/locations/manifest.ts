import { menu } from '../../messages/menu';
import { defineRoutes } from '../../routing/defineRoutes';

const floorPlanScreen = () => import('./routes/FloorPlanScreen').then((m) => m.FloorPlanScreen);

export const locationsRoutes = defineRoutes({
  sections: {
    pattern: 'sections',
    screen: () => import('./routes/SectionsScreen').then((m) => m.SectionsScreen),
    menu: {
      group: 'main',
      order: 60,
      label: () => menu.sections,
      area: 'locations',
      // Every tenant's own users reach their sections, buildings and floors (issue 49; spec §2
      // gave Sections to the service tenant only): where is it, after what needs doing.
    },
  },
  section: {
    pattern: 'sections/:sectionId',
    screen: () => import('./routes/SectionScreen').then((m) => m.SectionScreen),
  },
  premise: {
    pattern: 'sections/:sectionId/premises/:premiseId',
    screen: () => import('./routes/PremiseScreen').then((m) => m.PremiseScreen),
  },
  floor: {
    pattern: 'sections/:sectionId/premises/:premiseId/floors/:floorId',
    screen: () => import('./routes/FloorScreen').then((m) => m.FloorScreen),
  },
  floorPlan: {
    pattern: 'sections/:sectionId/premises/:premiseId/floors/:floorId/floor-plans',
    screen: floorPlanScreen,
  },
  room: {
    pattern: 'sections/:sectionId/premises/:premiseId/floors/:floorId/rooms/:roomId',
    screen: () => import('./routes/RoomScreen').then((m) => m.RoomScreen),
  },
  roomPlan: {
    pattern: 'sections/:sectionId/premises/:premiseId/floors/:floorId/rooms/:roomId/floor-plans',
    screen: floorPlanScreen,
  },
});
