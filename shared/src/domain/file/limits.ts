/**
 * What an order may hold (docs/product.md, the order form): 3 to 20 photos of at most 20 MB
 * together, and at most 20 documents of at most 10 MB each and 20 MB together. A megabyte is
 * 1024 x 1024 bytes, the unit people's file managers show. One limit check for the server (while
 * the bytes stream in) and the client (before it sends them).
 */
export const MB = 1024 * 1024;

export const FILE_KINDS = ['image', 'document'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface FileKindLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
}

export const FILE_LIMITS: Record<FileKind, FileKindLimits> = {
  // No size is given for one photo: the order's 20 MB is the bound.
  image: { maxFiles: 20, maxFileBytes: 20 * MB, maxTotalBytes: 20 * MB },
  document: { maxFiles: 20, maxFileBytes: 10 * MB, maxTotalBytes: 20 * MB },
};

/** Photos an order needs before it may be sent; uploads themselves start at one. */
export const MIN_ORDER_IMAGES = 3;

/**
 * Pixels a photo may have (50 megapixels, e.g. 8660 x 5773): beyond any camera people use, and it
 * keeps a tiny file that unpacks into a huge picture from taking the server's memory.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Sizes of the served photo variants, longest side in pixels (never enlarged). */
export const IMAGE_VARIANTS = { display: 1600, thumb: 400 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** Megabytes for a message: 20971520 -> 20, 10485761 -> 10.0 (one decimal when not whole). */
export function megabytes(bytes: number): string {
  const value = bytes / MB;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
