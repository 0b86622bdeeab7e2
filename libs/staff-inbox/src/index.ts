// @agency/staff-inbox: the staff inbox's screens and their routes, for
// apps/inbox (scope:staff: no site may import it).
export { inboxRoutes, signInPath } from './inbox-routes.tsx';
export { StaffApiFailure } from './api/staff-fetch.ts';
