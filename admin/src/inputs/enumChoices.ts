import { enumValueKey } from '../i18n/keys';

/** Choices whose names are message keys; react-admin's choice inputs translate them. */
export const enumChoices = (apiName: string, field: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: enumValueKey(apiName, field, value) }));
