export declare const routerOptions: {
  target: 'react';
  routesDirectory: string;
  generatedRouteTree: string;
  quoteStyle: 'single';
  autoCodeSplitting: boolean;
};
