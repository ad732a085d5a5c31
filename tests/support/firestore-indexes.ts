/**
 * Firestore's index rules, as a function of a query's shape and firestore.indexes.json: which queries production
 * would refuse for want of an index (the emulator never asks for one), and which indexes no query can use
 * (docs/decisions/034-indexes-checked-against-queries.md).
 */

export type Direction = 'ASCENDING' | 'DESCENDING';
export type Scope = 'COLLECTION' | 'COLLECTION_GROUP';

/** What decides a query's index: its collection, its filters' fields and operators, its orders, its limit. */
export interface QueryShape {
  /** The collection's id (the last segment of its path): what an index's `collectionGroup` names. */
  collection: string;
  scope: Scope;
  filters: { field: string; op: string }[];
  orders: { field: string; direction: Direction }[];
  limit: number | null;
}

export interface IndexField {
  fieldPath: string;
  order?: Direction;
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: Scope;
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { order?: Direction; arrayConfig?: 'CONTAINS'; queryScope: Scope }[];
}

export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

/** The document id: always indexed, never a composite index's business here. */
const NAME = '__name__';

const EQUALITY = new Set(['==', 'in', 'array-contains', 'array-contains-any']);
const CONTAINS = new Set(['array-contains', 'array-contains-any']);
const RANGE = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);

/**
 * What an index must give a query: the fields it asks to equal something (`contains` for array membership), and
 * the order it reads in — its orderBys, then each range-filtered field it does not order by, by field path (as
 * Firestore adds them), in the last order's direction.
 */
export interface IndexNeed {
  collection: string;
  scope: Scope;
  equalities: { field: string; contains: boolean }[];
  sort: { field: string; direction: Direction }[];
}

export function needOf(shape: QueryShape): IndexNeed {
  for (const { op } of shape.filters) {
    if (!EQUALITY.has(op) && !RANGE.has(op)) throw new Error(`The index rules do not know the operator ${op}.`);
  }
  const equalities = shape.filters
    .filter(({ field, op }) => EQUALITY.has(op) && field !== NAME)
    .map(({ field, op }) => ({ field, contains: CONTAINS.has(op) }));
  const sort = shape.orders.filter(({ field }) => field !== NAME);
  const direction = sort.at(-1)?.direction ?? 'ASCENDING';
  const ranged = [...new Set(shape.filters.filter(({ op }) => RANGE.has(op)).map(({ field }) => field))]
    .filter((field) => field !== NAME && !sort.some((order) => order.field === field))
    .sort();
  return {
    collection: shape.collection,
    scope: shape.scope,
    equalities,
    sort: [...sort, ...ranged.map((field) => ({ field, direction }))],
  };
}

/** Whether the query needs a composite index: an equality beside an order or range, or two orders. */
export const needsComposite = (need: IndexNeed) =>
  need.sort.length > 1 || (need.sort.length === 1 && need.equalities.length > 0);

const fieldText = (field: IndexField) => `${field.fieldPath} ${field.arrayConfig ?? field.order}`;
export const indexText = (index: { collectionGroup: string; queryScope: Scope; fields: IndexField[] }) =>
  `${index.collectionGroup} (${index.queryScope}): ${index.fields.map(fieldText).join(', ')}`;

/** The index a query would ask for when none serves it: its equalities, then its order. */
export const askedIndex = (need: IndexNeed): CompositeIndex => ({
  collectionGroup: need.collection,
  queryScope: need.scope,
  fields: [
    ...need.equalities.map(({ field, contains }): IndexField =>
      contains ? { fieldPath: field, arrayConfig: 'CONTAINS' } : { fieldPath: field, order: 'ASCENDING' },
    ),
    ...need.sort.map(({ field, direction }) => ({ fieldPath: field, order: direction })),
  ],
});

/**
 * The equality fields an index can serve for `need`, or null when it cannot serve it at all: its fields must be
 * some of the query's equality fields (in any order, array ones indexed for `contains`), then exactly the query's
 * sort, directions included.
 */
function servedEqualities(fields: IndexField[], need: IndexNeed): Set<string> | null {
  const prefix = fields.length - need.sort.length;
  if (prefix < 0) return null;
  const sorted = need.sort.every(
    ({ field, direction }, i) => fields[prefix + i]?.fieldPath === field && fields[prefix + i]?.order === direction,
  );
  if (!sorted) return null;
  const served = new Set<string>();
  for (const field of fields.slice(0, prefix)) {
    const equality = need.equalities.find(({ field: name }) => name === field.fieldPath);
    if (!equality || served.has(field.fieldPath)) return null;
    if (equality.contains ? field.arrayConfig !== 'CONTAINS' : field.order === undefined) return null;
    served.add(field.fieldPath);
  }
  return served;
}

/**
 * The single-field indexes a field has in a scope: Firestore makes ascending, descending and array-contains ones
 * for every field in collection scope, none in collection-group scope, unless a field override says otherwise.
 */
function singleFieldIndexes(file: IndexFile, collection: string, field: string, scope: Scope): IndexField[] {
  const override = file.fieldOverrides.find(
    (entry) => entry.collectionGroup === collection && entry.fieldPath === field,
  );
  const kinds: Omit<IndexField, 'fieldPath'>[] = override
    ? override.indexes.filter((index) => index.queryScope === scope)
    : scope === 'COLLECTION'
      ? [{ order: 'ASCENDING' }, { order: 'DESCENDING' }, { arrayConfig: 'CONTAINS' }]
      : [];
  return kinds.map((kind) =>
    kind.arrayConfig ? { fieldPath: field, arrayConfig: kind.arrayConfig } : { fieldPath: field, order: kind.order },
  );
}

