/**
 * The Norwegian fødselsnummer check used by the test eID: 11 digits whose two control digits (positions 10
 * and 11) match the standard mod 11 check with the weights below. The date part is not checked, so synthetic
 * test numbers (month + 40 or + 80, D-numbers with day + 40) pass as long as the control digits are right.
 */
const FIRST_CONTROL_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2] as const;
const SECOND_CONTROL_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The control digit for `digits` with `weights`, or `undefined` when the remainder gives 10 (no valid digit). */
const controlDigit = (digits: readonly number[], weights: readonly number[]): number | undefined => {
  const sum = weights.reduce((acc, weight, index) => acc + weight * (digits[index] ?? 0), 0);
  const control = 11 - (sum % 11);
  if (control === 11) return 0;
  if (control === 10) return undefined;
  return control;
};

export const isValidFodselsnummer = (value: string): boolean => {
  if (!/^\d{11}$/.test(value)) return false;
  const digits = Array.from(value, Number);
  const first = controlDigit(digits, FIRST_CONTROL_WEIGHTS);
  if (first === undefined || first !== digits[9]) return false;
  const second = controlDigit(digits, SECOND_CONTROL_WEIGHTS);
  return second !== undefined && second === digits[10];
};
