import { useTranslation } from 'react-i18next';
import type { HelpPage } from '../help-pages';

export interface HelpSection {
  heading: string;
  paragraphs: string[];
  steps?: string[];
}

export interface HelpPageContent {
  title: string;
  lead: string;
  sections: HelpSection[];
}

/**
 * A help page's text from the `info` namespace (`pages.<page>`). Returns null when the language
 * file lacks the page, so the caller can show not-found instead of a raw key.
 */
export function useHelpPage(page: HelpPage): HelpPageContent | null {
  const { t } = useTranslation('info');
  return toHelpPageContent(t(`pages.${page}`, { returnObjects: true }));
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/** The namespace is written by hand; check its shape rather than trust a cast. */
export function toHelpPageContent(value: unknown): HelpPageContent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, lead, sections } = value as Record<string, unknown>;
  if (!isString(title) || !title) return null;
  const cleanSections: HelpSection[] = [];
  if (Array.isArray(sections)) {
    for (const section of sections as unknown[]) {
      if (typeof section !== 'object' || section === null) continue;
      const { heading, paragraphs, steps } = section as Record<string, unknown>;
      cleanSections.push({
        heading: isString(heading) ? heading : '',
        paragraphs: isStringList(paragraphs) ? paragraphs : [],
        ...(isStringList(steps) && steps.length > 0 ? { steps } : {}),
      });
    }
  }
  return { title, lead: isString(lead) ? lead : '', sections: cleanSections };
}
