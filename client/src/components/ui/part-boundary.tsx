import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refetchFailedStylesheets, retryFailedParts } from '../../lib/retrying-lazy';
import { LoadFailed } from './load-failed';

interface PartBoundaryProps {
  /** The retry button's text, in the page's words. */
  retry: string;
  /** Classes for the notice, so that it keeps the part's place. */
  className?: string;
  /** What the part's place shows while its code comes (the `<Suspense>` fallback). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A part of a page whose code comes later (a `retryingLazy` component), in its `<Suspense>`: when
 * its code does not arrive (a network blip on a phone), the page stays and the part's place says so, trying
 * again when the browser is back online or on a click. Any other error is a bug, not the network:
 * it goes on to the route's error page, as before.
 */
export class PartBoundary extends Component<PartBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private readonly retry = () => {
    retryFailedParts();
    refetchFailedStylesheets();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>;
    if (!isLoadFailure(error)) throw error;
    return <PartUnavailable retry={this.props.retry} className={this.props.className} onRetry={this.retry} />;
  }
}

/** Chromium's, Firefox's and Safari's words for a chunk that did not come, and Vite's for its CSS. */
const LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/;

function isLoadFailure(error: unknown): boolean {
  return error instanceof Error && LOAD_FAILURE.test(error.message);
}

function PartUnavailable({
  retry,
  className,
  onRetry,
}: {
  retry: string;
  className?: string;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <LoadFailed
      className={className ? `part-unavailable ${className}` : 'part-unavailable'}
      message={t('api.network')}
      retry={retry}
      onRetry={onRetry}
    />
  );
}
