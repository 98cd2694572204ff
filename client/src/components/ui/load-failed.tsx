interface LoadFailedProps {
  /** What could not be loaded, in the page's words. */
  message: string;
  /** The retry button's text. */
  retry: string;
  onRetry(): void;
  className?: string;
}

/** A read that failed, with a button that tries it again: the cabinet lists, the live board, the settings. */
export function LoadFailed({ message, retry, onRetry, className }: LoadFailedProps) {
  return (
    <div className={className ? `form-alert ${className}` : 'form-alert'} role="alert">
      <p>{message}</p>
      <button type="button" className="button button--ghost button--small" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
