/**
 * The documentation page and its start-up script. The script is a file of its own, not inline:
 * the site's Content-Security-Policy allows scripts from 'self' only.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Kimoshdi API</title>
    <link rel="icon" href="/api/docs/assets/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/docs.js"></script>
  </body>
</html>
`;

export const DOCS_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'none',
  defaultModelsExpandDepth: 0,
  filter: true,
  validatorUrl: 'none',
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  // State-changing calls need the CSRF header: send the csrf cookie's value, as the site does.
  requestInterceptor: (request) => {
    const csrf = document.cookie.split('; ').find((cookie) => cookie.startsWith('csrf='));
    if (csrf && request.method !== 'GET') request.headers['x-csrf-token'] = decodeURIComponent(csrf.slice(5));
    return request;
  },
});
`;
