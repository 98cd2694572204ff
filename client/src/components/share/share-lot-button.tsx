import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../hooks/use-local-name';
import { Dropdown } from '../ui/dropdown';
import { notify } from '../ui/notifications/notifications-store';
import {
  canUseShareSheet,
  isShareCancelled,
  shareUrl,
  telegramShareHref,
  type ShareLotProps,
} from './share-link';

/**
 * Share a lot page or its result (fetched after the page by its route, with its texts). Phones get the system share
 * sheet; a browser without one (most desktops) gets a menu with Copy link and Telegram, where the
 * platform's buyers pass links on.
 */
export function ShareLotButton({ lotNumber, name, path }: ShareLotProps) {
  const { t } = useTranslation('share');
  const localName = useLocalName();
  const url = shareUrl(window.location.origin, path);
  const title = t('title', { number: lotNumber, name: localName(name) });
  const label = t('shareLot', { number: lotNumber });
  // Asked once: the browser's abilities do not change while the page is open.
  const [sheet] = useState(() => canUseShareSheet(navigator, url));
  // Where the clipboard is refused, the link is shown selected for the person to copy (a counter, so
  // a second refusal selects it again).
  const [byHand, setByHand] = useState(0);
  const [side, setSide] = useState<'start' | 'end'>('start');

  // The menu hangs from the row of actions (catalogue.css), on the half of it the button is in: the
  // row wraps the button anywhere, and a menu hung from the button itself could run off a phone's
  // screen. Measured as the button is pressed, before the menu opens.
  const placeMenu = (event: MouseEvent<HTMLElement>) => {
    const row = event.currentTarget.offsetParent;
    if (!row) return;
    const button = event.currentTarget.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    setSide(button.left + button.width / 2 > box.left + box.width / 2 ? 'end' : 'start');
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ type: 'success', message: t('copied'), group: 'share' });
    } catch {
      // No clipboard (a page not served over HTTPS) or permission refused.
      setByHand((count) => count + 1);
    }
  };

  const openSheet = async () => {
    try {
      await navigator.share({ title, text: title, url });
    } catch (error) {
      // A sheet the person closed is their choice; one that failed still leaves them the link.
      if (!isShareCancelled(error)) await copy();
    }
  };

  return (
    <>
      {sheet ? (
        <button
          type="button"
          className="button button--ghost"
          aria-label={label}
          onClick={() => void openSheet()}
        >
          {t('share')}
        </button>
      ) : (
        <div className="share-menu" onClickCapture={placeMenu}>
          <Dropdown
            align={side}
            buttonClassName="button button--ghost"
            label={
              <>
                <span aria-hidden="true">{t('share')}</span>
                <span className="visually-hidden">{label}</span>
              </>
            }
          >
            <ul className="dropdown__list">
              <li>
                <button type="button" className="dropdown__item-button" onClick={() => void copy()}>
                  {t('copyLink')}
                </button>
              </li>
              <li>
                <a href={telegramShareHref(url, title)} target="_blank" rel="noopener noreferrer">
                  {t('telegram')}
                </a>
              </li>
            </ul>
          </Dropdown>
        </div>
      )}
      {byHand > 0 && <LinkToCopy url={url} label={t('copyByHand')} attempt={byHand} />}
    </>
  );
}

/** The link in a read-only field, focused and selected, for a browser that would not copy it. */
function LinkToCopy({ url, label, attempt }: { url: string; label: string; attempt: number }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [attempt]);
  return (
    <div className="field share-link">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="text"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
