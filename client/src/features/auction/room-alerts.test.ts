import { describe, expect, it } from 'vitest';
import { ALERTS_OFF, parseAlertChoice } from './room-alerts';

describe('parseAlertChoice', () => {
  it.each([
    ['nothing stored', null, ALERTS_OFF],
    ['both on', '{"sound":true,"vibrate":true}', { sound: true, vibrate: true }],
    ['sound only', '{"sound":true}', { sound: true, vibrate: false }],
    ['not JSON', 'yes', ALERTS_OFF],
    ['not an object', '1', ALERTS_OFF],
    ['truthy but not true', '{"sound":"true","vibrate":1}', ALERTS_OFF],
  ] as const)('%s', (_case, stored, expected) => {
    expect(parseAlertChoice(stored)).toEqual(expected);
  });
});
