// One definition of the file-route options, shared by the Vite plugin and the
// stand-alone generator used before type checking.
export const routerOptions = {
  target: 'react',
  routesDirectory: './src/routes',
  generatedRouteTree: './src/route-tree.gen.ts',
  quoteStyle: 'single',
  autoCodeSplitting: true,
  codeSplittingOptions: {
    // One lazy chunk per route holding its loader and every component. Split apart, a helper
    // that two groups use (a page rendered as both component and pendingComponent, query
    // options used by the loader and the page) would move into a shared module that the route
    // tree imports eagerly, pulling that route's page into the first download.
    defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
  },
};
