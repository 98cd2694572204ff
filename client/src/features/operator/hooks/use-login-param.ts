import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { LOGIN_PARAM, parseLoginParam, searchForLogin } from '../person-notices';

/** The person looked for in the address (`?login=`), so a reload or a link shows the same. */
export function useLoginParam(): [string, (login: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const login = parseLoginParam(searchParams.get(LOGIN_PARAM));
  const setLogin = useCallback(
    (next: string) => setSearchParams((params) => searchForLogin(params, next), { preventScrollReset: true }),
    [setSearchParams],
  );
  return [login, setLogin];
}
