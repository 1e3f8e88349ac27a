import type { z } from 'zod';
import type { PathParams } from './path';
import type { RouteName, routes } from './routes';

/**
 * What each route takes and answers, read from the route table: the one contract the handlers,
 * the tests and the web client type their calls with. Types only: importing them costs the
 * browser nothing.
 */
type Routes = typeof routes;

/** A route's path parameters, read from its path: `{ id: string }` for `getApartment`. */
export type RouteParams<N extends RouteName> = PathParams<Routes[N]['path']>;

/** The JSON body a route takes, as the caller writes it (before the schema's defaults). */
export type RouteBody<N extends RouteName> = Routes[N] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : undefined;

/** The query string a route reads, as the caller writes it. */
export type RouteQuery<N extends RouteName> = Routes[N] extends {
  query: infer Q extends z.ZodType;
}
  ? z.input<Q>
  : undefined;

/** What a successful call of the route answers. */
export type RouteResponse<N extends RouteName> = z.output<Routes[N]['response']>;
