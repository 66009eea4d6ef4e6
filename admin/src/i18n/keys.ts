/** Message keys of the locales package, by API resource name. */
export const fieldLabelKey = (apiName: string, field: string): string => `resources.${apiName}.fields.${field}`;

export const enumValueKey = (apiName: string, field: string, value: string): string =>
  `resources.${apiName}.enums.${field}.${value}`;

export const menuGroupKey = (group: string): string => `menu.groups.${group}`;

/** A screen several resources share as tabs (`menu.screen` in the schema). */
export const screenKey = (screen: string): string => `menu.screens.${screen}`;

/** A custom screen's (schema/src/screens/) title; its other texts sit beside it under `screens.{name}`. */
export const screenTitleKey = (name: string): string => `screens.${name}.title`;
