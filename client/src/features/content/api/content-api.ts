import type {
  ContentHistory,
  ContentKind,
  DynamicList,
  FooterHistory,
  FooterSettings,
  Language,
  OperatorContentPage,
  PageContent,
  SaveContentBody,
} from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/** GET dictionaries/page-content: a help page or news item as sanitised HTML, in `lang` or its fallback. */
export function getPageContent(slug: string, lang: Language): Promise<PageContent> {
  return api.get('dictionaries/page-content', { query: { slug, lang } });
}

/** GET dictionaries/get-dynamic-list: help pages', news titles and the footer's contacts. */
export function getDynamicList(lang: Language): Promise<DynamicList> {
  return api.get('dictionaries/get-dynamic-list', { query: { lang } });
}

export function getOperatorPages(kind: ContentKind): Promise<OperatorContentPage[]> {
  return api.get('operator/content/pages', { query: { kind } });
}

export function createNews(slug: string): Promise<OperatorContentPage> {
  return api.post('operator/content/pages', { slug });
}

export function getContentHistory(slug: string, lang: Language): Promise<ContentHistory> {
  return api.get(`operator/content/pages/${encodeURIComponent(slug)}/versions`, { query: { lang } });
}

export function saveContentVersion(slug: string, body: SaveContentBody): Promise<ContentHistory> {
  return api.post(`operator/content/pages/${encodeURIComponent(slug)}/versions`, body);
}

export function restoreContentVersion(slug: string, id: number): Promise<ContentHistory> {
  return api.post(`operator/content/pages/${encodeURIComponent(slug)}/versions/${id}/restore`, {});
}

export function previewContent(body: string, signal?: AbortSignal): Promise<{ html: string }> {
  return api.post('operator/content/preview', { body }, signal ? { signal } : {});
}

export function getFooterHistory(): Promise<FooterHistory> {
  return api.get('operator/content/footer');
}

export function saveFooter(settings: FooterSettings): Promise<FooterHistory> {
  return api.post('operator/content/footer', settings);
}

export function restoreFooter(id: number): Promise<FooterHistory> {
  return api.post(`operator/content/footer/${id}/restore`, {});
}
