/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GA_MEASUREMENT_ID?: string;
}

declare module 'virtual:api-routes' {
  type Routes = typeof import('@catania/shared/api/routes').routes;
  /**
   * Method and path of the visitor's API routes (every route but the admin's), taken from the
   * shared route table at build time; typed as the whole table, which the tests give.
   */
  export const apiRoutes: {
    readonly [N in keyof Routes]: Pick<Routes[N], 'method' | 'path'>;
  };
}

declare module 'virtual:admin-api-routes' {
  /** Method and path of the admin's API routes, for the admin panel's client only. */
  export const adminApiRoutes: Partial<typeof import('virtual:api-routes').apiRoutes>;
}
