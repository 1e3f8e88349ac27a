// In tests the route table itself stands in for the build's `virtual:admin-api-routes`
// (web/build/api-routes.ts), as it does for `virtual:api-routes` (./api-routes.ts).
export { routes as adminApiRoutes } from '@catania/shared/api/routes';
