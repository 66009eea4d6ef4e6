import type { AnyResource } from './resource';

/**
 * Records whose writers stay unnamed (a complaint sent anonymously, a vote in an anonymous poll):
 * while a record is anonymous, the audit entries of its anonymous writes carry no actor, and none
 * of its entries keeps the fields that name its author. A record made anonymous later takes its
 * author out of the entries written before too.
 */
export interface AnonymousRecords<Field extends string = string> {
  /**
   * The boolean field that makes a record anonymous: its own (`anonymous`), or one of the record
   * a reference of it names (`pollId.isAnonymous`: a question of an anonymous poll).
   */
  when: string;
  /** Only the writes of the user this reference names are anonymous (an anonymous complaint's author's; HR's answers stay HR's). */
  author?: Field;
  /** Only the writes of these record actions are anonymous (answering a poll's question; editing the question stays named). */
  actions?: readonly string[];
  /** Fields that name the author: never in the audit entries of the record while it is anonymous. */
  hides?: readonly Field[];
}

/** The field that makes a record anonymous, and the reference it is read through when it is another record's. */
export const anonymousFlagOf = (declaration: AnonymousRecords): { field: string; through?: string } => {
  const [first, second] = declaration.when.split('.', 2) as [string, string | undefined];
  return second === undefined ? { field: first } : { field: second, through: first };
};

/** The declaration checked against the resources: a boolean flag, a reference to users, fields and actions that exist. */
export const checkAnonymity = (resource: AnyResource, all: ReadonlyMap<string, AnyResource>): string[] => {
  const declaration = resource.anonymous;
  if (!declaration) return [];
  const at = `resource '${resource.name}', anonymous`;
  const problems: string[] = [];
  const { field, through } = anonymousFlagOf(declaration);
  if (through === undefined) {
    if (resource.fields[field]?.kind !== 'boolean') problems.push(`${at}: when '${declaration.when}' must name a boolean field`);
  } else {
    const reference = resource.fields[through];
    if (reference?.kind !== 'reference') problems.push(`${at}: when '${declaration.when}' must start with a reference field`);
    else if (all.get(reference.target)?.fields[field]?.kind !== 'boolean') problems.push(`${at}: when '${declaration.when}': ${reference.target}.${field} must be a boolean field`);
  }
  if (declaration.author !== undefined) {
    const author = resource.fields[declaration.author];
    if (author?.kind !== 'reference' || author.target !== 'users') problems.push(`${at}: author '${declaration.author}' must be a reference to users`);
  }
  for (const name of declaration.hides ?? []) if (!(name in resource.fields)) problems.push(`${at}: hides '${name}', which is not a field`);
  for (const action of declaration.actions ?? []) if (!resource.actions?.[action]) problems.push(`${at}: action '${action}' is not one of the resource's record actions`);
  return problems;
};
