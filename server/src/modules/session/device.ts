import Bowser from 'bowser';

/** What the cabinet's session list says about the device of a session. */
export interface SessionDevice {
  /** "Chrome", "Safari", ...; "" when unknown. */
  browser: string;
  /** "Android", "Windows", "iOS", ...; "" when unknown. */
  os: string;
  type: 'desktop' | 'mobile' | 'tablet' | 'other';
}

/** The device of a session from the User-Agent it started with (bowser: small, kept up to date). */
export function deviceOf(userAgent: string | null): SessionDevice {
  if (!userAgent) return { browser: '', os: '', type: 'other' };
  const parsed = Bowser.parse(userAgent);
  const platform = parsed.platform.type;
  return {
    browser: parsed.browser.name ?? '',
    os: parsed.os.name ?? '',
    type: platform === 'desktop' || platform === 'mobile' || platform === 'tablet' ? platform : 'other',
  };
}
