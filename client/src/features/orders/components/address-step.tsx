import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_LIMITS, formatCoordinates, parseCoordinates } from '@kimoshdi/shared';
import { useAreas, useRegions } from '../../../hooks/use-dictionaries';
import { useLocalName } from '../../../hooks/use-local-name';
import { coordinatesInput } from '../../../lib/input-filters';
import { saveAddress } from '../api/orders';
import { useOrderStep, type StepProps } from '../hooks/use-order-step';
import { addressInput, addressValues, type AddressValues } from '../order-form-values';
import { latinChange } from './latin-input';
import { OrderField } from './order-field';
import { StepFooter } from './step-footer';

// The map library is the largest part of the order pages: it loads when the address step shows,
// not with the page (the first load stays within its budget, docs/benchmarks.md "first-load").
const PointPicker = lazy(() =>
  import('../../../components/map/point-picker').then((module) => ({ default: module.PointPicker })),
);
import { StepForm } from './step-form';

/** Step 3: where the property is, with the point picked on the map or typed. */
export function AddressStep({ form, onSaved, onBack }: StepProps) {
  const { t } = useTranslation('orders');
  const { id, values, setValues, set, errors, saving, failure, submit } = useOrderStep<AddressValues>(
    () => addressValues(form),
    (checks, values) => checks.checkAddress(values),
    (values) => saveAddress(form.summary.id, addressInput(values)),
    onSaved,
  );
  const name = useLocalName();
  const regions = useRegions().data ?? [];
  const areas = useAreas(values.region_id).data ?? [];
  const parsed = parseCoordinates(values.coordinates);

  return (
    <StepForm step="address" onSubmit={submit}>
      <div className="field-row">
        <OrderField id={`${id}-region_id`} label={t('fields.region')} error={errors.region_id}>
          {(props) => (
            <select
              value={values.region_id}
              onChange={(event) =>
                setValues((current) => ({ ...current, region_id: event.target.value, area_id: '' }))
              }
              {...props}
            >
              <option value="">{t('fields.choose')}</option>
              {regions.map((region) => (
                <option key={region.id} value={region.id}>
                  {name(region.name)}
                </option>
              ))}
            </select>
          )}
        </OrderField>
        <OrderField id={`${id}-area_id`} label={t('fields.area')} error={errors.area_id}>
          {(props) => (
            <select
              value={values.area_id}
              disabled={!values.region_id}
              onChange={(event) => set('area_id', event.target.value)}
              {...props}
            >
              <option value="">{t('fields.choose')}</option>
              {areas.map((area) => (
                <option key={area.id} value={area.id}>
                  {name(area.name)}
                </option>
              ))}
            </select>
          )}
        </OrderField>
      </div>
      <OrderField
        id={`${id}-street`}
        label={t('fields.street')}
        error={errors.street}
        hint={t('hints.latin')}
      >
        {(props) => (
          <input
            type="text"
            maxLength={ORDER_LIMITS.street.max}
            value={values.street}
            onChange={(event) => set('street', latinChange(event.target.value, t('latinNotice')))}
            {...props}
          />
        )}
      </OrderField>
      <OrderField
        id={`${id}-coordinates`}
        label={t('fields.coordinates')}
        error={errors.coordinates}
        hint={t('hints.mapPick')}
      >
        {(props) => (
          <input
            type="text"
            inputMode="decimal"
            placeholder="41.311081, 69.240562"
            value={values.coordinates}
            onChange={(event) => set('coordinates', coordinatesInput(event.target.value))}
            {...props}
          />
        )}
      </OrderField>
      <Suspense fallback={null}>
        <PointPicker
          value={parsed.ok ? parsed.point : null}
          label={t('fields.coordinates')}
          unavailableText={t('hints.mapUnavailable')}
          onPick={(point) => set('coordinates', formatCoordinates(point))}
        />
      </Suspense>
      <StepFooter onBack={onBack} saving={saving} failure={failure} />
    </StepForm>
  );
}
