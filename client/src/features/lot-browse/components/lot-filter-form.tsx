import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupThousands } from '@kimoshdi/shared/domain/money/format';
import { formatDay } from '@kimoshdi/shared/domain/time/day-format';
import { maskDayInput, parseDayInput } from '@kimoshdi/shared/domain/time/day-input';
import { FormattedInput } from '../../../components/ui/formatted-input';
import { digitsOnly, MONEY_WHOLE_DIGITS } from '../../../lib/input-filters';
import type { CodedDictionary } from '../../../lib/dictionaries-api';
import { useAreas, useCategoryList, useCodedItems, useRegions } from '../../../hooks/use-dictionaries';
import { MEDIA, useMediaQuery } from '../../../hooks/use-media-query';
import { useLocalName } from '../../../hooks/use-local-name';
import {
  ADVANCED_FILTER_KEYS,
  emptyFilters,
  hasFilters,
  type FilterKey,
  type LotFilters,
} from '../lot-list-params';

/** The price filters take whole sums grouped by three as typed (docs/product.md section 5: money by three). */
export function groupWholeSums(value: string): string {
  return groupThousands(
    digitsOnly(value)
      .replace(/^0+(?=\d)/, '')
      .slice(0, MONEY_WHOLE_DIGITS),
  );
}

interface LotFilterFormProps {
  filters: LotFilters;
  onApply(filters: LotFilters): void;
}

/**
 * The lot list's filters. Changes stay a draft until "show" is pressed, so typing a price does
 * not reload the list on every digit; "clear" empties the form and the address at once.
 */
