/** The part of JSON schema that actions.json uses, enough to say in words what a field must be. */
export interface JsonSchema {
  readonly type?: string;
  readonly properties?: Record<string, JsonSchema>;
  readonly items?: JsonSchema;
  readonly minItems?: number;
  readonly minLength?: number;
  readonly anyOf?: readonly JsonSchema[];
}

/** The schema of the field at `path` inside `schema`, if the schema says. */
export function schemaAt(schema: JsonSchema, path: readonly PropertyKey[]): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema;
  for (const key of path) {
    current = typeof key === 'number' ? current?.items : propertyOf(current, String(key));
  }
  return current;
}

function propertyOf(schema: JsonSchema | undefined, key: string): JsonSchema | undefined {
  // In a union, the field belongs to whichever alternative declares it.
  return schema?.properties?.[key] ?? schema?.anyOf?.map((each) => each.properties?.[key]).find(Boolean);
}

/** "a non-empty array of strings", "a string": what a model must send, in the words of its feedback. */
export function describeSchema(schema: JsonSchema | undefined): string | undefined {
  switch (schema?.type) {
    case 'string':
      return schema.minLength ? 'a non-empty string' : 'a string';
    case 'array':
      return `${schema.minItems ? 'a non-empty array' : 'an array'} of ${pluralOf(schema.items)}`;
    case 'object':
      return 'an object';
    case undefined:
      return undefined;
    default:
      return `a ${String(schema?.type)}`;
  }
}

function pluralOf(element: JsonSchema | undefined): string {
  if (element?.anyOf) {
    return 'commands';
  }
  const singular = describeSchema(element)?.replace(/^an? (non-empty )?/, '');
  return singular ? `${singular}s` : 'values';
}

/**
 * Whether every value `output` allows is of the type `parameter` asks for: an array of strings fits
 * an array of strings, but not a string. Bounds such as minItems are left to the run, where the
 * actual value is known.
 */
export function schemaFits(output: JsonSchema, parameter: JsonSchema): boolean {
  if (parameter.anyOf) {
    return parameter.anyOf.some((alternative) => schemaFits(output, alternative));
  }
  if (output.type !== parameter.type) {
    return false;
  }
  if (output.type === 'array') {
    return output.items !== undefined && parameter.items !== undefined ? schemaFits(output.items, parameter.items) : parameter.items === undefined;
  }
  return true;
}
