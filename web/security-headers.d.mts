export declare const modulesElementId: string;
export declare const inlineScripts: { addressGuard: string; moduleLoader: string };
export declare const developmentContentSecurityPolicy: string;
export declare const developmentTileUrl: string;
export declare function scriptHash(text: string): string;
export declare function contentSecurityPolicy(origins: {
  apiUrl: string;
  cmsUrl: string;
  mapTileUrl?: string;
}): string;
export declare function securityHeaders(options: {
  apiUrl: string;
  cmsUrl: string;
  mapTileUrl?: string;
  hsts?: boolean;
  development?: boolean;
}): Record<string, string>;
