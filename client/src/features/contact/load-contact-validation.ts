import { lazyModule } from '../../lib/lazy-module';
import type * as Validation from './contact-validation';

/** The contact form's check (contact-validation.ts), fetched once the page is idle or the form touched. */
export const contactValidation = lazyModule(() => import('./contact-validation'));

export type ContactValidation = typeof Validation;
