/**
 * The id of the JSON element in a page's head that names the error tracker (report-settings.ts).
 * A module of its own: the client's first load needs this name only, the parsing goes in the
 * SDK's lazy chunk.
 */
export const ERROR_REPORT_ELEMENT_ID = 'kimoshdi-error-reports';
