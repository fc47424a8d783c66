// The schema cache: what the data service knows about the exposed schemas. Plan checks every
// identifier against it, and sql quotes identifiers only from here.

export interface Column {
  name: string;
  /** format_type() output, safe to splice as a type (it comes from the catalog). */
  type: string;
  /** pg_type.typname of the column (or of the array element for arrays, with "_" prefix kept). */
  typname: string;
  nullable: boolean;
  hasDefault: boolean;
}

export interface Table {
  schema: string;
  name: string;
  kind: "table" | "view";
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Column sets with a unique constraint or unique index (the PK included). */
  uniques: string[][];
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export interface FunctionParam {
  name: string;
  type: string;
  hasDefault: boolean;
  /** A composite (row) type: JSON objects are turned into it with json_populate_record. */
  composite?: boolean;
  /** When the type is the row type of a table or view: its qualified name ("public.books"). */
  rowOf?: string;
}

export interface DbFunction {
  schema: string;
  name: string;
  params: FunctionParam[];
  /** format_type() of the return type. */
  returnType: string;
  returnsSet: boolean;
  /** Set when the function returns rows of a table/composite: its columns. */
  returnsColumns: Column[] | undefined;
  returnsVoid: boolean;
  volatility: "i" | "s" | "v";
  /** When the function returns rows of a table or view: its qualified name. */
  returnTable?: string;
  /** The planner's row estimate (ROWS n); ROWS 1 makes a set-returning function to-one. */
  rows?: number;
}

export interface SchemaCache {
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, DbFunction[]>;
  /** Type names allowed in select casts. */
  types: Set<string>;
}

export const qualified = (schema: string, name: string): string => `${schema}.${name}`;
