/**
 * The one text rule of every input contract: a text field is `text()` (one line) or
 * `multilineText()` (a message, a reason), never a bare `z.string()`, so a control character
 * (U+0000 above all, which PostgreSQL refuses) is a VALIDATION error like any other mistake.
 */
import { z } from 'zod';
import { CONTROL_CHARACTERS, MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '../domain/text/control-characters';

export { CONTROL_CHARACTERS } from '../domain/text/control-characters';

export const text = () => z.string().regex(SINGLE_LINE_TEXT, CONTROL_CHARACTERS);
export const multilineText = () => z.string().regex(MULTI_LINE_TEXT, CONTROL_CHARACTERS);
