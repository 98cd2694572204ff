import type { LotCard as Lot } from '@kimoshdi/shared/api/shop/shop-lots';
import { LotGrid } from '../../../components/lots/lot-card';
import { LotPagination } from './lot-pagination';

interface PagedLotGridProps {
  lots: Lot[];
  /** Where these lots stand in the whole list: the answer's page, page size and total. */
  paging: { page: number; size: number; total: number };
  hrefFor(page: number): string;
  signedIn: boolean;
  onFavouriteChange?(lot: Lot, favourite: boolean): void;
}

/**
 * One page of lot cards and the links to the others (the lot list, favourites). Apart from
 * lot-card.tsx so that the home page's grids do not bring the pager.
 */
export function PagedLotGrid({ lots, paging, hrefFor, signedIn, onFavouriteChange }: PagedLotGridProps) {
  return (
    <>
      <LotGrid lots={lots} signedIn={signedIn} onFavouriteChange={onFavouriteChange} onFirstScreen />
      <LotPagination page={paging.page} size={paging.size} total={paging.total} hrefFor={hrefFor} />
    </>
  );
}
