/**
 * Every text the console's screens show, in one catalogue so it can be translated. Texts quoted
 * by the spec are word for word (marked "spec"); the rest name what the spec leaves unnamed.
 */
export { locations } from './locations';
export { locationDialogs } from './locationDialogs';
export { tenants } from './tenants';
export { home } from './home';
export { fluid } from './fluid';
export { powerSource } from './powerSource';
export { none } from '../lib/none';
export { dashboardLink } from './dashboardLink';
export { deviceList } from './deviceList';
export { deviceDetail } from './deviceDetail';
export { deviceEntry } from './deviceEntry';
export { scan } from './scan';
export { deviceLookup } from './deviceLookup';
export { dashboard } from './dashboard';
export { eventTypes } from './eventTypes';
export { provisioning } from './provisioning';
export { printedSerials } from './printedSerials';
export { qrLabels } from './qrLabels';
export { maintenance } from './maintenance';
export { onPrem } from './onPrem';
export { users } from './users';
export { installations } from './installations';
export { installationList } from './installationList';
export { planInstallation } from './planInstallation';
export { installationStatus } from './installationStatus';
export { sharedComponents } from './sharedComponents';
export { floorPlan } from './floorPlan';
export { roles } from './roles';
export { attention } from './attention';
export { attentionActions } from './attentionActions';
export { menu } from './menu';
