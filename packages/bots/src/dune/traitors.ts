import type { DuneAction } from '@arrakis/dune';
import type { DuneContext } from './context.ts';

/** rules 000 §10.D, §26: call a traitor whenever one is revealed across the table. */
export function traitorCall(ctx: DuneContext): DuneAction | undefined {
  return (
    ctx.actions.find((a) => a.type === 'callTraitor' && a.call) ?? ctx.actions.find((a) => a.type === 'callTraitor')
  );
}
