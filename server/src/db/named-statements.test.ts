import { describe, expect, it } from 'vitest';
import { statementNames } from './named-statements';

describe('statementNames', () => {
  it.each([
    ['a parameterised statement with a column list', 'select "id" from "lots" where "id" = $1', 1, 'k1'],
    ['a statement without parameters (BEGIN, COMMIT, DDL)', 'begin', 0, undefined],
    ['select * (its row type follows the table)', 'select * from "lots" where "id" = $1', 1, undefined],
    ['returning *', 'insert into "t" ("a") values ($1) returning *', 1, undefined],
    ['a.* (the same)', 'select "a".* from "a" where "id" = $1', 1, undefined],
    [
      'count(*), whose type does not follow the table',
      'select count(*) from "bids" where "lot_id" = $1',
      1,
      'k1',
    ],
  ])('%s', (_case, text, parameters, name) => {
    expect(statementNames().nameOf(text, parameters)).toBe(name);
  });

  it('gives a text the same name every time and another text another name', () => {
    const names = statementNames();
    const first = names.nameOf('select "a" from "t" where "id" = $1', 1);
    const second = names.nameOf('select "b" from "t" where "id" = $1', 1);
    expect(names.nameOf('select "a" from "t" where "id" = $1', 1)).toBe(first);
    expect(second).not.toBe(first);
    expect(names.size).toBe(2);
  });

  it('names no new text past its limit, and keeps the names it gave', () => {
    const names = statementNames(2);
    const a = names.nameOf('select "a" from "t" where "id" = $1', 1);
    names.nameOf('select "b" from "t" where "id" = $1', 1);
    expect(names.nameOf('select "c" from "t" where "id" = $1', 1)).toBeUndefined();
    expect(names.nameOf('select "a" from "t" where "id" = $1', 1)).toBe(a);
    expect(names.size).toBe(2);
  });
});
