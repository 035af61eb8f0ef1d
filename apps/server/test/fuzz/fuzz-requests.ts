import { BODY_VALUES, URL_VALUES } from "./boundary-values.js";
import { type JsonSchema, type OpenApiDocument, type Operation, SchemaReader } from "./openapi-schemas.js";

export type FuzzRequest = { method: string; url: string; payload?: string; label: string };

/** A property name, or 0 for "the first item of this array". */
type Segment = string | 0;
type Field = { path: Segment[]; schema: JsonSchema };
const MISSING = Symbol("missing");
const MAX_DEPTH = 3;

/**
 * For one operation: requests that each change one field (path parameter, query parameter, body
 * property at any depth, or the whole body) of an otherwise valid request to a boundary value, or
 * leave it out. The valid rest names absent objects, so a request that gets through validation is
 * refused by the handler and nothing is written.
 */
export function fuzzRequests(document: OpenApiDocument, path: string, method: string, operation: Operation): FuzzRequest[] {
  const reader = new SchemaReader(document);
  const parameters = operation.parameters ?? [];
  const pathValues = Object.fromEntries(
    parameters.filter((p) => p.in === "path").map((p) => [p.name, encodeURIComponent(String(reader.validValue(p.schema, p.name)))]),
  );
  const queryValues = Object.fromEntries(
    parameters.filter((p) => p.in === "query" && p.required).map((p) => [p.name, encodeURIComponent(String(reader.validValue(p.schema, p.name)))]),
  );
  const bodySchema = jsonBodySchema(operation);
  const baseline = bodySchema && reader.validValue(bodySchema);
  const build = (label: string, paths: Record<string, string>, query: Record<string, string | string[]>, body: unknown): FuzzRequest => {
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => paths[name] ?? "");
    const search = Object.entries(query)
      .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => `${name}=${one}`))
      .join("&");
    return { method, label, url: search ? `${url}?${search}` : url, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) };
  };
  const requests: FuzzRequest[] = [];
  for (const name of Object.keys(pathValues)) {
    for (const value of URL_VALUES) requests.push(build(`path ${name}=${value.slice(0, 20)}`, { ...pathValues, [name]: value }, queryValues, baseline));
  }
  for (const parameter of parameters.filter((p) => p.in === "query")) {
    const valid = encodeURIComponent(String(reader.validValue(parameter.schema, parameter.name)));
    const values: (string | string[])[] = [...URL_VALUES, [valid, valid]];
    for (const value of values) {
      requests.push(build(`query ${parameter.name}=${String(value).slice(0, 20)}`, pathValues, { ...queryValues, [parameter.name]: value }, baseline));
    }
    if (parameter.required) {
      const { [parameter.name]: _left, ...rest } = queryValues;
      requests.push(build(`query ${parameter.name} missing`, pathValues, rest, baseline));
    }
  }
  if (bodySchema) {
    for (const value of BODY_VALUES) requests.push(build(`body=${describe(value)}`, pathValues, queryValues, value));
    for (const branch of reader.branches(bodySchema)) {
      const branchBaseline = reader.validValue(branch);
      for (const field of fieldsOf(reader, branch, [])) {
        for (const value of [...BODY_VALUES, MISSING]) {
          const body = withValueAt(reader, branch, branchBaseline, field.path, value);
          requests.push(build(`body ${field.path.join(".")}=${describe(value)}`, pathValues, queryValues, body));
        }
      }
    }
  }
  return requests;
}

function jsonBodySchema(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content["application/json"]?.schema;
}

/** Every property of an object schema, and those of its nested objects and array items, to MAX_DEPTH. */
function fieldsOf(reader: SchemaReader, schema: JsonSchema, prefix: Segment[]): Field[] {
  if (prefix.length >= MAX_DEPTH) return [];
  const resolved = reader.resolve(schema);
  const [branch] = reader.branches(resolved);
  const object = branch ?? resolved;
  if (object.type === "array" && object.items) return fieldsOf(reader, object.items, [...prefix, 0]);
  return Object.entries(object.properties ?? {}).flatMap(([name, property]) => [
    { path: [...prefix, name], schema: property },
    ...fieldsOf(reader, property, [...prefix, name]),
  ]);
}

/** A copy of `baseline` with `value` at `path` (or without it for MISSING), creating valid parents on the way. */
function withValueAt(reader: SchemaReader, schema: JsonSchema, baseline: unknown, path: Segment[], value: unknown): unknown {
  const root = structuredClone(baseline) as Record<string | number, unknown>;
  let container = root;
  let containerSchema = schema;
  for (const [index, segment] of path.entries()) {
    const resolved = reader.resolve(containerSchema);
    const object = reader.branches(resolved)[0] ?? resolved;
    const childSchema = segment === 0 ? (object.items ?? {}) : (object.properties?.[segment] ?? {});
    if (index === path.length - 1) {
      if (value === MISSING) delete container[segment];
      else container[segment] = value;
      break;
    }
    if (container[segment] === undefined || container[segment] === null) container[segment] = reader.validValue(childSchema, String(segment));
    const child = container[segment];
    if (Array.isArray(child) && child.length === 0) child.push(reader.validValue(reader.resolve(childSchema).items ?? {}));
    container = child as Record<string | number, unknown>;
    containerSchema = childSchema;
  }
  return root;
}

const describe = (value: unknown) => (value === MISSING ? "missing" : JSON.stringify(value)?.slice(0, 20));
