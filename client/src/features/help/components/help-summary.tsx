import type { HelpPageContent } from '../hooks/use-help-page';

/**
 * A help page in brief for the home page's manual: the title, the lead and the page's steps in
 * one numbered list. The full text stays on /info/{page}; a home page tab must read in a minute.
 */
export function HelpSummary({ content }: { content: HelpPageContent }) {
  const steps = content.sections.flatMap((section) => section.steps ?? []);
  return (
    <div className="help-summary">
      <h3 className="help-summary__title">{content.title}</h3>
      {content.lead && <p>{content.lead}</p>}
      {steps.length > 0 && (
        <ol className="help-article__steps">
          {steps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
