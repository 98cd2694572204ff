import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactRows, type Fact } from '../../../components/ui/facts';
import type { Lookup } from '../hooks/use-lookup';
import { CheckFrame } from './check-frame';

/** How a found document reads: its status, coloured by `tone`, its facts, and anything more. */
export interface LookupAnswer {
  tone: 'success' | 'info' | 'danger';
  status: string;
  facts: readonly Fact[];
  more?: ReactNode;
}

interface LookupCheckProps<Found> {
  lookup: Lookup<Found>;
  /** The number the address gave (`?number=`, where the document's QR code leads): checked at once. */
  initialNumber: string;
  /** The result's test id, found or not. */
  resultTestId: string;
  answer(found: Found): LookupAnswer;
  /** The form's fields; the message of `lookup.invalid` follows them. */
  children: ReactNode;
}

/** The checks of one document by its number (a protocol, a service contract): the form and the answer. */
export function LookupCheck<Found>({
  lookup,
  initialNumber,
  resultTestId,
  answer,
  children,
}: LookupCheckProps<Found>) {
  const { t } = useTranslation('catalogue');
  const found = lookup.found === null ? null : answer(lookup.found);
  return (
    <CheckFrame
      onCheck={lookup.check}
      checkAtOnce={initialNumber.trim() !== ''}
      result={
        <>
          {lookup.notFound && (
            <p className="check__result check__result--missing" data-testid={resultTestId}>
              {t('checks.notFound')}
            </p>
          )}
          {found && (
            <div className="check__result" data-testid={resultTestId}>
              <p className={`lot-status lot-status--${found.tone}`}>{found.status}</p>
              <dl className="facts card">
                <FactRows facts={found.facts} />
              </dl>
              {found.more}
            </div>
          )}
        </>
      }
    >
      {children}
      {lookup.invalid && (
        <p id={lookup.errorId} className="field__error" role="alert">
          {lookup.invalid}
        </p>
      )}
    </CheckFrame>
  );
}
