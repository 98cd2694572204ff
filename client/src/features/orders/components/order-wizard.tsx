import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { orderEditable, type OrderForm } from '@kimoshdi/shared';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { isApiError } from '../../../lib/api-client';
import { getOrderForm } from '../api/orders';
import {
  nextStep,
  previousStep,
  WIZARD_STEPS,
  wizardHref,
  wizardPlace,
  type WizardStep,
} from '../order-steps';
import { AddressStep } from './address-step';
import { orderPagePath } from './order-paths';
import { PropertyStep } from './property-step';
import { RequisitesStep } from './requisites-step';
import { ReviewStep } from './review-step';
import { TermsStep } from './terms-step';
import './orders.css';

interface OrderWizardProps {
  /** The photos and documents of the order (the order-files feature, composed by the route). */
  renderFiles(orderId: number, status: number): ReactNode;
}

/**
 * /order-create: the order in six steps. Each step saves on the server (the first makes the order),
 * and the address carries the order and the step, so a reload continues where the person was.
 */
export function OrderWizard({ renderFiles }: OrderWizardProps) {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { orderId, step } = wizardPlace(params);
  const { data, error } = useKeyedLoad(`order/get-order/${orderId ?? 'new'}`, () =>
    orderId === null ? Promise.resolve(null) : getOrderForm(orderId),
  );
  // The latest saved form: a step's answer, so the next step shows it without loading again.
  const [saved, setSaved] = useState<OrderForm | null>(null);
  const form = saved && saved.summary.id === orderId ? saved : (data ?? null);
  // A step is its own page: the next one starts at the top (only the query changed, so the
  // route's own scrolling does not see it).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);

  const go = (next: WizardStep, id = orderId) => {
    if (id !== null) void navigate(wizardHref(id, next));
  };
  const back = () => {
    const previous = previousStep(step);
    if (previous) go(previous);
  };
  const onSaved = (next: OrderForm) => {
    setSaved(next);
    go(nextStep(step), next.summary.id);
  };

  let body: ReactNode;
  if (orderId !== null && error) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    body = (
      <p className="form-alert" role="alert">
        {missing ? t('pages.notFound') : t('create.loadFailed')}
      </p>
    );
  } else if (orderId !== null && !form) {
    body = <p className="muted">{t('create.loading')}</p>;
  } else if (form && !orderEditable(form.summary.status)) {
    body = (
      <div className="card order-step">
        <p role="status">{t('create.notEditable')}</p>
        <Link className="button button--primary" to={orderPagePath('order-info', form.summary.id)}>
          {t('list.open')}
        </Link>
      </div>
    );
  } else if (step === 'property' || !form) {
    body = (
      <PropertyStep
        key={form?.summary.id ?? 'new'}
        form={form}
        onSaved={(id, next) => {
          if (next) onSaved(next);
          else void navigate(wizardHref(id, 'terms'), { replace: false });
        }}
      />
    );
  } else if (step === 'terms') {
    body = <TermsStep key={form.summary.id} form={form} onSaved={onSaved} onBack={back} />;
  } else if (step === 'address') {
    body = <AddressStep key={form.summary.id} form={form} onSaved={onSaved} onBack={back} />;
  } else if (step === 'files') {
    body = (
      <div className="card order-step" data-testid="order-step-files">
        <p className="muted">{t('hints.photos')}</p>
        {renderFiles(form.summary.id, form.summary.status)}
        <div className="order-step__footer">
          <button type="button" className="button button--ghost" onClick={back}>
            {t('actions.back')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => go('requisites')}
            data-testid="order-step-next"
          >
            {t('actions.next')}
          </button>
        </div>
      </div>
    );
  } else if (step === 'requisites') {
    body = <RequisitesStep key={form.summary.id} form={form} onSaved={onSaved} onBack={back} />;
  } else {
    body = (
      <ReviewStep
        key={form.summary.id}
        form={form}
        onBack={back}
        onSent={(id) => void navigate(orderPagePath('order-info', id))}
      />
    );
  }

  const index = WIZARD_STEPS.indexOf(step);
  const missing = form?.summary.missing ?? [];
  return (
    <div className="order-wizard">
      <h1>{form ? t('create.editTitle', { id: form.summary.id }) : t('create.title')}</h1>
      {form?.summary.return_reason && (
        <p className="form-alert" role="status">
          {t('pages.returnedNote', { reason: form.summary.return_reason })}
        </p>
      )}
      <nav
        className="order-stepper"
        aria-label={t('create.stepOf', { step: index + 1, total: WIZARD_STEPS.length })}
      >
        {/* On a phone the steps scroll sideways: without links to tab to, the list itself takes
            focus so a keyboard can scroll it (WCAG 2.1.1). */}
        <ol tabIndex={form ? undefined : 0}>
          {WIZARD_STEPS.map((name, position) => {
            const current = name === step;
            const done = form !== null && name !== 'review' && !missing.includes(name);
            const label = (
              <>
                <span className="order-stepper__number" aria-hidden="true">
                  {done && !current ? '✓' : position + 1}
                </span>
                <span className="order-stepper__label">{t(`steps.${name}`)}</span>
              </>
            );
            return (
              <li
                key={name}
                className={`order-stepper__step ${current ? 'is-current' : ''} ${done ? 'is-done' : ''}`}
              >
                {form && !current ? (
                  <Link to={wizardHref(form.summary.id, name)}>{label}</Link>
                ) : (
                  <span aria-current={current ? 'step' : undefined}>{label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <p className="muted order-wizard__progress">
        {t('create.stepOf', { step: index + 1, total: WIZARD_STEPS.length })}:{' '}
        <strong>{t(`steps.${step}`)}</strong>
      </p>
      {body}
    </div>
  );
}
