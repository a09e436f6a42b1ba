/** A rule error is a value, never an exception: a code for programs, an i18n key and parameters for people. */
export interface RuleError {
  readonly code: string;
  readonly messageKey: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export function ruleError(code: string, params: Record<string, string | number> = {}): RuleError {
  return { code, messageKey: `errors.${code}`, params };
}
