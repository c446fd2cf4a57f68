// A list screen declared rather than written: the endpoint, the columns (each also giving its CSV columns
// and its entry in the 'Columns' menu), the filters, the texts, the form and the delete. ResourceScreen
// renders it (components/crud/resource-screen.tsx).

import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ListDefaults } from '@/components/data-table/list-params';
import type { ListFilter } from '@/components/data-table/toolbar';
import type { ApiDeletePath, ApiListPath, ApiSavePath, ApiSaveTarget } from '@/lib/client/api-client';
import type { CsvColumn } from '@/lib/rules/csv';
import type { FieldFollower } from './form-fields';
import type { FormField, FormValues } from './form-values';

interface ColumnSpec<Row> {
  header: string;
  cell?: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  className?: string;
  /** Hidden until shown through the 'Columns' menu (a column only the CSV had before). */
  hidden?: boolean;
  /** The CSV columns it gives: `true` one named after its id with its value, or a header, or a list. */
  csv?: true | string | CsvColumn<Row>[];
}

/**
 * A column of the table. Its id (for a sortable column also the API's sort field) is a field of the row,
 * whose value it shows, sorts and exports unless `value` says otherwise; a column of its own (any id) gives `value`.
 */
export type ResourceColumn<Row> = ColumnSpec<Row> &
  ({ id: keyof Row & string; value?: (row: Row) => unknown } | { id: string; value: (row: Row) => unknown });

export interface ResourceTableSpec<Row> {
  /** The list (GET) and the collection a save writes to (POST, PUT endpoint/{id}). */
  endpoint: ApiListPath<Row>;
  /**
   * Page size and sort, shared with the server page that renders the first page. A resource's screen leaves
   * both out: its page hands them over with the first page (FirstPage).
   */
  list?: ListDefaults;
  /** Keeps this table's URL parameters apart from another's on the same screen ('areas.'). */
  prefix?: string;
  /** Fixed query parameters (e.g. { fleet: 12 }). */
  params?: Record<string, string | number>;
  /** A heading in the toolbar, for a table that is one panel of a screen. */
  title?: string;
  columns: readonly ResourceColumn<Row>[];
  /** The CSV file; `order` lists its headers when they do not follow the columns' order. */
  csv?: { filename: string; order?: readonly string[] };
  /**
   * The search box's placeholder, false for none. A resource's screen may leave it out: its first page
   * names the definition's search columns ('Search name or code').
   */
  search?: string | false;
  filters?: readonly ListFilter[];
  empty: { title: string; description?: ReactNode };
  /** Where a click on a row leads. */
  rowHref?: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
}

export type FormSchema = z.ZodType | ((id: number | undefined) => z.ZodType);

/** The fields of a form whose body's keys are Name (`keyof` the API's save schema's type): each field is one of them. */
export type FieldList<Name extends string = string> = readonly FormField<Name>[];

export interface ResourceFormSpec<Row, Name extends string = string> {
  /** The fields, or the fields for the values typed so far (options that follow another field). */
  fields: FieldList<Name> | ((values: FormValues, id: number | undefined) => FieldList<Name>);
  /**
   * The API's schema for the body (a full form is checked as a whole, new row or edited), or one per case;
   * or `{ import }` of it, loaded when the dialog first opens so that zod stays out of the list's first load.
   */
  schema: FormSchema | { import: () => Promise<FormSchema> };
  idPrefix: string;
  columns?: 1 | 2 | 3 | 4;
  maxWidth?: number;
  /** Fixed fields merged into the body (e.g. { fleet_id: 12 }). */
  extra?: Record<string, unknown>;
  /** The body, when it is not the fields' `formBody` plus `extra`. */
  toBody?: (values: FormValues, id: number | undefined) => unknown;
  onFieldChange?: FieldFollower;
  /** The dialog's title for a new row (no id) or an edited one. */
  title: (values: FormValues, id: number | undefined) => string;
  submitLabel?: string;
  /** A new row's starting values. */
  defaults?: () => object;
  /** An edited row's starting values, when they are not simply its fields. */
  values?: (row: Row) => FormValues;
  toasts: { created: string; updated?: string };
  /** The audited table of the rows: an edited row's dialog shows their history of changes (issue 43). */
  history?: string;
}

/** The delete of a row: DELETE {endpoint}/{id} after a question. */
export interface ResourceRemoveSpec<Row> {
  /** The row in the question and the toast ('airport WMX / WAJW Wamena'). */
  label: (row: Row) => string;
  description?: ReactNode;
  toast: string;
  /** Why the API would refuse to delete this row (the button is then disabled and says so), or null. */
  blocked?: (row: Row) => string | null;
}

export interface ResourceScreenBase<Row> extends ResourceTableSpec<Row> {
  /** How the row buttons name a row: 'Edit {rowLabel}', 'Delete {rowLabel}'. */
  rowLabel?: (row: Row) => string;
  /** The add button ('+ Add Airport'); none without it. */
  addLabel?: string;
  /** Other lists that show what this screen writes (they reload after a save or delete). */
  invalidates?: readonly string[];
}

/**
 * A screen with a form saves to its endpoint (POST, PUT endpoint/{id}), which must be such a collection,
 * or to `saveTo` (a form that only adds: { create: its POST path }).
 */
type WithForm<Row, Name extends string> =
  | { form?: undefined; saveTo?: undefined }
  | { endpoint: ApiSavePath; form: ResourceFormSpec<Row, Name>; saveTo?: undefined }
  | { form: ResourceFormSpec<Row, Name>; saveTo: ApiSaveTarget };

/** Where a screen's form saves, or null without a form. */
export function saveTargetOf<Row>(spec: ResourceScreenSpec<Row>): ApiSaveTarget | null {
  if (spec.saveTo) return spec.saveTo;
  return spec.form ? spec.endpoint : null;
}

/** A screen with a delete deletes from its endpoint (DELETE endpoint/{id}), which must be such a collection. */
type WithRemove<Row> = { remove?: undefined } | { endpoint: ApiDeletePath; remove: ResourceRemoveSpec<Row> };

export type ResourceScreenSpec<Row, Name extends string = string> = ResourceScreenBase<Row> & WithForm<Row, Name> & WithRemove<Row>;

/** What a signed-in user may do on a screen (all by default; the API checks again). */
export interface ResourcePermissions {
  create?: boolean;
  edit?: boolean;
  delete?: boolean;
}
