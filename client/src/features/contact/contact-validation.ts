import { contactMessageSchema } from '@kimoshdi/shared';
import { CONTROL_CHARACTERS } from '@kimoshdi/shared/domain/text/control-characters';
import type { ContactErrorKey, ContactErrors, ContactField, ContactValues } from './contact-values';

const FIELD_ERRORS: Record<ContactField, ContactErrorKey> = {
  name: 'contact.errors.name',
  phone: 'contact.errors.phone',
  email: 'contact.errors.email',
  message: 'contact.errors.message',
};

/**
 * Checks the form before sending with the very schema the server parses with, so the page never
 * accepts what the server would refuse (name 2+ characters, message 10+, a phone or an e-mail).
 * The form loads this module after the page (load-contact-validation.ts): the schema brings zod,
 * kept off the contact page's first load.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const result = contactMessageSchema.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field !== 'string' || !(field in FIELD_ERRORS) || errors[field as ContactField]) continue;
      // A pasted invisible character: "enter your name" would not tell the person what is wrong.
      errors[field as ContactField] =
        issue.message === 'PHONE_OR_EMAIL'
          ? 'contact.errors.phoneOrEmail'
          : issue.message === CONTROL_CHARACTERS
            ? 'contact.errors.controlCharacters'
            : FIELD_ERRORS[field as ContactField];
    }
  }
  // The schema's cross-field rule runs only once the fields themselves pass; say it at once.
  if (!values.phone.trim() && !values.email.trim()) errors.phone = 'contact.errors.phoneOrEmail';
  return errors;
}