/** Every index that can serve part of `need`, with the equality fields it serves. */
function candidates(need: IndexNeed, file: IndexFile) {
  const fields = new Set([...need.equalities.map(({ field }) => field), ...need.sort.map(({ field }) => field)]);
  const composite = file.indexes
    .filter((index) => index.collectionGroup === need.collection && index.queryScope === need.scope)
    .map((index) => ({ index: index as CompositeIndex | null, fields: index.fields }));
  const single = [...fields].flatMap((field) =>
    singleFieldIndexes(file, need.collection, field, need.scope).map((one) => ({ index: null, fields: [one] })),
  );
  return [...composite, ...single].flatMap(({ index, fields: indexed }) => {
    const served = servedEqualities(indexed, need);
    return served ? [{ index, served }] : [];
  });
}

/**
 * Whether Firestore can run the query on these indexes: one that serves it whole, or several with its sort that
 * between them serve every equality (Firestore merges them), or with no sort, single-field ones for each equality.
 */
export function isServed(need: IndexNeed, file: IndexFile): boolean {
  if (!need.equalities.length && !need.sort.length) return true;
  const usable = candidates(need, file);
  if (!need.equalities.length) return usable.length > 0;
  const served = new Set(usable.flatMap(({ served: fields }) => [...fields]));
  return need.equalities.every(({ field }) => served.has(field));
}

/** The composite indexes of the file that can serve part of `need`. */
export const compositesUsedBy = (need: IndexNeed, file: IndexFile): CompositeIndex[] =>
  candidates(need, file).flatMap(({ index }) => (index ? [index] : []));

/** The collection-group overrides `need` can use (a collection-group query's single-field indexes). */
export const overridesUsedBy = (need: IndexNeed, file: IndexFile): FieldOverride[] =>
  need.scope === 'COLLECTION_GROUP'
    ? file.fieldOverrides.filter(
        (override) =>
          override.collectionGroup === need.collection &&
          [...need.equalities.map(({ field }) => field), ...need.sort.map(({ field }) => field)].includes(
            override.fieldPath,
          ),
      )
    : [];

// ---------------------------------------------------------------------------------------------------------------
// Reading a built query's shape. Both SDKs keep it on the query object; neither publishes it, so these read their
// internals (pinned by package-lock.json) and fail loudly if a new version moves them.

const ADMIN_OPS: Record<string, string> = {
  EQUAL: '==',
  IN: 'in',
  ARRAY_CONTAINS: 'array-contains',
  ARRAY_CONTAINS_ANY: 'array-contains-any',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
  NOT_EQUAL: '!=',
  NOT_IN: 'not-in',
};

interface WebInternals {
  _query?: {
    path: { lastSegment(): string };
    collectionGroup: string | null;
    filters: { field?: { canonicalString(): string }; op?: string }[];
    explicitOrderBy: { field: { canonicalString(): string }; dir: 'asc' | 'desc' }[];
    limit: number | null;
  };
}

/** The shape of a query the web SDK (firebase/firestore) built. */
export function shapeOfWebQuery(query: unknown): QueryShape {
  const built = (query as WebInternals)._query;
  if (!built || !Array.isArray(built.filters) || !Array.isArray(built.explicitOrderBy)) {
    throw new Error('This is not a firebase/firestore Query, or the SDK keeps its shape elsewhere now.');
  }
  return {
    collection: built.collectionGroup ?? built.path.lastSegment(),
    scope: built.collectionGroup ? 'COLLECTION_GROUP' : 'COLLECTION',
    filters: built.filters.map((filter) => {
      if (!filter.field || !filter.op) throw new Error('The index check does not read or() / and() filters.');
      return { field: filter.field.canonicalString(), op: filter.op };
    }),
    orders: built.explicitOrderBy.map(({ field, dir }) => ({
      field: field.canonicalString(),
      direction: dir === 'asc' ? 'ASCENDING' : 'DESCENDING',
    })),
    limit: built.limit,
  };
}

interface AdminInternals {
  _queryOptions?: {
    collectionId: string;
    allDescendants: boolean;
    filters: { field?: { formattedName: string }; op?: string }[];
    fieldOrders: { field: { formattedName: string }; direction: Direction }[];
    limit?: number;
  };
}

/** The shape of a query the Admin SDK (firebase-admin/firestore) built. */
export function shapeOfAdminQuery(query: unknown): QueryShape {
  const options = (query as AdminInternals)._queryOptions;
  if (!options || !Array.isArray(options.filters) || !Array.isArray(options.fieldOrders)) {
    throw new Error('This is not a firebase-admin Query, or the SDK keeps its shape elsewhere now.');
  }
  return {
    collection: options.collectionId,
    scope: options.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
    filters: options.filters.map((filter) => {
      const op = filter.op && ADMIN_OPS[filter.op];
      if (!filter.field || !op) throw new Error(`The index check does not read the filter ${String(filter.op)}.`);
      return { field: filter.field.formattedName, op };
    }),
    orders: options.fieldOrders.map(({ field, direction }) => ({ field: field.formattedName, direction })),
    limit: options.limit ?? null,
  };
}

/** A shape as one line, for failure messages. */
export const shapeText = (shape: QueryShape) =>
  `${shape.collection}${shape.scope === 'COLLECTION_GROUP' ? ' (group)' : ''} where ${
    shape.filters.map(({ field, op }) => `${field} ${op}`).join(', ') || '-'
  } order ${shape.orders.map(({ field, direction }) => `${field} ${direction}`).join(', ') || '-'} limit ${
    shape.limit ?? '-'
  }`;
