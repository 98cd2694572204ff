import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN_FILE } from '../../server/src/demo/demo-loadtest-token';
import { demoToken } from './context';

const root = mkdtempSync(path.join(os.tmpdir(), 'kim-loadtest-token-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("npm start's demo token", () => {
  it('is read for a target on this machine only', () => {
    expect(demoToken(new URL('http://localhost:3000'), root)).toBeUndefined();
    mkdirSync(path.join(root, '.data'), { recursive: true });
    writeFileSync(path.join(root, DEMO_TOKEN_FILE), 'a'.repeat(48) + '\n');
    expect(demoToken(new URL('http://localhost:3000'), root)).toBe('a'.repeat(48));
    expect(demoToken(new URL('http://127.0.0.1:3100'), root)).toBe('a'.repeat(48));
    expect(demoToken(new URL('https://staging.example.uz'), root)).toBeUndefined();
  });
});
