/**
 * Which of our packages' modules the host's build keeps out of the `app` chunk (vite.config.ts):
 * patterns over their source paths. A pattern that no longer matches a file (a module moved or
 * renamed) would silently put that module back on every first screen, so
 * `chunkGroups.test.ts` fails on any pattern, or any alternative inside one, that matches no
 * source file.
 */

/** The roles table and what reads it: a chunk of their own, kept out of `app` (below). */
export const ROLES = [
  /api-client[\\/]src[\\/](roles|generated[\\/]permissions)\./,
  /console[\\/]src[\\/](lib[\\/]permission|components[\\/](NotAllowed|OfferedWhenAllowed))\./,
  /console[\\/]src[\\/]messages[\\/]roles\./,
  /host[\\/]src[\\/]shell[\\/]readableAreas\./,
];

/** realtime's catalogue (its English texts, the developer's messages): a chunk of their own. */
export const REALTIME_TEXTS = [/realtime[\\/]src[\\/](messages\.|locales[\\/]en[\\/])/];

/**
 * The live feed's state: its store, first page and event validation, a chunk of their own (the
 * list component stays apart: the group takes its modules' imports along, and the list's
 * colours import the theme that the sign-in page needs).
 */
export const LIVE_FEED = [
  /realtime[\\/]src[\\/](events[\\/]|feed[\\/](LiveFeedStore|recentEventsRequest)|react[\\/]useLiveFeed)/,
];

/**
 * Package code that no first paint needs, kept out of the `app` chunk (the one every screen
 * loads) even when several chunks share it; it then loads with the screens that use it:
 * - the paged picker and the console's pickers built on it (device list, Set tenant, wizard);
 * - the dialogs (they open on an action) and the form fields, banner and pagination that only
 *   some screens show, and the folded filters (dashboard, device page, below the fold);
 * - the live-connection indicator with its status dot and tooltip, and the real-time client
 *   with its event validation (both right after the first paint);
 * - features whose own shared modules serve only their screens (maintenance and the app bar's
 *   indicator, loaded after the first paint; users' forms; installations; locations) and the
 *   locations' route context;
 * - 'Open a device' (Home, device list), the live feed list and its store (dashboard, device
 *   page, the wizard, floor plans: `createLiveFeed`, not part of the shell's client), and the
 *   paged list with its address-bound search (device, user and installation lists), and the
 *   pickers' paged query (`usePagedQuery`: location lists, tenant, room and model pickers), what
 *   needs attention (its counts on the dashboard and the location pages, the worklist, the floor
 *   plan's marks, and their live refresh) and the tenant's thresholds (the fleet summary's and the
 *   floor plan's low battery), and the
 *   double-submit guard (`useSubmitOnce`: forms, which load after the first paint), an
 *   installation's shown status (Plan installations, the device page), and the CSV
 *   writer with the download (provisioning's results, the attention worklist's export);
 * - the roles table with what reads it (the menu's filter, the console's permission check and
 *   not-allowed state): the menu and the buttons it offers follow right after the first paint;
 *   only the screens gated on it (provisioning, invite, screen users) load it with them.
 */
export const NOT_IN_APP = [
  /PagedPicker/,
  /ui[\\/]src[\\/](Dialog|ConfirmDialog)[\\/]/,
  /ui[\\/]src[\\/](ChecklistField|NumberField|SelectField|SwitchField|Banner|Pagination)[\\/]/,
  /ui[\\/]src[\\/](Disclosure|StatusDot|Tooltip)[\\/]/,
  /realtime[\\/]src[\\/]LiveConnectionIndicator[\\/]/,
  /console[\\/]src[\\/]routing[\\/]locationContext/,
  /console[\\/]src[\\/](features|messages|locales)[\\/]/,
  /console[\\/]src[\\/]components[\\/](pickers[\\/]|OpenDeviceForm|PagedList)/,
  /console[\\/]src[\\/]lib[\\/](csv|deviceAddress|download|installationStatus|useNow|useSearchTermInAddress|useSubmitOnce)\./,
  /console[\\/]src[\\/]data[\\/](usePagedQuery|attention|attentionThresholds|useAttentionLiveRefresh|watchAttentionEvents)\./,
  /realtime[\\/]src[\\/](client[\\/]RealtimeClient|scheduler|connection[\\/]createHubConnection)/,
  /realtime[\\/]src[\\/](LiveFeedList[\\/]|colors[\\/]eventColor|liveIndicator\.|feed[\\/]feedSize)/,
  ...REALTIME_TEXTS,
  ...LIVE_FEED,
  ...ROLES,
];