export function LotFilterForm({ filters, onApply }: LotFilterFormProps) {
  const { t } = useTranslation('catalogue');
  const [draft, setDraft] = useState<LotFilters>(() => ({
    ...filters,
    price_from: groupWholeSums(filters.price_from),
    price_to: groupWholeSums(filters.price_to),
    // The dates as people type them (DD.MM.YYYY); the address keeps YYYY-MM-DD.
    date_from: formatDay(filters.date_from),
    date_to: formatDay(filters.date_to),
  }));
  const [badDates, setBadDates] = useState<FilterKey[]>([]);
  const [advanced, setAdvanced] = useState(() => ADVANCED_FILTER_KEYS.some((key) => filters[key] !== ''));
  const advancedId = useId();
  const bodyId = useId();
  // On a phone the form would fill the screen before the first lot: it folds there (CSS shows the
  // toggle only at 800 px and below), open by itself when some filter is already set.
  const [shown, setShown] = useState(() => hasFilters({ ...filters, q: '' }));
  // Folded, its fields are not made at all: their five dictionaries are not asked for before the
  // lots on a phone's first load (issue 15), only when the visitor opens the filters.
  const folds = useMediaQuery(MEDIA.compactNav);
  const unfolded = shown || !folds;

  const set = (key: FilterKey, value: string) =>
    setDraft((current) => ({ ...current, [key]: value, ...(key === 'region' ? { area: '' } : {}) }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dateFrom = parseDayInput(draft.date_from);
    const dateTo = parseDayInput(draft.date_to);
    const bad = (['date_from', 'date_to'] as const).filter((key) => parseDayInput(draft[key]) === null);
    setBadDates(bad);
    if (dateFrom === null || dateTo === null) {
      if (bad[0]) document.querySelector<HTMLInputElement>(`.lot-filters [name="${bad[0]}"]`)?.focus();
      return;
    }
    onApply({
      ...draft,
      date_from: dateFrom,
      date_to: dateTo,
      q: draft.q.trim(),
      price_from: digitsOnly(draft.price_from),
      price_to: digitsOnly(draft.price_to),
    });
  };

  const clear = () => {
    setBadDates([]);
    setDraft(emptyFilters());
    onApply(emptyFilters());
  };

  const search = (
    <Field label={t('filters.q')}>
      {(id) => (
        <input
          id={id}
          name="q"
          // A text box, not type=search: the page must not offer a second search box (the
          // navbar hides its own here, docs/product.md section 2).
          type="text"
          enterKeyHint="search"
          value={draft.q}
          maxLength={200}
          placeholder={t('filters.qPlaceholder')}
          onChange={(event) => set('q', event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form
      className={`lot-filters card${shown ? '' : ' lot-filters--folded'}`}
      role="search"
      aria-label={t('filters.title')}
      onSubmit={submit}
    >
      {folds && (
        // On a phone the search stays in sight above the folded filters: it is what most people
        // came for, and hiding it behind the filters' button left them looking for it.
        <div className="lot-filters__search">
          {search}
          <button type="submit" className="button button--primary button--small">
            {t('filters.search')}
          </button>
        </div>
      )}
      <button
        type="button"
        className="button button--ghost button--small lot-filters__toggle"
        aria-expanded={shown}
        aria-controls={bodyId}
        onClick={() => setShown((open) => !open)}
      >
        {t('filters.more')}
      </button>
      <div id={bodyId} className="lot-filters__body">
        {unfolded && (
          <>
            <div className="lot-filters__grid">
              {!folds && search}
              <DictionarySelect
                name="trade-types"
                field="trade_type"
                label={t('filters.tradeType')}
                draft={draft}
                set={set}
              />
              <DictionarySelect
                name="order-types"
                field="order_type"
                label={t('filters.orderType')}
                draft={draft}
                set={set}
              />
              <DictionarySelect
                name="payment-types"
                field="payment_type"
                label={t('filters.paymentType')}
                draft={draft}
                set={set}
              />
              <RegionSelect draft={draft} set={set} />
              <AreaSelect draft={draft} set={set} />
              <DateField
                field="date_from"
                label={t('filters.dateFrom')}
                invalid={badDates.includes('date_from')}
                draft={draft}
                set={set}
              />
              <PriceField field="price_from" label={t('filters.priceFrom')} draft={draft} set={set} />
            </div>
            <div id={advancedId} className="lot-filters__grid lot-filters__advanced" hidden={!advanced}>
              <CategorySelect draft={draft} set={set} />
              <DateField
                field="date_to"
                label={t('filters.dateTo')}
                invalid={badDates.includes('date_to')}
                draft={draft}
                set={set}
              />
              <PriceField field="price_to" label={t('filters.priceTo')} draft={draft} set={set} />
            </div>
            <div className="lot-filters__actions">
              <button
                type="button"
                className="button button--ghost button--small"
                aria-expanded={advanced}
                aria-controls={advancedId}
                onClick={() => setAdvanced((open) => !open)}
              >
                {t('filters.advanced')}
              </button>
              <span className="lot-filters__spacer" />
              <button type="button" className="button button--ghost button--small" onClick={clear}>
                {t('filters.clear')}
              </button>
              <button type="submit" className="button button--primary button--small">
                {t('filters.apply')}
              </button>
            </div>
          </>
        )}
      </div>
    </form>
  );
}

function Field({ label, children }: { label: string; children(id: string): ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

interface DraftProps {
  draft: LotFilters;
  set(key: FilterKey, value: string): void;
}

interface DraftField extends DraftProps {
  field: FilterKey;
  label: string;
}

/**
 * A trade date bound typed as DD.MM.YYYY (a text box with the dots put in as the digits come: the
 * browser's date box would show its own locale's format, mm/dd/yyyy in an English browser).
 */
function DateField({ field, label, invalid, draft, set }: DraftField & { invalid: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <Field label={label}>
      {(id) => (
        <>
          <FormattedInput
            id={id}
            name={field}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            placeholder={t('filters.datePlaceholder')}
            value={draft[field]}
            format={maskDayInput}
            onValueChange={(value) => set(field, value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
          />
          {invalid && (
            <p id={`${id}-error`} className="field__error">
              {t('filters.dateInvalid')}
            </p>
          )}
        </>
      )}
    </Field>
  );
}

/** A start price bound in whole sums, grouped by three as typed. */
function PriceField({ field, label, draft, set }: DraftField) {
  return (
    <Field label={label}>
      {(id) => (
        <FormattedInput
          id={id}
          name={field}
          inputMode="numeric"
          value={draft[field]}
          format={groupWholeSums}
          onValueChange={(value) => set(field, value)}
        />
      )}
    </Field>
  );
}

function Select({
  label,
  field,
  draft,
  set,
  options,
  disabled,
}: DraftField & {
  options: { id: number; label: string }[];
  disabled?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
          name={field}
          value={draft[field]}
          disabled={disabled}
          onChange={(event) => set(field, event.target.value)}
        >
          <option value="">{t('filters.any')}</option>
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function DictionarySelect({ name, field, label, ...draftProps }: DraftField & { name: CodedDictionary }) {
  const { data = [] } = useCodedItems(name);
  const localName = useLocalName();
  const options = data.map((item) => ({ id: item.id, label: localName(item.name) }));
  return <Select label={label} field={field} options={options} {...draftProps} />;
}

function RegionSelect(props: DraftProps) {
  const { t } = useTranslation('catalogue');
  const { data = [] } = useRegions();
  const localName = useLocalName();
  const options = data.map((item) => ({ id: item.id, label: localName(item.name) }));
  return <Select label={t('filters.region')} field="region" options={options} {...props} />;
}

/** The chosen region's areas (none before a region is chosen). */
function AreaSelect(props: DraftProps) {
  const { t } = useTranslation('catalogue');
  const { data = [] } = useAreas(props.draft.region);
  const localName = useLocalName();
  const options = data.map((item) => ({ id: item.id, label: localName(item.name) }));
  return (
    <Select
      label={t('filters.area')}
      field="area"
      options={options}
      disabled={!props.draft.region}
      {...props}
    />
  );
}

function CategorySelect(props: DraftProps) {
  const { t } = useTranslation('catalogue');
  const { data = [] } = useCategoryList();
  const localName = useLocalName();
  // Sub-categories indented under their parent, so one list reads as the tree it is.
  const top = data.filter((item) => item.parent_id === null);
  const options = top.flatMap((parent) => [
    { id: parent.id, label: localName(parent.name) },
    ...data
      .filter((item) => item.parent_id === parent.id)
      .map((item) => ({ id: item.id, label: `\u00a0\u00a0${localName(item.name)}` })),
  ]);
  return <Select label={t('filters.category')} field="category" options={options} {...props} />;
}
