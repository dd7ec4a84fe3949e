import { lazy } from '../../../i18n';

/**
 * The user forms (react-hook-form and the choosers) load as one chunk of their own, after the
 * screen: the host's first-screen budget (150 kB) leaves no room for a form library in every
 * screen's first load. Screens start the load as they mount, so it runs beside their data fetch.
 */
const loadForms = () => import('./userForms');

/** Starts loading the forms chunk (idempotent: the module loads once). For `useEffect`. */
export function preloadUserForms(): void {
  // A failure here is seen again, and shown, when the form renders.
  loadForms().catch(() => undefined);
}

export const InviteForm = lazy(() => loadForms().then((m) => ({ default: m.InviteForm })));
export const UserAccessForm = lazy(() => loadForms().then((m) => ({ default: m.UserAccessForm })));
export const ScreenUserForm = lazy(() => loadForms().then((m) => ({ default: m.ScreenUserForm })));
