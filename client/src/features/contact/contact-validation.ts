import { contactMessageSchema } from '@kimoshdi/shared';
import { CONTROL_CHARACTERS } from '@kimoshdi/shared/domain/text/control-characters';

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  message: string;
}

export type ContactField = keyof ContactValues;

/** Keys of the `common` namespace, one per kind of mistake. */
export type ContactErrorKey =
  | 'contact.errors.name'
  | 'contact.errors.phone'
  | 'contact.errors.email'
  | 'contact.errors.phoneOrEmail'
  | 'contact.errors.message'
  | 'contact.errors.controlCharacters';

export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

const FIELD_ERRORS: Record<ContactField, ContactErrorKey> = {
  name: 'contact.errors.name',
  phone: 'contact.errors.phone',
  email: 'contact.errors.email',
  message: 'contact.errors.message',
};

/**
 * Checks the form before sending with the very schema the server parses with, so the page never
 * accepts what the server would refuse (name 2+ characters, message 10+, a phone or an e-mail).
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

/** The request body: blank optional fields are left out rather than sent empty. */
export function toContactInput(values: ContactValues) {
  const phone = values.phone.trim();
  const email = values.email.trim();
  return {
    name: values.name.trim(),
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
    message: values.message.trim(),
  };
}
