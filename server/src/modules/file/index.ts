/** modules/file's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export { openFile } from './file-access';
export { filesOf } from './file.repository';
export { type FileService, toDocument, toImage } from './file.service';
export { filesOfOrder } from './files-of-order';
export type { FileStorage } from './storage/file-storage';
