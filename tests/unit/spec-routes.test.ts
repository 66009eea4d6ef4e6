import { loadRegistry } from '@club/schema/node';
import { routesOf } from '@club/schema';
import { describe, expect, it } from 'vitest';
import { isSpecPath, samePath, SCREENS_WITHOUT_A_SPEC_PATH, SPEC_SCREENS_WITHOUT_SEARCH_PARAMETERS } from '../support/spec-routes';

// Item 10: every resource's admin path is one SPEC §2 lists, so the spec's links open its screens.
const registry = await loadRegistry();

describe('the spec route table', () => {
  it('matches paths as the spec writes them, placeholders and trailing slashes included', () => {
    expect(isSpecPath('/tasks')).toBe(true);
    expect(isSpecPath('/tasks/')).toBe(true);
    expect(isSpecPath('/hr/Rewards')).toBe(true);
    expect(isSpecPath('/hr/jobManagement/interview')).toBe(true);
    expect(isSpecPath('/Warehouses/WarehouseManagements/WarehouseManagements')).toBe(true);
    expect(isSpecPath('/formView/42/0500000000')).toBe(true);
    expect(isSpecPath('/formView/42')).toBe(false);
    expect(isSpecPath('/Rewards')).toBe(false);
    expect(isSpecPath('/task')).toBe(false);
    expect(isSpecPath('/TASKS')).toBe(false);
  });

  // A list that keeps its state out of the URL (list.searchParameters: false) may stand there.
  it.each(registry.resources.filter((resource) => resource.list.searchParameters !== false).flatMap((resource) => routesOf(resource).map(({ route }) => [resource.name, route] as const)))(
    "%s is at a path of SPEC §2 (%s)",
    (_name, route) => {
      expect(isSpecPath(route) || route in SCREENS_WITHOUT_A_SPEC_PATH, `${route} is not a path SPEC §2 lists`).toBe(true);
    },
  );

  it('lists only screens that exist and have no spec path among the exceptions', () => {
    const routes = registry.resources.map((resource) => resource.route);
    for (const route of Object.keys(SCREENS_WITHOUT_A_SPEC_PATH)) {
      expect(routes, route).toContain(route);
      expect(isSpecPath(route), route).toBe(false);
    }
  });

  // A list that keeps its state out of the URL (list.searchParameters: false) may stand there.
  it.each(registry.resources.filter((resource) => resource.list.searchParameters !== false).flatMap((resource) => routesOf(resource).map(({ route }) => [resource.name, route] as const)))(
    '%s is not on a screen the spec gives no search parameters (%s)',
    (_name, route) => {
      expect(SPEC_SCREENS_WITHOUT_SEARCH_PARAMETERS.filter((screen) => samePath(screen, route))).toEqual([]);
    },
  );
});
