// botframework-connector serializes an activity's entities through a mapper that knows only `type`,
// `text` and `mentioned`, and drops every other property. Teams' "AI generated" label lives in such
// properties (`@type`, `additionalType`), so without this the label never reaches Teams. Declaring
// that Entity keeps additional properties makes the serializer send them as given.
import * as Mappers from 'botframework-connector/lib/connectorApi/models/mappers';

type CompositeMapper = { type: { additionalProperties?: unknown } };

export function keepEntityProperties(): void {
  (Mappers.Entity as unknown as CompositeMapper).type.additionalProperties = { type: { name: 'Object' } };
}
