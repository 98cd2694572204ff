import type { HelpPageContent } from '../hooks/use-help-page';

interface HelpArticleProps {
  content: HelpPageContent;
  /** The page title's level: 1 on /info pages, 3 inside the home page's manual. */
  level?: 1 | 2 | 3;
}

/** One help page: title, lead, then sections with paragraphs and numbered steps. */
export function HelpArticle({ content, level = 1 }: HelpArticleProps) {
  const Title = `h${level}` as const;
  const Heading = `h${level + 1}` as 'h2' | 'h3' | 'h4';
  return (
    <article className="help-article">
      <Title className="help-article__title">{content.title}</Title>
      {content.lead && <p className="help-article__lead">{content.lead}</p>}
      {content.sections.map((section, index) => (
        <section key={index} className="help-article__section">
          {section.heading && <Heading>{section.heading}</Heading>}
          {section.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {section.steps && (
            <ol className="help-article__steps">
              {section.steps.map((step, i) => (
                <li key={i}>{step}</li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </article>
  );
}
