import { useParams } from 'react-router';
import { usePageTitle } from '../../components/ui/page-title';
import { HelpArticle } from '../../features/help/components/help-article';
import { isHelpPage, type HelpPage } from '../../features/help/help-pages';
import { useHelpPage } from '../../features/help/hooks/use-help-page';
import { NotFoundRoute } from './not-found';

/** /info/{page}: one of the six help pages; anything else is not found. */
export function InfoRoute() {
  const { page } = useParams();
  if (!isHelpPage(page)) return <NotFoundRoute />;
  return <InfoPage page={page} />;
}

function InfoPage({ page }: { page: HelpPage }) {
  const content = useHelpPage(page);
  usePageTitle(content?.title);
  if (!content) return <NotFoundRoute />;
  return (
    <div className="container page page--narrow">
      <HelpArticle content={content} />
    </div>
  );
}
