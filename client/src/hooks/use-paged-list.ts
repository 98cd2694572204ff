import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Page } from '@kimoshdi/shared';

/** Rows per page of the cabinet's lists (the server's default too). */
export const CABINET_PAGE_SIZE = 10;

export interface PagedList<T> {
  /** The current page's answer; the previous one stays while the next loads, so nothing flickers. */
  data: Page<T> | undefined;
  error: unknown;
  loading: boolean;
  page: number;
  setPage(page: number): void;
  /** Loads the current page again (after a change the list must show). */
  reload(): void;
  /** Changes rows of the loaded page in place (a message marked read). */
  patch(change: (items: T[]) => T[]): void;
}

interface Settled<T> {
  key: string;
  data?: Page<T>;
  error?: unknown;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * One server-paginated list of the cabinet. The page lives in the address (`?page=2`), so back and
 * forward, a reload and a shared link all show the same page.
 */
export function usePagedList<T>(
  name: string,
  load: (page: number, size: number) => Promise<Page<T>>,
  size = CABINET_PAGE_SIZE,
): PagedList<T> {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [shown, setShown] = useState<Page<T> | undefined>(undefined);
  // The server words rows (messages, descriptions) in the reader's language: a switch loads again.
  const { i18n } = useTranslation();
  const key = `${name}:${i18n.language}:${page}:${size}:${version}`;

  useEffect(() => {
    let active = true;
    load(page, size).then(
      (data) => {
        if (!active) return;
        setSettled({ key, data });
        setShown(data);
      },
      (error: unknown) => active && setSettled({ key, error }),
    );
    return () => {
      active = false;
    };
    // `load` is defined by `name`; a new function identity must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const setPage = useCallback(
    (next: number) => {
      setSearchParams(
        (params) => {
          const copy = new URLSearchParams(params);
          if (next <= 1) copy.delete('page');
          else copy.set('page', String(next));
          return copy;
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const patch = useCallback((change: (items: T[]) => T[]) => {
    setShown((current) => (current ? { ...current, items: change(current.items) } : current));
  }, []);

  const current = settled?.key === key;
  return {
    data: shown,
    error: current ? settled.error : undefined,
    loading: !current,
    page,
    setPage,
    reload,
    patch,
  };
}
