/**
 * A callable's input as the function should read it: every key whose value is `undefined` left out, at any depth.
 * The Firebase SDK's callable encoder turns `undefined` into null, and null is not "not given" to a schema whose
 * field is optional (Yup's `string().optional()` refuses it), so an unset optional field would be refused.
 */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .map(([key, entry]) => [key, withoutUndefined(entry)]),
  ) as T;
}
