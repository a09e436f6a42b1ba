import type { DuneAction } from '@arrakis/dune';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { locationToTry } from '../../explain/duneReasons.ts';
import type { Namer } from '../text.ts';
import { ActionButton, ActionList, ActionPicker } from './generic.tsx';
import type { PromptContext } from './Prompt.tsx';

type MoveAction = Extract<DuneAction, { type: 'move' }>;

/** 000 XXXI: the drop in words (its words in the i18n block `stepMovement`); null for every other action. */
export function describeStepMovementAction(n: Namer, a: DuneAction): string | null {
  if (a.type !== 'dropTokens') return null;
  return a.starred !== undefined && a.starred > 0
    ? n.t('stepMovement.action.dropTokensStarred', { count: a.count, starred: a.starred })
    : n.t('stepMovement.action.dropTokens', { count: a.count });
}

/**
 * 000 XXXI: the half-made move, one territory at a time: the board lights the territories the group may enter next
 * (a dark one, clicked, says why not); the buttons leave tokens on the territory crossed, or stop here.
 */
export function MovementStep({ view, actions, namer, send, setMapPick }: PromptContext) {
  const { t } = useTranslation();
  const at = typeof view.frame?.['at'] === 'string' ? view.frame['at'] : '';
  const count = typeof view.frame?.['count'] === 'number' ? view.frame['count'] : 0;
  const moves = actions.filter((a): a is MoveAction => a.type === 'move');
  // The stop is the frame's pass: said as what it does to the group, not the generic "pass".
  const stop = actions.find((a) => a.type === 'pass');
  const others = actions.filter((a) => a.type !== 'move' && a.type !== 'pass');
  const keys = moves.map((m) => m.to).join(' ');
  useEffect(() => {
    const byKey = new Map(moves.map((m) => [m.to, m]));
    setMapPick({
      keys: new Set(byKey.keys()),
      onPick: (key) => send(byKey.get(key)!),
      tryAt: (territory) => ({ type: 'move', from: at, to: locationToTry(view, territory) }),
    });
    return () => setMapPick(null);
  }, [at, keys]);
  return (
    <div className="movement movement-step" data-testid="movement-step">
      <p className="hint">{t('stepMovement.where', { count, location: namer.location(at) })}</p>
      {moves.length > 0 && <ActionPicker actions={moves} namer={namer} send={send} />}
      {stop && (
        <div className="action-list">
          <ActionButton action={stop} namer={namer} send={send}>
            {t('variantsUi.stop')}
          </ActionButton>
        </div>
      )}
      <ActionList actions={others} namer={namer} send={send} />
    </div>
  );
}
