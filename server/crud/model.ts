// The Prisma side of a resource definition, typed from the generated client: a model is named by its
// client property ('area', 'pilotAircraft'), and its select, where, order and write data are the model's
// own Prisma types, so tsc checks a definition's field names against the schema.
import type { Prisma } from '@/lib/generated/prisma/client';
import type { Db, Tx } from '@/server/db';

/** The Prisma client or the transaction a call runs in. */
export type Client = Db | Tx;

type AnyModelKey = Prisma.TypeMap['meta']['modelProps'];

/** A model with an id column, by its client property, e.g. 'fleetType' (a table keyed otherwise is no resource). */
export type ModelKey = {
  [K in AnyModelKey]: 'id' extends keyof Prisma.TypeMap['model'][Capitalize<K>]['payload']['scalars'] ? K : never;
}[AnyModelKey];

type Delegate<K extends ModelKey> = Tx[K];
type FindManyArgs<K extends ModelKey> = Prisma.Args<Delegate<K>, 'findMany'>;

export type SelectOf<K extends ModelKey> = NonNullable<FindManyArgs<K>['select']>;
export type WhereOf<K extends ModelKey> = NonNullable<FindManyArgs<K>['where']>;
export type OrderByOf<K extends ModelKey> = Exclude<NonNullable<FindManyArgs<K>['orderBy']>, readonly unknown[]>;
export type CreateDataOf<K extends ModelKey> = Prisma.Args<Delegate<K>, 'create'>['data'];
export type UpdateDataOf<K extends ModelKey> = Prisma.Args<Delegate<K>, 'update'>['data'];

/** The record a select of the model reads. */
export type RecordOf<K extends ModelKey, S> = Prisma.Result<Delegate<K>, { select: S }, 'findFirstOrThrow'>;

type Scalars<K extends ModelKey> = Prisma.TypeMap['model'][Capitalize<K>]['payload']['scalars'];

/** A column of the model. */
export type ScalarField<K extends ModelKey> = keyof Scalars<K> & string;

/** A text column of the model (searchable with contains). */
export type TextField<K extends ModelKey> = {
  [F in ScalarField<K>]: Scalars<K>[F] extends string | null ? F : never;
}[ScalarField<K>];

/** A date column of the model. */
export type DateField<K extends ModelKey> = {
  [F in ScalarField<K>]: Scalars<K>[F] extends Date | null ? F : never;
}[ScalarField<K>];

/**
 * The calls the generic code makes, with the arguments it builds at run time. Every model delegate fits
 * it; the definition's own types (above) are what tsc checks field names against.
 */
export interface ModelCalls {
  findMany(args: object): Promise<Record<string, unknown>[]>;
  findFirst(args: object): Promise<Record<string, unknown> | null>;
  count(args: object): Promise<number>;
  create(args: object): Promise<{ id: unknown }>;
  update(args: object): Promise<{ id: unknown }>;
  delete(args: object): Promise<unknown>;
}

export function modelCalls(client: Client, model: ModelKey): ModelCalls {
  return client[model];
}
