/**
 * modules/export's face: the operator desks' and a person's lists as CSV or XLSX files, streamed
 * from the modules that own the rows (GET api/shop/export).
 */
export { createExportService, EXPORT_LIMIT, type ExportService } from './export.service';
export type { ExportServices } from './export-lists';
