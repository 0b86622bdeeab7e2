// The staff inbox's time limits, declared once (docs/staff.md repeats them).
import { dayMs, hourMs, minuteMs, reauthValidityMinutes } from '@agency/staff-contract';

/** An invitation's link works this long, once. */
export const invitationValidityMs = dayMs;
/** A session ends after this long without a request… */
export const sessionIdleMs = 30 * minuteMs;
/** …and this long after sign-in, whatever. */
export const sessionAbsoluteMs = 12 * hourMs;
/** A WebAuthn challenge must come back within this time, once. */
export const challengeValidityMs = 5 * minuteMs;
/**
 * Failed sign-ins, enrolments and passkey re-checks in `failureWindowMs`: per
 * member where one is known, else per client address and credential (or link).
 */
export const failureLimit = 10;
export const failureWindowMs = 15 * minuteMs;
/** The same failures per client address, whoever they were for: ten people's worth, against spraying. */
export const addressFailureLimit = 100;
/** Invitations (and re-invitations) one admin sends in an hour, unless STAFF_INVITATIONS_PER_HOUR says otherwise. */
export const defaultInvitationsPerHour = 20;
export const invitationWindowMs = hourMs;
/** Sign-in challenges handed to one client address in `failureWindowMs`: each is a row kept 5 minutes. */
export const challengeLimit = 60;
/** Exporting or erasing a person's data needs the passkey proved again within this time. */
export const reauthValidityMs = reauthValidityMinutes * minuteMs;
