import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

/**
 * A save the server refuses puts its errors on the fields (react-admin's setSubmissionErrors);
 * the focus then goes to the first of them in the form's order, as it does for the form's own
 * checks, so a keyboard or screen-reader user lands on what to fix. Once per submission: fixing
 * one field never pulls the focus to the next.
 */
export const FocusOnServerErrors = ({ order }: { order: readonly string[] }) => {
  const { setFocus } = useFormContext();
  const { errors, submitCount } = useFormState();
  const focusedFor = useRef(0);
  useEffect(() => {
    if (focusedFor.current === submitCount) return;
    const refused = order.find((name) => errors[name]?.type === 'server');
    if (!refused) return;
    focusedFor.current = submitCount;
    setFocus(refused);
  }, [errors, submitCount, order, setFocus]);
  return null;
};
