import type { DuneAction } from '@arrakis/dune';
import type { DuneContext } from './context.ts';
import { ofType } from './context.ts';

/**
 * annexe 4 Transe de vérité: the most useful yes/no question a bot can act on — whether the target holds one of
 * its own leaders as a traitor (the highest-valued first), else whether it holds a lasgun.
 */
export function truthtranceQuestion(ctx: DuneContext): DuneAction | undefined {
  const questions = ofType(ctx.actions, 'ask');
  const own = ctx.me.leaders;
  const traitorQuestions = questions.filter((a) => a.question.about === 'hasTraitor' && a.question.leader in own);
  return (
    traitorQuestions[0] ?? questions.find((a) => a.question.about === 'holdsCardKind' && a.question.kind === 'lasgun')
  );
}
