/**
 * The business modules among themselves, enforced in `npm run lint` after the layers
 * (.dependency-cruiser.cjs): read as folders, they use each other one way. Only the modules are
 * cruised here, so a cycle is one between module folders and not one through the composition root
 * (deps.ts imports every module) or the plumbing they all use.
 */
module.exports = {
  // The layers' options (how imports resolve); their rules hold here too, on the modules alone.
  extends: './.dependency-cruiser.cjs',
  forbidden: [
    {
      name: 'no-circular-between-modules',
      severity: 'error',
      scope: 'folder',
      comment:
        'Modules use each other one way (docs/architecture.md section 4): what two modules both need goes down to a module, lib/ or shared/ below both.',
      from: { path: '^server/src/modules/[^/]+$' },
      to: { path: '^server/src/modules/[^/]+$', circular: true },
    },
  ],
  options: { includeOnly: '^server/src/modules/' },
};
