import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_LIMITS, type OrderForm } from '@kimoshdi/shared';
import { OWNER_TYPES } from '@kimoshdi/shared/domain/order/order-kind';
import { useLocalName } from '../../../hooks/use-local-name';
import { createOrder, updateOrder } from '../api/orders';
import { useOrderCategories } from '../hooks/use-order-dictionaries';
import { useStepSave } from '../hooks/use-step-save';
import type { OrderChecks } from '../load-order-checks';
import { propertyInput, propertyValues, type PropertyValues } from '../order-form-values';
import { latinChange } from './latin-input';
import { OrderField } from './order-field';
import { StepFooter } from './step-footer';
import { StepForm } from './step-form';

interface PropertyStepProps {
  form: OrderForm | null;
  /** The order made or saved: its id and (for an existing order) the saved form. */
  onSaved(orderId: number, form: OrderForm | null): void;
}

/** Step 1: what is sold. The first save makes the order. */
export function PropertyStep({ form, onSaved }: PropertyStepProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  const name = useLocalName();
  const groups = useOrderCategories().data ?? [];
  const groupOf = (categoryId: number) => {
    const group = groups.find(
      (item) => item.id === categoryId || item.children.some((c) => c.id === categoryId),
    );
    return group?.id ?? null;
  };
  const [values, setValues] = useState<PropertyValues>(() => propertyValues(form, groupOf));
  // The categories may arrive after the order: place its category under its group then.
  const [placed, setPlaced] = useState(groups.length > 0 || !form);
  if (!placed && groups.length > 0) {
    setPlaced(true);
    setValues(propertyValues(form, groupOf));
  }
  const { errors, saving, failure, save } = useStepSave();
  const children = groups.find((group) => String(group.id) === values.group_id)?.children ?? [];
  const set = (field: keyof PropertyValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = propertyInput({
      ...values,
      category_id: children.length > 0 ? values.category_id : values.group_id,
    });
    const check = (checks: OrderChecks) => {
      const found = checks.checkProperty(values);
      if (children.length > 0 && values.category_id === '') found.category_id ??= 'CATEGORY_INVALID';
      return found;
    };
    if (form) {
      const saved = await save(check, () => updateOrder(form.summary.id, input), id);
      if (saved) onSaved(saved.summary.id, saved);
    } else {
      const made = await save(check, () => createOrder(input), id);
      if (made) onSaved(made.id, null);
    }
  };

  return (
    <StepForm step="property" onSubmit={submit}>
      <OrderField
        id={`${id}-property_name`}
        label={t('fields.propertyName')}
        error={errors.property_name}
        hint={t('hints.latin')}
      >
        {(props) => (
          <input
            type="text"
            maxLength={ORDER_LIMITS.propertyName.max}
            value={values.property_name}
            onChange={(event) => set('property_name', latinChange(event.target.value, t('latinNotice')))}
            {...props}
          />
        )}
      </OrderField>
      <div className="field-row">
        <OrderField
          id={`${id}-group_id`}
          label={t('fields.category')}
          error={values.group_id ? undefined : errors.category_id}
        >
          {(props) => (
            <select
              value={values.group_id}
              onChange={(event) =>
                setValues((current) => ({ ...current, group_id: event.target.value, category_id: '' }))
              }
              {...props}
            >
              <option value="">{t('fields.choose')}</option>
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {name(group.name)}
                </option>
              ))}
            </select>
          )}
        </OrderField>
        {children.length > 0 && (
          <OrderField id={`${id}-category_id`} label={t('fields.categoryType')} error={errors.category_id}>
            {(props) => (
              <select
                value={values.category_id}
                onChange={(event) => set('category_id', event.target.value)}
                {...props}
              >
                <option value="">{t('fields.choose')}</option>
                {children.map((child) => (
                  <option key={child.id} value={child.id}>
                    {name(child.name)}
                  </option>
                ))}
              </select>
            )}
          </OrderField>
        )}
      </div>
      <div className="field-row">
        <OrderField id={`${id}-quantity`} label={t('fields.quantity')} error={errors.quantity}>
          {(props) => (
            <input
              type="text"
              inputMode="numeric"
              maxLength={5}
              value={values.quantity}
              onChange={(event) => set('quantity', event.target.value.replace(/\D/g, ''))}
              {...props}
            />
          )}
        </OrderField>
        <OrderField id={`${id}-owner_type`} label={t('fields.ownerType')} error={errors.owner_type}>
          {(props) => (
            <select
              value={values.owner_type}
              onChange={(event) => set('owner_type', event.target.value)}
              {...props}
            >
              {OWNER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`options.ownerTypes.${type}`)}
                </option>
              ))}
            </select>
          )}
        </OrderField>
      </div>
      <OrderField
        id={`${id}-description`}
        label={t('fields.description')}
        error={errors.description}
        hint={t('hints.latin')}
      >
        {(props) => (
          <textarea
            rows={4}
            maxLength={ORDER_LIMITS.description.max}
            value={values.description}
            onChange={(event) => set('description', latinChange(event.target.value, t('latinNotice')))}
            {...props}
          />
        )}
      </OrderField>
      <StepFooter saving={saving} failure={failure} />
    </StepForm>
  );
}
