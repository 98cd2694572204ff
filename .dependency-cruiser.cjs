/**
 * The layers of the codebase, enforced in `npm run lint` (docs/architecture.md explains them).
 * A broken rule fails the lint run and names the import that broke it.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle couples files that should stand apart: split out what both need.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'modules-below-transports',
      severity: 'error',
      comment: 'Business modules serve every door; they never reach up into http/ or realtime/.',
      from: { path: '^server/src/modules/' },
      to: { path: '^server/src/(http|realtime)/' },
    },
    {
      name: 'modules-through-faces',
      severity: 'error',
      comment:
        'Other modules, the doors (http/, realtime/, jobs/) and the demo use a module through its face (its index.ts) alone: the rest of its files are its own business. The composition root (deps.ts) wires the modules from outside.',
      from: { path: '^server/src/(modules/([^/]+)|http|realtime|jobs|demo)/' },
      to: {
        path: '^server/src/modules/[^/]+/',
        pathNot: ['^server/src/modules/$2/', '^server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'http-takes-services',
      severity: 'error',
      comment:
        'Routes get services built once in deps.ts (deps.services), never the database: one wiring style (docs/architecture.md section 5).',
      from: { path: '^server/src/http/' },
      to: { path: '^server/src/db/' },
    },
    {
      name: 'lib-is-plumbing',
      severity: 'error',
      comment: 'lib/ is below everything on the server: it knows no module, transport or demo.',
      from: { path: '^server/src/lib/' },
      to: { path: '^server/src/(modules|http|realtime|demo|jobs)/' },
    },
    {
      name: 'nothing-uses-the-demo',
      severity: 'error',
      comment:
        'The demo seeds and bots sit on top: only the composition roots (boot, start) and tests use them.',
      from: { path: '^server/src/', pathNot: ['^server/src/demo/', '^server/src/(boot|start)\\.ts$'] },
      to: { path: '^server/src/demo/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'shared/ runs in the browser and on the server: no server or client code, no Node built-ins.',
      from: { path: '^shared/src/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(server|client)/' },
    },
    {
      name: 'shared-no-node-builtins',
      severity: 'error',
      comment: 'shared/ runs in the browser too.',
      from: { path: '^shared/src/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'client-features-apart',
      severity: 'error',
      comment:
        'Client features never import each other: routes compose them; shared parts go to components/ or lib/.',
      from: { path: '^client/src/features/([^/]+)/' },
      to: { path: '^client/src/features/', pathNot: '^client/src/features/$1/' },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      comment: 'The client reaches the server over HTTP and sockets only.',
      from: { path: '^client/src/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data|reports)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
