// One definition of the file-route options, shared by the Vite plugin and the
// stand-alone generator used before type checking.
export const routerOptions = {
  target: 'react',
  routesDirectory: './src/routes',
  generatedRouteTree: './src/route-tree.gen.ts',
  quoteStyle: 'single',
  autoCodeSplitting: true,
  // A route's loader rides in one chunk with its component, not in the entry: a route's data
  // layer (its queries and the modules they use) arrives when the route is visited or hovered.
  codeSplittingOptions: {
    defaultBehavior: [
      ['loader', 'component'],
      ['pendingComponent', 'errorComponent', 'notFoundComponent'],
    ],
  },
};
