/**
 * modules/content's face: the help pages, news and footer settings the operator writes (issue 28),
 * for the doors and the demo (docs/architecture.md section 4).
 */
export { createContentService, type ContentService } from './content.service';
export { createNews, saveContentVersion } from './content.commands';
export { renderMarkdown } from './render-markdown';
