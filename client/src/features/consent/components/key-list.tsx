import { useTranslation } from 'react-i18next';
import { formatInstant } from '../format-instant';
import type { SignerKey } from '../signer/signer';

interface KeyListProps {
  keys: SignerKey[];
  /** With a choice: radio buttons named `name`; without: a plain list (the cabinet). */
  selected?: string | null;
  onSelect?(id: string): void;
  name?: string;
}

/** The keys the signer sees: holder, PINFL or STIR, serial, valid until. */
export function KeyList({ keys, selected, onSelect, name = 'esign-key' }: KeyListProps) {
  const { t } = useTranslation('consent');
  return (
    <ul className="esign-keys" data-testid="esign-keys">
      {keys.map((key) => {
        const body = (
          <>
            <span className="esign-keys__owner">{key.owner}</span>
            <span className="esign-keys__ids">
              {[
                key.pinfl && t('keys.pinfl', { value: key.pinfl }),
                key.stir && t('keys.stir', { value: key.stir }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <span className="esign-keys__meta">
              {t('keys.serial')}: <span className="esign-keys__serial">{key.serial}</span>
            </span>
            <span className="esign-keys__meta">
              {t('keys.validTo', { date: formatInstant(key.valid_to) })}
            </span>
          </>
        );
        return (
          <li key={key.id} className="esign-keys__item" data-testid="esign-key">
            {onSelect ? (
              <label className="esign-keys__choice">
                <input
                  type="radio"
                  name={name}
                  value={key.id}
                  checked={selected === key.id}
                  onChange={() => onSelect(key.id)}
                />
                <span className="esign-keys__body">{body}</span>
              </label>
            ) : (
              <span className="esign-keys__body">{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
