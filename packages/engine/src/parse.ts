import { ruleError, type RuleError } from './errors.ts';

/** What the kernel needs of an action schema (zod's `safeParse`), so that it depends on no schema library. */
export interface ActionSchema<A> {
  safeParse(
    input: unknown,
  ):
    | { readonly success: true; readonly data: A }
    | { readonly success: false; readonly error: { readonly issues: readonly ActionIssue[] } };
}

export interface ActionIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Bad input is cheap to reject and named: first its size as JSON (`actionTooLarge`), then the schema
 * (`malformedAction`, with the first problem's path and message).
 */
export function parseSized<A>(
  schema: ActionSchema<A>,
  input: unknown,
  maxBytes: number,
): { ok: true; action: A } | { ok: false; error: RuleError } {
  let size: number;
  try {
    size = JSON.stringify(input)?.length ?? 0;
  } catch {
    return { ok: false, error: ruleError('malformedAction', { problem: 'not JSON' }) };
  }
  if (size > maxBytes) return { ok: false, error: ruleError('actionTooLarge', { bytes: size, max: maxBytes }) };
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: ruleError('malformedAction', {
        problem: `${issue?.path.map(String).join('.') || 'action'}: ${issue?.message ?? 'invalid'}`,
      }),
    };
  }
  return { ok: true, action: parsed.data };
}
