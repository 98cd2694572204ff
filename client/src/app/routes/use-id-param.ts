import { useParams } from 'react-router';

/** The `{id}` of a lot or order route as a positive integer, or null for anything else. */
export function useIdParam(): number | null {
  const { id = '' } = useParams();
  if (!/^\d{1,9}$/.test(id)) return null;
  const value = Number(id);
  return value >= 1 ? value : null;
}
