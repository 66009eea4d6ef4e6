import type { Field } from '@club/schema';
import { cloneElement, Suspense } from 'react';
import type { Validator } from 'react-admin';
import { inputOverrideOf } from '../overrides';
import { adminKindOf } from '../kinds/adminKinds';
import type { FormMode } from './types';
import { validatorsOf } from './validatorsOf';

/** The input of one schema field with the schema's validators (and `extra` ones: its declared checks), keyed by source. */
export const renderInput = (source: string, field: Field, apiName: string, mode: FormMode, extra: Validator[] = []) => {
  const Override = inputOverrideOf(apiName, source);
  if (Override) {
    return (
      <Suspense key={source} fallback={null}>
        <Override source={source} />
      </Suspense>
    );
  }
  const element = adminKindOf(field.kind).input({ source, field, apiName, mode, validate: [...validatorsOf(field, mode), ...extra] });
  return cloneElement(element, { key: source });
};
