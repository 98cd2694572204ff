import { describe, expect, it } from 'vitest';
import { errorReportSettingsFromJson } from './report-settings';

describe('errorReportSettingsFromJson', () => {
  const settings = {
    dsn: 'https://key@glitchtip.example/3',
    release: 'kimoshdi@0.1.0',
    environment: 'production',
  };

  it.each([
    ['the settings', JSON.stringify(settings), settings],
    ['nothing', undefined, undefined],
    ['an empty text', '', undefined],
    ['broken JSON', '{"dsn":', undefined],
    ['a DSN that is no address', JSON.stringify({ ...settings, dsn: 'key@host/1' }), undefined],
    ['no release', JSON.stringify({ dsn: settings.dsn, environment: 'production' }), undefined],
  ])('%s', (_case, text, expected) => {
    expect(errorReportSettingsFromJson(text)).toEqual(expected);
  });
});
