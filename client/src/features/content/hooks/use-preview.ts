import { useEffect, useState } from 'react';
import { previewContent } from '../api/content-api';

const PREVIEW_DELAY_MS = 350;

/**
 * The HTML the server would publish for a body, asked again a moment after typing stops (the
 * server renders and sanitises, so the preview is exactly what readers will get). An older answer
 * never replaces a newer one: each body's request cancels the one before.
 */
export function usePreview(body: string): { html: string | null; failed: boolean } {
  const [state, setState] = useState<{ body: string; html: string | null; failed: boolean }>({
    body: '',
    html: null,
    failed: false,
  });
  useEffect(() => {
    if (!body.trim()) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewContent(body, controller.signal).then(
        (answer) => setState({ body, html: answer.html, failed: false }),
        () => !controller.signal.aborted && setState((last) => ({ ...last, failed: true })),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body]);
  if (!body.trim()) return { html: null, failed: false };
  return { html: state.html, failed: state.failed };
}
