import type { Field, FieldKind, FieldOfKind } from '@club/schema';

export type { FieldOfKind };

/** A map with one entry per kind, each entry seeing its kind's declaration type. */
export type KindMap<Props extends { field: Field }, Result> = {
  [K in FieldKind]: (props: Omit<Props, 'field'> & { field: FieldOfKind<K> }) => Result;
};

/** Calls the entry of a kind map for a field whose kind is only known at run time. */
export const dispatchKind = <Props extends { field: Field }, Result>(map: KindMap<Props, Result>, props: Props): Result =>
  (map[props.field.kind] as (props: Props) => Result)(props);
