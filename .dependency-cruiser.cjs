/**
 * Import rules checked by `npm run lint` (dependency-cruiser): no import cycle in any workspace's
 * source, and the web's features do not import one another (bulletproof-react's rule: a feature
 * is composed with others in routes and app code, and shares through lib/ and components/).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A cycle hides an order of loading and a design knot: break it.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'features-are-isolated',
      severity: 'error',
      comment: 'A web feature imports shared code (lib/, components/, hooks/), not another feature.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/([^/]+)/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'production-without-stand-ins',
      severity: 'error',
      comment:
        'The stand-ins in booking-service/dev/ serve development and tests; the service never imports them.',
      from: { path: '^booking-service/src/' },
      to: { path: '^booking-service/dev/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|build|\\.strapi|node_modules)/|\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
  },
};
