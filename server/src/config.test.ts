import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const required = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kimoshdi',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('loadConfig', () => {
  it('fills the defaults', () => {
    const config = loadConfig(required);
    expect(config).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'development',
      REDIS_PREFIX: 'kim:',
      RUN_WORKER: true,
    });
    expect(config.CLIENT_DIST).toMatch(/client[/\\]dist$/);
    // Orders' files on the local disk under .data (git-ignored) unless S3 is chosen.
    expect(config.FILE_STORAGE).toBe('local');
    expect(config.FILE_STORAGE_DIR).toMatch(/\.data[/\\]files$/);
  });

  it.each([
    [{}, /DATABASE_URL[\s\S]*REDIS_URL/],
    [{ ...required, DATABASE_URL: 'mysql://x/y' }, /DATABASE_URL/],
    [{ ...required, REDIS_URL: 'http://x' }, /REDIS_URL/],
    [{ ...required, PORT: '70000' }, /PORT/],
    [{ ...required, NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ ...required, RUN_WORKER: 'yes' }, /RUN_WORKER/],
    [{ ...required, FILE_STORAGE: 'ftp' }, /FILE_STORAGE/],
    [{ ...required, FILE_STORAGE: 's3', S3_BUCKET: 'kim' }, /S3_ACCESS_KEY[\s\S]*S3_SECRET_KEY/],
  ])('names what is wrong: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
