import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * A check that reads another field (an end after its start, a reason required once cancelled) is
 * judged again when that field changes, on a dependent field the person has already been to or
 * that shows an error: its message follows the form as it is.
 */
export const RevalidateDependents = ({ dependents }: { dependents: Record<string, string[]> }) => {
  const { watch, trigger, getFieldState } = useFormContext();
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      const fields = (name ? dependents[name] : undefined)?.filter((field) => {
        const state = getFieldState(field);
        return state.isTouched || state.isDirty || state.invalid;
      });
      if (fields?.length) void trigger(fields);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState, dependents]);
  return null;
};
