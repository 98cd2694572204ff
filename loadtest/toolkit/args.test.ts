import { describe, expect, it } from 'vitest';
import {
  COMMANDS,
  commandHelp,
  generalHelp,
  numberOption,
  OPTIONS,
  parseBidderMap,
  parseCommand,
  UsageError,
} from './args';

describe('the command line', () => {
  it('takes the interface scripts rely on, exactly', () => {
    expect(
      parseCommand('prepare', [
        '--target',
        'http://localhost:3000',
        '--bidders',
        '5',
        '--watchers',
        '20',
        '--out',
        'run.json',
      ]),
    ).toMatchObject({ target: 'http://localhost:3000', bidders: '5', watchers: '20', out: 'run.json' });
    expect(
      parseCommand('replay', [
        '--target',
        'http://localhost:3000',
        '--run',
        'run.json',
        '--from-lot',
        'latest',
        '--speed',
        '10',
        '--report',
        'out',
      ]),
    ).toMatchObject({ 'from-lot': 'latest', speed: '10', report: 'out' });
    for (const command of ['storm', 'http'] as const) {
      expect(
        parseCommand(command, [
          '--target',
          'http://localhost:3000',
          '--run',
          'r.json',
          '--seconds',
          '5',
          '--report',
          'out',
        ]),
      ).toMatchObject({ seconds: '5' });
    }
    expect(parseCommand('cleanup', ['--target', 'http://localhost:3000'])).toMatchObject({
      target: 'http://localhost:3000',
    });
  });

  it('refuses an unknown option and a stray argument', () => {
    expect(() => parseCommand('storm', ['--target', 'x', '--rat', '5'])).toThrow(UsageError);
    expect(() => parseCommand('cleanup', ['--target', 'x', 'extra'])).toThrow(/unexpected argument extra/);
    // cleanup has no --seconds: an option of another command is unknown here.
    expect(() => parseCommand('cleanup', ['--seconds', '5'])).toThrow(UsageError);
  });

  it('has a help for every command that lists each of its options', () => {
    for (const command of COMMANDS) {
      const help = commandHelp(command);
      expect(help).toContain(`npm run loadtest -- ${command}`);
      for (const name of Object.keys(OPTIONS[command])) expect(help).toContain(`--${name}`);
    }
    expect(generalHelp()).toContain('replay');
  });

  it('reads numbers strictly', () => {
    expect(numberOption({ speed: '2.5' }, 'speed')).toBe(2.5);
    expect(numberOption({}, 'speed')).toBeUndefined();
    expect(() => numberOption({ speed: '0' }, 'speed')).toThrow(UsageError);
    expect(() => numberOption({ speed: 'fast' }, 'speed')).toThrow(UsageError);
    expect(numberOption({ watchers: '0' }, 'watchers', { zero: true, integer: true })).toBe(0);
    expect(() => numberOption({ bidders: '1.5' }, 'bidders', { integer: true })).toThrow(UsageError);
  });

  it('maps original buyer numbers onto prepared bidders', () => {
    expect(parseBidderMap(undefined, 3)).toBeUndefined();
    expect(parseBidderMap('auto', 3)).toBeUndefined();
    expect([...(parseBidderMap('3=1, 07=2', 3) ?? [])]).toEqual([
      ['3', 0],
      ['7', 1],
    ]);
    expect(() => parseBidderMap('3=4', 3)).toThrow(/not in 1..3/);
    expect(() => parseBidderMap('3=1,3=2', 3)).toThrow(/twice/);
    expect(() => parseBidderMap('3=1,4=1', 3)).toThrow(/two buyers/);
    expect(() => parseBidderMap('x', 3)).toThrow(UsageError);
  });
});
