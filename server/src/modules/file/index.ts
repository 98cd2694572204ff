/**
 * modules/file's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { ensureMainImage, filesOf, insertFiles } from './file.repository';
export { type FileService, type LooseDocument, toDocument, toImage } from './file.service';
export type { UploadRequest } from './receive-upload';
export { storageKey } from './storage/file-storage';
export { filesOfOrder } from './files-of-order';
export type { OpenedFile } from './file-access';
export { makeMissingPhotoSizes } from './photo-sizes-backfill';
export { photoVariants, type PhotoVariants } from './image-variants';
