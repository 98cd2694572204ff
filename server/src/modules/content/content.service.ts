/** The operator's content as the routes call it, bound to the database once in deps.ts (lib/bound-to.ts). */
import type { Database } from '../../db/database';
import { boundTo } from '../../lib/bound-to';
import {
  createNews,
  restoreContentVersion,
  restoreFooter,
  saveContentVersion,
  saveFooter,
} from './content.commands';
import {
  contentHistory,
  dynamicList,
  footerHistory,
  operatorPages,
  pageContent,
  previewContent,
} from './content.queries';

export function createContentService(db: Database) {
  return boundTo(db, {
    page: pageContent,
    dynamicList,
    pages: operatorPages,
    history: contentHistory,
    preview: previewContent,
    footer: footerHistory,
    createNews,
    save: saveContentVersion,
    restore: restoreContentVersion,
    saveFooter,
    restoreFooter,
  });
}

export type ContentService = ReturnType<typeof createContentService>;
