import type { Registry } from './registry';
import type { ResourceMenu, ResourceRoute } from './resource';

/**
 * What the admin's shell needs of a resource before any screen opens: its names, route, menu
 * entry, what it offers and how a record is named. Its fields, filters and rules stay in the
 * resource's declaration, loaded with its screens, so the first page does not grow with them.
 */
export interface ResourceManifestEntry {
  name: string;
  route: string;
  menu: ResourceMenu;
  /** Its other spec paths (the same screens there). */
  alsoAt: readonly ResourceRoute[];
  readOnly: boolean;
  serverRows: boolean;
  /** One-row settings: the route opens the row's form. */
  singleton: boolean;
  /** Some field clients may write: the resource has create and edit screens (unless read-only). */
  writable: boolean;
  /** The fields that name a record (the declaration's recordRepresentation). */
  representation: readonly string[];
  /** The representation fields that have an Arabic twin `{field}Ar`. */
  arabicRepresentation: readonly string[];
  /** The representation fields that hold a date or a date-time, shown as people read them. */
  datedRepresentation: Readonly<Record<string, 'date' | 'datetime'>>;
  /** The representation fields that refer to another record, by the resource they refer to: named by that record's name. */
  referencedRepresentation: Readonly<Record<string, string>>;
  /** The representation fields that hold an enum value, named by its label. */
  enumRepresentation: readonly string[];
  /** The admin path of its public page of one record (`{publicRoute}/{id}`), when it has one. */
  publicRoute?: string;
  /** The form's fields its public page's address carries after the id (`{publicRoute}/{id}/{phone}`). */
  publicPathFields?: readonly string[];
  /** The admin paths of its public page's other forms, by key (`{route}/{id}`: an opportunity's attendance check-in). */
  publicFormRoutes?: Readonly<Record<string, string>>;
  /** The boolean field a record's public page needs true to open (`publicPage.shownWhen`). */
  publicShownWhen?: string;
  /** The states a record's public page opens in (`publicPage.states`): its links are offered for those records only. */
  publicStates?: Readonly<Record<string, readonly string[]>>;
}

export const manifestOf = (registry: Registry): ResourceManifestEntry[] =>
  registry.resources.map((resource) => {
    const facts = registry.facts(resource.name);
    return {
      name: resource.name,
      route: resource.route,
      menu: resource.menu,
      alsoAt: resource.alsoAt ?? [],
      readOnly: resource.readOnly === true,
      serverRows: resource.serverRows === true,
      singleton: resource.singleton === true,
      writable: facts.writable.length > 0,
      representation: facts.representation,
      arabicRepresentation: facts.representation.filter((field) => `${field}Ar` in resource.fields),
      datedRepresentation: Object.fromEntries(
        facts.representation.flatMap((field) => {
          const kind = resource.fields[field]?.kind;
          return kind === 'date' || kind === 'datetime' ? [[field, kind] as const] : [];
        }),
      ),
      referencedRepresentation: Object.fromEntries(
        facts.representation.flatMap((field) => {
          const declared = resource.fields[field];
          return declared?.kind === 'reference' ? [[field, declared.target] as const] : [];
        }),
      ),
      enumRepresentation: facts.representation.filter((field) => resource.fields[field]?.kind === 'enum'),
      ...(resource.publicPage ? { publicRoute: resource.publicPage.route, publicPathFields: resource.publicPage.form?.fromPath ?? [], publicFormRoutes: Object.fromEntries(Object.entries(resource.publicPage.forms ?? {}).map(([key, form]) => [key, form.route])), ...(resource.publicPage.shownWhen ? { publicShownWhen: resource.publicPage.shownWhen } : {}), ...(resource.publicPage.states ? { publicStates: resource.publicPage.states as Readonly<Record<string, readonly string[]>> } : {}) } : {}),
    };
  });
