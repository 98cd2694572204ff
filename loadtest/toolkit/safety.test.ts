import { describe, expect, it } from 'vitest';
import { main } from './cli';
import {
  attemptBudget,
  boundRate,
  boundSeconds,
  checkTarget,
  parseTarget,
  redact,
  redactDeep,
  SafetyError,
} from './safety';

const TOKEN = 'sekret-token-5f1c9a';

async function runCli(argv: string[], env: NodeJS.ProcessEnv = {}) {
  const lines: string[] = [];
  const code = await main(argv, { out: (l) => lines.push(l), err: (l) => lines.push(l), env });
  return { code, text: lines.join('\n') };
}

describe('the safety rules', () => {
  it('lets a target on this machine go and asks for any other to be named twice', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      expect(() => checkTarget(parseTarget(url), undefined)).not.toThrow();
    }
    const remote = parseTarget('https://staging.example.uz');
    expect(() => checkTarget(remote, undefined)).toThrow(/--confirm-target staging.example.uz/);
    expect(() => checkTarget(remote, 'other.example.uz')).toThrow(SafetyError);
    expect(() => checkTarget(remote, 'staging.example.uz')).not.toThrow();
    expect(() => checkTarget(parseTarget('http://10.0.0.5:3000'), '10.0.0.5:3000')).not.toThrow();
  });

  it('takes only http(s) targets without credentials', () => {
    expect(() => parseTarget('ftp://localhost')).toThrow(SafetyError);
    expect(() => parseTarget('localhost:3000')).toThrow(SafetyError);
    expect(() => parseTarget('http://u:p@localhost:3000')).toThrow(/user or password/);
  });

  it('bounds every run in time, attempts and rate', () => {
    expect(boundSeconds(undefined, false)).toBe(20);
    expect(boundSeconds(600, false)).toBe(600);
    expect(() => boundSeconds(601, false)).toThrow(/--allow-long/);
    expect(boundSeconds(3600, true)).toBe(3600);
    expect(() => boundSeconds(0, false)).toThrow(SafetyError);
    expect(boundRate(2000, undefined)).toBe(2000);
    expect(() => boundRate(2001, undefined)).toThrow(/--max-rate/);
    expect(boundRate(5000, 5000)).toBe(5000);
    expect(attemptBudget(20, undefined)).toBe(40_000);
  });

  it('scrubs the token and any Authorization header from a text', () => {
    expect(redact(`token ${TOKEN} and again ${TOKEN}`, [TOKEN])).toBe('token *** and again ***');
    expect(redact('Authorization: Bearer abcdef123', [])).toBe('Authorization: Bearer ***');
    expect(redact('{"authorization":"Bearer abcdef123"}', [])).toBe('{"authorization":"Bearer ***"}');
    expect(redactDeep({ a: [TOKEN], b: { c: `x${TOKEN}` } }, [TOKEN])).toEqual({
      a: ['***'],
      b: { c: 'x***' },
    });
  });

  it('refuses a remote target without printing the token', async () => {
    const { code, text } = await runCli(['cleanup', '--target', 'https://prod.example.uz', '--token', TOKEN]);
    expect(code).toBe(2);
    expect(text).toContain('--confirm-target prod.example.uz');
    expect(text).not.toContain(TOKEN);
  });

  it('never prints the token, from --token, --token= or the env, on any error', async () => {
    const cases: [string[], NodeJS.ProcessEnv][] = [
      [['storm', '--target', 'http://localhost:1', '--token', TOKEN, '--bogus'], {}],
      [['storm', `--token=${TOKEN}`, '--target', `http://localhost:1/${TOKEN}`], {}],
      [['cleanup', '--target', 'http://127.0.0.1:1'], { LOADTEST_TOKEN: TOKEN }],
      [['cleanup', '--target', `http://127.0.0.1:1/?t=${TOKEN}`, '--token', TOKEN], {}],
      [
        ['replay', '--target', 'http://localhost:1', '--token', TOKEN, '--run', `/nonexistent/${TOKEN}.json`],
        {},
      ],
    ];
    for (const [argv, env] of cases) {
      const { code, text } = await runCli(argv, env);
      expect(code).not.toBe(0);
      expect(text.length).toBeGreaterThan(0);
      expect(text).not.toContain(TOKEN);
    }
  });

  it('prints the help of each command and exits 0', async () => {
    const { code, text } = await runCli(['replay', '--help']);
    expect(code).toBe(0);
    expect(text).toContain('--from-lot');
  });
});
