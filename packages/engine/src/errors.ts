/**
 * Where a rule is written: a rulebook of ../shared/rules (by its number: '000' Dune, '002' Dune: Imperium, '004'
 * Uprising) and a section of it — Dune's numbered sections ('9.C.1.c', 'annexe 3.fremen'), the headings of the
 * Imperium books ('Tour d'Agent'). Each game's package lists the sections it cites; the web's Rules panel has a
 * text for each.
 */
export interface RuleRef {
  readonly book: string;
  readonly section: string;
}

/** A rule error is a value, never an exception: a code for programs, an i18n key and parameters for people. */
export interface RuleError {
  readonly code: string;
  readonly messageKey: string;
  readonly params: Readonly<Record<string, string | number>>;
  /**
   * The rule that refuses the action (issue 21): present on every refusal of a well-formed action; absent only
   * where the input is not an action at all (`illegalAction`, `badAction`, …).
   */
  readonly rule?: RuleRef;
}

export function ruleError(code: string, params: Record<string, string | number> = {}, rule?: RuleRef): RuleError {
  return rule ? { code, messageKey: `errors.${code}`, params, rule } : { code, messageKey: `errors.${code}`, params };
}
