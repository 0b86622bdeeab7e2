// What a staff member's scope is made of: the regions and the form kinds.
// Its own file so that wire.ts (the list's filters) and lead-work.ts (each
// form's statuses) both import it and neither imports the other back.

/** The regions a staff member may work in (the sites' regions). */
export const staffRegions = ['in', 'uk'] as const;
export type StaffRegion = (typeof staffRegions)[number];

/** The form kinds a lead can have; applications (`job-application`) only for careers staff. */
export const staffFormKinds = ['proposal', 'contact', 'uk-enquiry', 'job-application'] as const;
export type StaffFormKind = (typeof staffFormKinds)[number];
