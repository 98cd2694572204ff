import { describe, expect, it } from 'vitest';
import { findService, ServiceMissingError, type ServiceSearch } from './service';

const refuse = async () => {
  throw new Error('connect ECONNREFUSED');
};

function search(overrides: Partial<ServiceSearch>): ServiceSearch {
  return {
    name: 'PostgreSQL',
    envVar: 'DATABASE_URL',
    envUrl: undefined,
    localUrl: 'postgres://local/db',
    localWhere: 'at 127.0.0.1:5432',
    probeLocal: true,
    probe: async () => {},
    startEmbedded: async () => ({ url: 'postgres://embedded/db', source: 'embedded' }),
    remedies: ['install PostgreSQL', 'or set DATABASE_URL'],
    ...overrides,
  };
}

describe('findService', () => {
  it('takes the environment first', async () => {
    await expect(findService(search({ envUrl: 'postgres://env/db' }))).resolves.toEqual({
      url: 'postgres://env/db',
      source: 'env',
    });
  });

  it('does not fall back when the environment names a server that does not answer', async () => {
    const found = findService(search({ envUrl: 'postgres://env/db', probe: refuse }));
    await expect(found).rejects.toThrow(ServiceMissingError);
    await expect(found).rejects.toThrow(
      /DATABASE_URL is set but cannot be reached \(Error: connect ECONNREFUSED\)/,
    );
  });

  it('then the local server, then its own', async () => {
    await expect(findService(search({}))).resolves.toMatchObject({ source: 'local' });
    await expect(findService(search({ probe: refuse }))).resolves.toMatchObject({ source: 'embedded' });
    await expect(findService(search({ probeLocal: false }))).resolves.toMatchObject({ source: 'embedded' });
  });

  it('names every attempt and every remedy when nothing serves', async () => {
    const found = findService(
      search({
        probe: refuse,
        startEmbedded: async () => {
          throw new Error('the embedded PostgreSQL could not start (no binaries)');
        },
      }),
    );
    await expect(found).rejects.toThrow(
      [
        'PostgreSQL is missing:',
        '  - DATABASE_URL is not set;',
        '  - nothing answers at 127.0.0.1:5432 (Error: connect ECONNREFUSED);',
        '  - the embedded PostgreSQL could not start (no binaries).',
        'Do one of these:',
        '  - install PostgreSQL',
        '  - or set DATABASE_URL',
      ].join('\n'),
    );
  });
});
