import { createRegistry, RegistryError, type AnyResource } from '@club/schema';
import { expect } from 'vitest';

/** The problems the registry finds in these declarations (none: an empty list). */
export const problemsOf = (resources: AnyResource[]): string[] => {
  try {
    createRegistry(resources);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(RegistryError);
    return (error as RegistryError).problems;
  }
};
