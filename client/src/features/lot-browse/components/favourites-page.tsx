import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getFavourites } from '../../../components/lots/favourite-lots';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { ListStates } from './list-states';
import { PagedLotGrid } from './paged-lot-grid';
import { paths } from '../../../config/paths';

const FAVOURITES_PAGE_SIZE = 12;

/** /favourites for a signed-in user (the route sends guests to sign in). */
export function FavouritesPage() {
  const { t } = useTranslation('catalogue');
  const [searchParams] = useSearchParams();
  const pageParam = Number(searchParams.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const list = useKeyedLoad(`favourites/${page}`, () => getFavourites(page, FAVOURITES_PAGE_SIZE));
  // Lots taken out here leave the page at once; the next load agrees with the server.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const items = list.data?.items.filter((lot) => !removed.has(lot.id)) ?? [];

  return (
    <div className="container page">
      <h1>{t('favourites.title')}</h1>
      <ListStates
        list={list}
        failed={t('list.loadFailed')}
        isEmpty={() => items.length === 0}
        empty={t('favourites.empty')}
        emptyClass="lot-list__empty"
      >
        {(data) => (
          <PagedLotGrid
            lots={items}
            paging={data}
            hrefFor={(target) => paths.favourites(target > 1 ? { page: String(target) } : {})}
            signedIn
            onFavouriteChange={(lot, favourite) =>
              setRemoved((current) => {
                const next = new Set(current);
                if (favourite) next.delete(lot.id);
                else next.add(lot.id);
                return next;
              })
            }
          />
        )}
      </ListStates>
    </div>
  );
}

/** What a guest sees on /favourites: the way to sign in, coming back here. */
export function FavouritesGuest({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="container page page--narrow page--center">
      <h1>{t('favourites.title')}</h1>
      <p className="muted">{t('favourites.guest')}</p>
      <a className="button button--primary" href={loginHref}>
        {t('favourites.signIn')}
      </a>
    </div>
  );
}
