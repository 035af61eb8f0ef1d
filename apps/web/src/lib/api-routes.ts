import type { ApiPaths } from "@alarm/contract";

/**
 * The console's calls typed by the server's routes (packages/contract/src/generated/api-paths.ts, `npm run api-types`).
 * A call's path is the route's path relative to /rest/api (routes under another base, /rest/admin, keep their whole
 * path), each `{parameter}` filled with a value of its type, optionally followed by a query string:
 * `/alarmpoints/{id}` is called as `` `/alarmpoints/${id}` `` or `` `/alarmpoints/${id}?x=1` ``.
 * Its body is the route's JSON request body; a route without one takes none.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type Route = keyof ApiPaths;
type OperationAt<P extends Route, M extends HttpMethod> = NonNullable<ApiPaths[P][Lowercase<M>]>;

/** The routes answering method M. */
type RoutesOf<M extends HttpMethod> = { [P in Route]: [OperationAt<P, M>] extends [never] ? never : P }[Route];

type PathParameters<Operation> = Operation extends { parameters: { path: infer Parameters } } ? Parameters : object;
/** What a `{name}` segment is filled with: a value of the parameter's type as the template literal writes it. */
type Hole<Parameters, Name extends string> = Name extends keyof Parameters
  ? Parameters[Name] extends string | number | bigint | boolean
    ? Parameters[Name]
    : string
  : string;
type Filled<Template extends string, Parameters> = Template extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}${Hole<Parameters, Name>}${Filled<Tail, Parameters>}`
  : Template;
type RelativeToApi<P extends string> = P extends `/rest/api${infer Rest}` ? Rest : P;

/** The path a call of route P uses, without its query string. */
type CallPathOf<P extends Route, M extends HttpMethod> = Filled<RelativeToApi<P>, PathParameters<OperationAt<P, M>>>;

type BarePath<M extends HttpMethod> = { [P in RoutesOf<M>]: CallPathOf<P, M> }[RoutesOf<M>];

/** Every path a call with method M may use. */
export type ApiPath<M extends HttpMethod> = BarePath<M> | `${BarePath<M>}?${string}`;

type WithoutQuery<Path extends string> = Path extends `${infer Bare}?${string}` ? Bare : Path;

/** True when (a literal of) `Path` is a call of the route whose call path is `Template`. */
type Reaches<Path extends string, Template extends string> = Path extends unknown ? (WithoutQuery<Path> extends Template ? true : never) : never;
type Matching<M extends HttpMethod, Path extends string> = {
  [P in RoutesOf<M>]: true extends Reaches<Path, CallPathOf<P, M>> ? P : never;
}[RoutesOf<M>];
type WithoutParameters<P extends Route> = P extends `${string}{${string}` ? never : P;
/**
 * The route a call reaches: a route without parameters wins over one whose parameter the same path would fill (as the server
 * routes). A path of several literals (`` `/${source}` ``) reaches each one's route.
 */
export type RouteOf<M extends HttpMethod, Path extends string> = [WithoutParameters<Matching<M, Path>>] extends [never]
  ? Matching<M, Path>
  : WithoutParameters<Matching<M, Path>>;

type RequestBodyOf<Operation> = Operation extends { requestBody?: infer Body } ? NonNullable<Body> : never;
type JsonBodyOf<Operation> = [RequestBodyOf<Operation>] extends [never]
  ? never
  : RequestBodyOf<Operation> extends { content: { "application/json": infer Body } }
    ? Body
    : never;
type BodyRequired<Operation> = Operation extends { requestBody: object } ? true : false;

/** The `body` of a call of route P: the route's JSON body, left out where the route takes none. */
export type BodyOption<M extends HttpMethod, P extends Route> = P extends unknown
  ? [JsonBodyOf<OperationAt<P, M>>] extends [never]
    ? { body?: never }
    : BodyRequired<OperationAt<P, M>> extends true
      ? { body: JsonBodyOf<OperationAt<P, M>> }
      : { body?: JsonBodyOf<OperationAt<P, M>> }
  : never;

/** The request body a call of method M on `Path` sends. */
export type BodyOf<M extends HttpMethod, Path extends string> = JsonBodyOf<OperationAt<RouteOf<M, Path>, M>>;

/** What may end a call's path: nothing, or a query string. */
export type QueryString = "" | `?${string}`;

/** The query string of `parameters` ("" when none is set); parameters left undefined are left out. */
export function queryString(parameters: Record<string, string | number | boolean | undefined>): QueryString {
  const present = Object.entries(parameters).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]));
  return present.length === 0 ? "" : `?${new URLSearchParams(present).toString()}`;
}
