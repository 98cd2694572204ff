import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_LIMITS, formatCoordinates, parseCoordinates, type OrderForm } from '@kimoshdi/shared';
import { PointPicker } from '../../../components/map/point-picker';
import { useAreas, useRegions } from '../../../hooks/use-dictionaries';
import { useLocalName } from '../../../hooks/use-local-name';
import { coordinatesInput } from '../../../lib/input-filters';
import { saveAddress } from '../api/orders';
import { useStepSave } from '../hooks/use-step-save';
import { addressInput, addressValues, checkAddress, type AddressValues } from '../order-form-values';
import { latinChange } from './latin-input';
import { OrderField } from './order-field';
import { StepFooter } from './step-footer';

interface StepProps {
  form: OrderForm;
  onSaved(form: OrderForm): void;
  onBack(): void;
}

/** Step 3: where the property is, with the point picked on the map or typed. */
export function AddressStep({ form, onSaved, onBack }: StepProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  const name = useLocalName();
  const [values, setValues] = useState<AddressValues>(() => addressValues(form));
  const regions = useRegions().data ?? [];
  const areas = useAreas(values.region_id).data ?? [];
  const { errors, saving, failure, save } = useStepSave();
  const set = (field: keyof AddressValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const parsed = parseCoordinates(values.coordinates);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save(
      checkAddress(values),
      () => saveAddress(form.summary.id, addressInput(values)),
      id,
    );
    if (saved) onSaved(saved);
  };

  return (
    <form
      className="card order-step"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="order-step-address"
    >
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
      <PointPicker
        value={parsed.ok ? parsed.point : null}
        label={t('fields.coordinates')}
        onPick={(point) => set('coordinates', formatCoordinates(point))}
      />
      <StepFooter onBack={onBack} saving={saving} failure={failure} />
    </form>
  );
}
