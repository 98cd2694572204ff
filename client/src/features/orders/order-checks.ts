/**
 * The check of each step of the order form with the same shared schema the server parses with: a
 * mistake shows before sending, with the same code the server would answer. Loaded after the page
 * (load-order-checks.ts), not with it: the schemas bring zod (issue 15).
 */
import {
  orderAddressSchema,
  orderPropertySchema,
  orderRequisitesSchema,
  orderTermsSchema,
} from '@kimoshdi/shared';
import {
  addressInput,
  propertyInput,
  requisitesInput,
  termsInput,
  type AddressValues,
  type FieldErrors,
  type PropertyValues,
  type RequisitesValues,
  type TermsValues,
} from './order-form-values';

interface SafeParser {
  safeParse(
    input: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The first problem of each field, keyed by the field's name. */
export function fieldErrors(schema: SafeParser, input: unknown): FieldErrors {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path.at(-1) ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

export const checkProperty = (values: PropertyValues) => {
  const errors = fieldErrors(orderPropertySchema, propertyInput(values));
  if (values.group_id === '') errors.category_id = 'REQUIRED';
  return errors;
};
export const checkTerms = (values: TermsValues) => fieldErrors(orderTermsSchema, termsInput(values));
export const checkAddress = (values: AddressValues) => {
  const errors = fieldErrors(orderAddressSchema, addressInput(values));
  if (values.region_id === '') errors.region_id = 'REQUIRED';
  return errors;
};
export const checkRequisites = (values: RequisitesValues) => {
  const errors = fieldErrors(orderRequisitesSchema, requisitesInput(values));
  if (values.bank_mfo === '') errors.bank_mfo = 'MFO_INVALID';
  return errors;
};
