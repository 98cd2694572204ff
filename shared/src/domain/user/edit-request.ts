/**
 * Edit requests: a person asks an operator to change the verified fields of the profile that the
 * personal-info page no longer lets them write once set (the full name, the PINFL, the STIR). The
 * rule here says what a request changes; the same rule runs in the form (before sending) and on the
 * server (before storing), so they cannot disagree.
 */
import { normalizeFullName } from '../identity/full-name';
import { PINFL_PATTERN, STIR_PATTERN } from '../identity/tax-id';

export const EDIT_REQUEST_FIELDS = ['full_name', 'pinfl', 'stir'] as const;
export type EditRequestField = (typeof EDIT_REQUEST_FIELDS)[number];

export const EDIT_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type EditRequestStatus = (typeof EDIT_REQUEST_STATUSES)[number];

/** The person's reason: a sentence or two (at least 10 characters), at most 1000. */
export const EDIT_REQUEST_REASON_MIN = 10;
export const EDIT_REQUEST_REASON_MAX = 1000;
/** Supporting documents of one request (scans, photos, PDFs), each within the file module's limits. */
export const EDIT_REQUEST_MAX_DOCUMENTS = 5;

export type VerifiedFields = Record<EditRequestField, string | null>;
export type EditRequestChanges = Partial<Record<EditRequestField, string>>;

export type EditRequestCheck =
  | { ok: true; changes: EditRequestChanges }
  | { ok: false; code: 'VALIDATION'; field: EditRequestField }
  | { ok: false; code: 'EDIT_REQUEST_NO_CHANGE' };

/** Digits of an id as people type them: spaces and dashes between groups dropped. */
const digitsOf = (input: string) => input.trim().replace(/[\s-]/g, '');

/** The typed value normalised, or undefined when it breaks the field's rule. */
export function normalizeField(field: EditRequestField, input: string): string | undefined {
  if (field === 'full_name') return normalizeFullName(input);
  const digits = digitsOf(input);
  return (field === 'pinfl' ? PINFL_PATTERN : STIR_PATTERN).test(digits) ? digits : undefined;
}

/**
 * What a request changes: each field typed (an empty one keeps the current value; a verified value
 * is never removed) normalised and checked, and kept only when it differs from the current value.
 * A request that changes nothing is refused.
 */
export function editRequestChanges(
  current: VerifiedFields,
  wanted: Partial<Record<EditRequestField, string | undefined>>,
): EditRequestCheck {
  const changes: EditRequestChanges = {};
  for (const field of EDIT_REQUEST_FIELDS) {
    const typed = wanted[field];
    if (typed === undefined || typed.trim() === '') continue;
    const value = normalizeField(field, typed);
    if (value === undefined) return { ok: false, code: 'VALIDATION', field };
    if (value !== current[field]) changes[field] = value;
  }
  return Object.keys(changes).length > 0
    ? { ok: true, changes }
    : { ok: false, code: 'EDIT_REQUEST_NO_CHANGE' };
}

/** A pending request may still be withdrawn by its author or decided by an operator; the rest are final. */
export function isOpenEditRequest(status: EditRequestStatus): boolean {
  return status === 'pending';
}
