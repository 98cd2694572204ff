/**
 * The one text rule of every input contract: a text field is `text()` (one line) or
 * `multilineText()` (a message, a reason), never a bare `z.string()`, so a control character
 * (U+0000 above all, which PostgreSQL refuses) is a VALIDATION error like any other mistake.
 */
import { z } from 'zod';
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '../domain/text/control-characters';

/** The issue message of a refused control character (client forms can tell it apart). */
export const CONTROL_CHARACTERS = 'CONTROL_CHARACTERS';

export const text = () => z.string().regex(SINGLE_LINE_TEXT, CONTROL_CHARACTERS);
export const multilineText = () => z.string().regex(MULTI_LINE_TEXT, CONTROL_CHARACTERS);
