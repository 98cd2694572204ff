import type { Notice } from '../../hooks/use-operator-action';

/**
 * The notice of a desk's form: a confirmation is a status (read out politely), a refusal an
 * alert (read out at once).
 */
export function FormNotice({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p
      className={notice.kind === 'ok' ? 'form-success' : 'form-alert'}
      role={notice.kind === 'ok' ? 'status' : 'alert'}
    >
      {notice.text}
    </p>
  );
}
