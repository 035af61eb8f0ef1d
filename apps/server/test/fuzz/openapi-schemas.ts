/** The parts of an OpenAPI 3.1 document the fuzz test reads, and a valid value for each schema. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
};
export type Parameter = { name: string; in: "path" | "query" | "header"; required?: boolean; schema: JsonSchema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } };

/** An id no object has: valid in shape, so a request reaches its handler and is refused as not found. */
export const ABSENT_ID = 2_147_483_647;

/** Strings tried, in order, against a schema's pattern. */
const PATTERN_CANDIDATES = ["nobody", "a@example.com", "123456", "2027-01-01", "08:00:00", "#989898", "a-b", `B${"A".repeat(86)}`, "A".repeat(22)];

export class SchemaReader {
  constructor(private readonly document: OpenApiDocument) {}

  /** The schema with its `$ref` (and a single `allOf`) followed. */
  resolve(schema: JsonSchema): JsonSchema {
    if (schema.$ref) {
      const name = schema.$ref.replace("#/components/schemas/", "");
      const target = this.document.components.schemas[name];
      if (!target) throw new Error(`unresolved ${schema.$ref}`);
      return this.resolve(target);
    }
    if (schema.allOf?.length === 1) return this.resolve(schema.allOf[0]!);
    return schema;
  }

  /** The object branches of a body: one, or each branch of an `anyOf`/`oneOf`. */
  branches(schema: JsonSchema): JsonSchema[] {
    const resolved = this.resolve(schema);
    const options = resolved.anyOf ?? resolved.oneOf;
    return options ? options.map((option) => this.resolve(option)).filter((option) => option.type !== "null") : [resolved];
  }

  /** A value the schema accepts, as small as possible; ids name no object. */
  validValue(schema: JsonSchema, name = ""): unknown {
    const resolved = this.resolve(schema);
    if (resolved.const !== undefined) return resolved.const;
    if (resolved.enum) return resolved.enum[0];
    const [branch] = this.branches(resolved);
    if (branch !== resolved && branch) return this.validValue(branch, name);
    const type = Array.isArray(resolved.type) ? resolved.type.find((t) => t !== "null") : resolved.type;
    switch (type) {
      case "object":
        return Object.fromEntries((resolved.required ?? []).map((key) => [key, this.validValue(resolved.properties?.[key] ?? {}, key)]));
      case "array":
        return Array.from({ length: resolved.minItems ?? 0 }, () => this.validValue(resolved.items ?? {}, name));
      case "integer":
      case "number":
        if (/(^id|Id|Ids)$/.test(name) && (resolved.maximum ?? ABSENT_ID) >= ABSENT_ID) return ABSENT_ID;
        return resolved.minimum ?? (resolved.exclusiveMinimum !== undefined ? resolved.exclusiveMinimum + 1 : 1);
      case "boolean":
        return false;
      case "string":
        return validString(resolved);
      default:
        return resolved.default ?? null;
    }
  }
}

function validString(schema: JsonSchema): string {
  if (schema.format === "email") return "a@example.com";
  if (schema.format === "uri") return "https://example.com/";
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, "u");
    const found = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (found) return found;
  }
  return "x".repeat(Math.max(schema.minLength ?? 1, 1));
}
