/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GA_MEASUREMENT_ID?: string;
}

declare module 'virtual:api-routes' {
  type Routes = typeof import('@catania/shared/api/routes').routes;
  /** Method and path of every API route, taken from the shared route table at build time. */
  export const apiRoutes: {
    readonly [N in keyof Routes]: Pick<Routes[N], 'method' | 'path'>;
  };
}
