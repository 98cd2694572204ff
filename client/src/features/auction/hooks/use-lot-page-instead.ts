import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

/**
 * A fixed-price lot has no game: when the server answers NOT_AN_AUCTION, the person is taken to
 * the lot's page instead (replacing the game's address, so Back does not bring them here again).
 */
export function useLotPageInstead(lotId: number, error: unknown): void {
  const navigate = useNavigate();
  const notAnAuction = isApiError(error) && error.code === 'NOT_AN_AUCTION';
  useEffect(() => {
    if (notAnAuction) void navigate(paths.lotView(lotId), { replace: true });
  }, [notAnAuction, lotId, navigate]);
}
