import type { Field, FieldKind } from '@club/schema';

/** The field declaration type that carries a given kind (TextField for 'email', EnumField for 'enum', …). */
export type FieldOfKind<K extends FieldKind> = Field extends infer F
  ? F extends { kind: infer Kinds }
    ? K extends Kinds
      ? F
      : never
    : never
  : never;

/** A map with one entry per kind, each entry seeing its kind's declaration type. */
export type KindMap<Props extends { field: Field }, Result> = {
  [K in FieldKind]: (props: Omit<Props, 'field'> & { field: FieldOfKind<K> }) => Result;
};

/** Calls the entry of a kind map for a field whose kind is only known at run time. */
export const dispatchKind = <Props extends { field: Field }, Result>(map: KindMap<Props, Result>, props: Props): Result =>
  (map[props.field.kind] as (props: Props) => Result)(props);
