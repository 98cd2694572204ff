/** The contact form's fields as typed, what may be wrong with them, and the request they make. */
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
