/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GA_MEASUREMENT_ID?: string;
}

declare module 'virtual:api-routes' {
  /** Method and path of every API route, taken from the shared route table at build time. */
  export const apiRoutes: Record<
    import('@catania/shared/api/routes').RouteName,
    { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }
  >;
}
