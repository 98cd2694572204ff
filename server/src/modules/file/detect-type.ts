/**
 * A file's type from its bytes (file-type reads the signatures, and for docx and xlsx the zip's
 * entries), never from its name or the browser's word: a `.jpg` that is a PDF is a PDF.
 */
import { fileTypeFromFile } from 'file-type';

/** The detected MIME type, or undefined for bytes of no known type (plain text, say). */
export async function detectFileType(filePath: string): Promise<string | undefined> {
  return (await fileTypeFromFile(filePath))?.mime;
}
