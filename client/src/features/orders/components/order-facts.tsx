import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCoordinates,
  formatTashkentDateTime,
  formatTiyin,
  maskCardNumber,
  type OrderForm,
  type OrderSummary,
} from '@kimoshdi/shared';
import { useAreas, useNameById } from '../../../hooks/use-dictionaries';
import { useOrderNames } from '../hooks/use-order-dictionaries';
import { CARD_TYPE_NAMES } from './requisites-step';

type Row = [label: string, value: ReactNode];

/** A district's name (its region's list is loaded on demand). */
function AreaName({ regionId, areaId }: { regionId: number; areaId: number }) {
  const name = useNameById(useAreas(String(regionId)).data);
  return <>{name(areaId)}</>;
}

function Facts({ rows, testId }: { rows: Row[]; testId?: string }) {
  return (
    <dl className="facts order-facts" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const money = (tiyin: string | null) => (tiyin === null ? null : formatTiyin(tiyin, { currency: true }));

/** What an order's pages say of it, section by section; "not given" where a field is empty. */
export function useOrderFacts() {
  const { t } = useTranslation('orders');
  const names = useOrderNames();
  const shown = (value: ReactNode) =>
    value === null || value === undefined || value === '' ? (
      <span className="muted">{t('pages.notFilled')}</span>
    ) : (
      value
    );
  const rows = (list: Row[]) => list.map(([label, value]): Row => [label, shown(value)]);

  return {
    order(summary: OrderSummary, fee: string | null) {
      return (
        <Facts
          testId="order-facts-order"
          rows={rows([
            [t('list.number', { id: '' }).trim(), summary.id],
            [t('fields.status'), names.status(summary.status)],
            [t('fields.createdAt'), formatTashkentDateTime(new Date(summary.created_at))],
            [t('fields.sentAt'), summary.sent_at ? formatTashkentDateTime(new Date(summary.sent_at)) : null],
            [t('fields.ownerType'), t(`options.ownerTypes.${summary.owner_type}`)],
            [t('fields.orderType'), names.orderType(summary.order_type)],
            [t('fields.tradeType'), names.tradeType(summary.trade_type)],
            [t('fields.price'), money(summary.price)],
            [t('review.fee'), money(fee)],
          ])}
        />
      );
    },
    property(form: OrderForm) {
      const { property, terms } = form;
      return (
        <Facts
          testId="order-facts-property"
          rows={rows([
            [t('fields.propertyName'), property.property_name],
            [t('fields.category'), names.group(property.category_id)],
            [
              t('fields.categoryType'),
              property.category_id === null ? null : names.category(property.category_id),
            ],
            [t('fields.quantity'), property.quantity],
            [
              t('fields.description'),
              property.description ? <span className="order-facts__text">{property.description}</span> : null,
            ],
            [t('fields.startPrice'), money(terms.start_price)],
            [t('fields.estimatedPrice'), money(terms.estimated_price)],
            [
              t('fields.stayMode'),
              terms.stay_mode === 'days'
                ? t('options.stayDays', { count: terms.stay_days ?? 0 })
                : terms.stay_mode
                  ? t('options.stayModes.until_sold')
                  : null,
            ],
            [t('fields.winnerPaymentDays'), terms.winner_payment_days],
            [
              t('fields.partPayment'),
              terms.part_payment === null
                ? null
                : terms.part_payment
                  ? `${t('options.yes')}, ${terms.part_payment_months ?? ''}`
                  : t('options.no'),
            ],
            [
              t('fields.propertyType'),
              terms.property_type
                ? `${t(`options.propertyTypes.${terms.property_type}`)}${terms.rent_months ? `, ${terms.rent_months}` : ''}`
                : null,
            ],
          ])}
        />
      );
    },
    address(form: OrderForm) {
      const { address } = form;
      return (
        <Facts
          testId="order-facts-address"
          rows={rows([
            [t('fields.region'), names.region(address.region_id)],
            [
              t('fields.area'),
              address.region_id !== null && address.area_id !== null ? (
                <AreaName regionId={address.region_id} areaId={address.area_id} />
              ) : null,
            ],
            [t('fields.street'), address.street],
            [
              t('fields.coordinates'),
              address.latitude === null || address.longitude === null
                ? null
                : formatCoordinates({ latitude: address.latitude, longitude: address.longitude }),
            ],
          ])}
        />
      );
    },
    requisites(form: OrderForm) {
      const { requisites } = form;
      return (
        <Facts
          testId="order-facts-requisites"
          rows={rows([
            [
              t('fields.bank'),
              names.bankMissing(requisites.bank_mfo) ? (
                <span className="muted" data-testid="bank-info-not-found">
                  {t('common:dataGaps.bankInfoNotFound')}
                </span>
              ) : (
                names.bank(requisites.bank_mfo)
              ),
            ],
            [t('fields.mfo'), requisites.bank_mfo],
            [t('fields.bankAccount'), requisites.bank_account],
            [t('fields.cardType'), requisites.card_type ? CARD_TYPE_NAMES[requisites.card_type] : null],
            [t('fields.cardNumber'), requisites.card_number ? maskCardNumber(requisites.card_number) : null],
          ])}
        />
      );
    },
  };
}
