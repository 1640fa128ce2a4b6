import { useEffect } from 'react';
import type { FieldValues, UseFormSubscribe } from 'react-hook-form';

/**
 * For {@link useFormMemory} with a form of plain fields: accepts what was stored only when it has every field
 * of `defaults` with a value of the same kind (text, number, yes/no), so the memory of an older version of
 * the form, with other fields, is not used.
 */
export function sameFieldsAs<D extends object>(defaults: D): (stored: unknown) => D | null {
  const hasFields = (stored: unknown): stored is D => {
    if (typeof stored !== 'object' || stored === null) return false;
    for (const field in defaults) {
      if (typeof Reflect.get(stored, field) !== typeof defaults[field]) return false;
    }
    return true;
  };
  return (stored) => (hasFields(stored) ? stored : null);
}

/**
 * Hands every change of a react-hook-form form to `remember` (the setter of {@link useFormMemory}). With it a
 * form keeps what is typed through a reload and a sign-in that runs out:
 *   const [remembered, remember, forget] = useFormMemory(key, defaults, sameFieldsAs(defaults), { forgetOnLeave: true });
 *   const { control, subscribe, ... } = useForm<Values>({ defaultValues: remembered });
 *   useRememberValues(subscribe, remember);
 */
export function useRememberValues<T extends FieldValues>(
  subscribe: UseFormSubscribe<T>,
  remember: (values: T) => void,
): void {
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          remember(values);
        },
      }),
    [subscribe, remember],
  );
}
