/** features/content: the operator's help pages, news and footer, for readers and for the operator's desk. */
export { ContentPage } from './components/content-page';
export { NewsList } from './components/news-list';
export { FooterContacts } from './components/footer-contacts';
export { HelpPagesDesk } from './components/help-pages-desk';
export { NewsDesk } from './components/news-desk';
export { FooterEditor } from './components/footer-editor';
export { warmPageContent } from './hooks/use-page-content';
