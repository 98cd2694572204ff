import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LotCardTab, LotTabDetails } from '@kimoshdi/shared/api/shop/lot-card';
import { mechanismOf } from '@kimoshdi/shared/domain/trade/mechanisms';
import { getLotTab } from '../api/lot-card';
import { formatLotTime, formatPrice } from '../../../components/lots/format';
import { MOMENT_LABEL, tradeMoments } from '../../../components/lots/countdown';
import {
  useAreas,
  useCategoryList,
  useCodedItems,
  useNameById,
  useRegions,
} from '../../../hooks/use-dictionaries';
import { useLocalName } from '../../../hooks/use-local-name';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import { PartBoundary } from '../../../components/ui/part-boundary';
import { retryingLazy } from '../../../lib/retrying-lazy';
import { LotStatusBadge } from '../../../components/lots/lot-status-badge';
import { LotStatusHistory } from './lot-status-history';

// Leaflet is a large library only the property tab needs: it loads with the first map shown.
const loadLotMap = () => import('./lot-map').then((module) => ({ default: module.LotMap }));
const LotMap = retryingLazy(loadLotMap);
/**
 * How near the viewport the map's place must come before Leaflet and the tiles are fetched: on a
 * phone the map is far below the first screen, and most visits never scroll to it.
 */
const MAP_MARGIN = '400px';
// The documents tab (names and sizes) loads with its first opening, as its data does.
const loadDocumentsTab = () =>
  import('./lot-documents-tab').then((module) => ({ default: module.LotDocumentsTab }));
const LotDocumentsTab = retryingLazy(loadDocumentsTab);

