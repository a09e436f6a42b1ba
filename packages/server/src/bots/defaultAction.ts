/**
 * The least a seat can do: pass if it may, else the first answer the engine lists. Used for seats that resigned
 * (their faction keeps the table legal but takes no initiative) and for overdue decisions (the move deadline).
 */
export function defaultAction(decision: readonly unknown[], passAction: unknown): unknown {
  const pass = JSON.stringify(passAction);
  return decision.find((a) => JSON.stringify(a) === pass) ?? decision[0];
}
