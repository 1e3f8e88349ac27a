// In tests the route table itself stands in for the build's `virtual:api-routes`
// (web/build/api-routes.ts), which carries the same method and path of each route without the
// schemas.
export { routes as apiRoutes } from '@catania/shared/api/routes';
