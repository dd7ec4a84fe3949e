/** The forms chunk of the users feature (see lazyUserForms). */
export { InviteForm } from './InviteForm';
export { ScreenUserForm } from './ScreenUserForm';
export { UserAccessForm } from './UserAccessForm';
