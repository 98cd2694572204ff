import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * HTML the server rendered from the operator's Markdown and sanitised (a strict allow-list: no
 * script, handler, frame or style survives), so it is inserted as it is. A click on a link to one
 * of our own pages moves inside the app instead of reloading it.
 */
export function RenderedHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // Only the links inside are interactive; they keep their own keys (Enter fires this click too).
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
