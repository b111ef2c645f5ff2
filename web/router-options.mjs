// One definition of the file-route options, shared by the Vite plugin and the
// stand-alone generator used before type checking.
export const routerOptions = {
  target: 'react',
  routesDirectory: './src/routes',
  generatedRouteTree: './src/route-tree.gen.ts',
  quoteStyle: 'single',
  autoCodeSplitting: true,
};
