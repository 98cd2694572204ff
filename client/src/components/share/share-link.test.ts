import { describe, expect, it } from 'vitest';
import { canUseShareSheet, isShareCancelled, shareUrl, telegramShareHref } from './share-link';

describe('share link', () => {
  const url = 'https://kimoshdi.uz/lot-view/12';
  const share = () => Promise.resolve();

  it('uses the share sheet only when the browser can share the link', () => {
    expect(canUseShareSheet({ share, canShare: () => true }, url)).toBe(true);
    expect(canUseShareSheet({ share, canShare: () => false }, url)).toBe(false);
    expect(canUseShareSheet({ share }, url)).toBe(false);
    expect(canUseShareSheet({ canShare: () => true }, url)).toBe(false);
    expect(canUseShareSheet({}, url)).toBe(false);
  });

  it('gives Telegram the link and the text encoded', () => {
    expect(telegramShareHref(url, 'Lot № 7: Uy & bog‘')).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Fkimoshdi.uz%2Flot-view%2F12&text=Lot%20%E2%84%96%207%3A%20Uy%20%26%20bog%E2%80%98',
    );
  });

  it('shares the path without its query', () => {
    expect(shareUrl('https://kimoshdi.uz', '/lot-view/12?from=search#tabs')).toBe(url);
  });

  it('takes a closed share sheet for no error', () => {
    expect(isShareCancelled(new DOMException('cancelled', 'AbortError'))).toBe(true);
    expect(isShareCancelled(new DOMException('denied', 'NotAllowedError'))).toBe(false);
    expect(isShareCancelled('AbortError')).toBe(false);
  });
});