/** One tab of the lot page, loaded when it is opened (lot-card/tab-details). */
export function LotTabPanel({ lotId, tab }: { lotId: number; tab: LotCardTab }) {
  const { t } = useTranslation('catalogue');
  const { data, error, loading, reload } = useKeyedLoad(`${lotId}/${tab}`, () => getLotTab(lotId, tab));
  if (error) {
    return (
      <div className="form-alert" role="alert">
        <p>{t('list.loadFailed')}</p>
        <button type="button" className="button button--ghost button--small" onClick={reload}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  if (!data || loading || data.tab !== tab) return <TabLoading />;
  return <TabContent lotId={lotId} data={data} />;
}

function TabLoading() {
  const { t } = useTranslation('catalogue');
  return <p className="muted">{t('list.loading')}</p>;
}

function TabContent({ lotId, data }: { lotId: number; data: LotTabDetails }) {
  const { t } = useTranslation('catalogue');
  switch (data.tab) {
    case 'property':
      return <PropertyTab data={data} />;
    case 'lot':
      return <TermsTab lotId={lotId} data={data} />;
    case 'customer':
      return <CustomerTab data={data} />;
    case 'documents':
      return (
        <PartBoundary retry={t('list.retry')} fallback={<TabLoading />}>
          <LotDocumentsTab data={data} />
        </PartBoundary>
      );
  }
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label} className="facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PropertyTab({ data }: { data: Extract<LotTabDetails, { tab: 'property' }> }) {
  const { t } = useTranslation('catalogue');
  const name = useLocalName();
  const category = useNameById(useCategoryList().data)(data.category_id);
  const region = useNameById(useRegions().data)(data.region_id);
  const area = useNameById(useAreas(String(data.region_id)).data)(data.area_id);
  const propertyType =
    data.property_type === 'rent'
      ? t('property.rentFor', { n: data.rent_months ?? 0 })
      : t('property.ownership');
  return (
    <div className="lot-tab">
      <p className="lot-tab__description">{name(data.description)}</p>
      <Facts
        rows={[
          [t('property.category'), category || '—'],
          [t('property.type'), propertyType],
          [t('property.quantity'), data.quantity],
          [t('lot.region'), region || '—'],
          [t('property.area'), area || '—'],
          [t('property.address'), data.address],
        ]}
      />
      {data.latitude !== null && data.longitude !== null && (
        <MapWhenNear
          latitude={data.latitude}
          longitude={data.longitude}
          address={data.address}
          label={t('property.map')}
        />
      )}
    </div>
  );
}

/** The lot's map, fetched and drawn once its place nears the viewport; until then that place, empty. */
function MapWhenNear(props: { latitude: number; longitude: number; address: string; label: string }) {
  const { ref, near } = useNearViewport<HTMLDivElement>(MAP_MARGIN);
  const { t } = useTranslation('catalogue');
  if (!near) return <div ref={ref} className="lot-map" data-testid="map-place" />;
  return (
    <PartBoundary retry={t('list.retry')} className="lot-map" fallback={<div className="lot-map" />}>
      <LotMap {...props} />
    </PartBoundary>
  );
}

function TermsTab({ lotId, data }: { lotId: number; data: Extract<LotTabDetails, { tab: 'lot' }> }) {
  const { t } = useTranslation('catalogue');
  const tradeType = useNameById(useCodedItems('trade-types').data)(data.trade_type);
  const orderType = useNameById(useCodedItems('order-types').data)(data.order_type);
  const paymentType = useNameById(useCodedItems('payment-types').data)(data.payment_type);
  const orderStatus = useNameById(useCodedItems('order-statuses').data)(data.order_status);
  return (
    <div className="lot-tab">
      <Facts
        rows={[
          [t('terms.lotNumber'), data.lot_number],
          [
            t('terms.lotStatus'),
            <LotStatusBadge key="status" status={data.lot_status} tradeType={data.trade_type} />,
          ],
          [t('terms.orderStatus'), orderStatus || '—'],
          [t('filters.tradeType'), tradeType || '—'],
          [t('filters.orderType'), orderType || '—'],
          [
            t('filters.paymentType'),
            data.part_payment_months
              ? `${paymentType} (${t('terms.months', { n: data.part_payment_months })})`
              : paymentType || '—',
          ],
          ...(mechanismOf(data.trade_type).bids
            ? auctionTerms(t, data)
            : ([
                [t('lot.price'), formatPrice(data.start_price)],
                [t('lot.copiesLeft'), data.quantity_left],
              ] satisfies [string, ReactNode][])),
          [t('terms.publishedAt'), formatLotTime(data.published_at)],
          ...tradeMoments(data).map((moment): [string, ReactNode] => [
            t(MOMENT_LABEL[moment.kind]),
            formatLotTime(moment.at),
          ]),
        ]}
      />
      <LotStatusHistory lotId={lotId} tradeType={data.trade_type} />
    </div>
  );
}

/** Start price, deposit and first step: the terms only an auction has. */
function auctionTerms(
  t: TFunction<'catalogue'>,
  data: Extract<LotTabDetails, { tab: 'lot' }>,
): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    [t('lot.startPrice'), formatPrice(data.start_price)],
    [
      t('terms.deposit'),
      t('terms.withPercent', { amount: formatPrice(data.deposit_amount), percent: data.deposit_percent }),
    ],
  ];
  if (data.first_step_price !== null) {
    rows.push([
      t('terms.firstStep'),
      t('terms.withPercent', { amount: formatPrice(data.first_step_price), percent: data.step_percent }),
    ]);
  }
  return rows;
}

function CustomerTab({ data }: { data: Extract<LotTabDetails, { tab: 'customer' }> }) {
  const { t } = useTranslation('catalogue');
  const tel = (phone: string) => <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>;
  return (
    <Facts
      rows={[
        [t('customer.ownerType'), t(`customer.ownerTypes.${data.owner_type}`)],
        [t('customer.name'), data.name],
        [t('customer.address'), data.address],
        [t('customer.phone'), tel(data.phone)],
        [t('customer.extraPhone'), data.extra_phone ? tel(data.extra_phone) : '—'],
        [t('customer.email'), data.email ? <a href={`mailto:${data.email}`}>{data.email}</a> : '—'],
      ]}
    />
  );
}
