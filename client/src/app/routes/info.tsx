import { useParams } from 'react-router';
import { ContentPage } from '../../features/content';
import { isHelpPage } from '../../features/help/help-pages';
import { NotFoundRoute } from './not-found';

/** /info/{page}: one of the six help pages, as the operator last published it; anything else is not found. */
export function InfoRoute() {
  const { page } = useParams();
  if (!isHelpPage(page)) return <NotFoundRoute />;
  return <ContentPage key={page} slug={page} notFound={<NotFoundRoute />} />;
}
