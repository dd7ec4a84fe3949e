import { menu } from '../../messages/menu';
import { defineRoutes } from '../../routing/defineRoutes';

export const attentionRoutes = defineRoutes({
  /** 'Needs attention' (issue 29): not a route of the spec, added with the worklist. */
  attention: {
    pattern: 'attention',
    screen: () => import('./routes/NeedsAttentionScreen').then((m) => m.NeedsAttentionScreen),
    menu: { group: 'main', order: 20, label: () => menu.attention, area: 'attention' },
  },
});
