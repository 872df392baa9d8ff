/** Reading an OpenAPI 3 document: request schemas, and a well-formed body for each. */

/** The parts of an OpenAPI 3 schema this generator reads. */
export interface SchemaObject {
  $ref?: string;
  allOf?: SchemaObject[];
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
}

export interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

/** The schema with `$ref` followed and `allOf` merged into one object. */
export function resolve(doc: OpenApiDocument, schema: SchemaObject): SchemaObject {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`OpenAPI: no schema ${schema.$ref}`);
    return resolve(doc, target);
  }
  if (!schema.allOf) return schema;
  const { allOf, ...own } = schema;
  return Object.assign({}, ...allOf.map((part) => resolve(doc, part)), own) as SchemaObject;
}

/** The request body's media type and schema, or null for an operation that takes none. */
export function requestSchema(
  doc: OpenApiDocument,
  operation: Operation,
): { multipart: boolean; schema: SchemaObject } | null {
  const content = operation.requestBody?.content;
  if (!content) return null;
  const [type, media] = Object.entries(content)[0]!;
  return { multipart: type === 'multipart/form-data', schema: resolve(doc, media.schema) };
}

/**
 * A well-formed value for a field: its example, else something of its type. `idFor`
 * supplies real ids for uuid fields (a doctor for `docId`, …), so a body built from
 * these values gets past validation (as far as a schema can tell: an example date
 * may lie outside the booking window), and a junk field put in it is its one defect.
 */
function goodValue(
  doc: OpenApiDocument,
  name: string,
  raw: SchemaObject,
  idFor: (field: string) => string,
): unknown {
  const schema = resolve(doc, raw);
  if (schema.format === 'uuid') return idFor(name);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  switch (schema.type) {
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [goodValue(doc, name, schema.items, idFor)] : [];
    case 'object':
      return goodObject(doc, schema, idFor);
    default:
      return 'Abuse test value'.padEnd(schema.minLength ?? 0, '!');
  }
}

export function goodObject(
  doc: OpenApiDocument,
  schema: SchemaObject,
  idFor: (field: string) => string,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, prop]) => [name, goodValue(doc, name, prop, idFor)]),
  );
}
