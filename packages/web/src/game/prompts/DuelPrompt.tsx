import { isMainCharacter, LEADERS, type DuneAction, type LeaderId } from '@arrakis/dune';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { arenaCellName } from '../arena/words.ts';
import { FactionBadge } from '../FactionBadge.tsx';
import { describeAction } from '../text.ts';
import { ConfirmBar } from './deciding.tsx';
import type { PromptContext } from './Prompt.tsx';
import './duel.css';

/** rules 000 §19: the decisions with controls of their own (the others are answered on the arena or as a list). */
export const DUEL_CONTROLS: ReadonlySet<string> = new Set([
  'duelChampion',
  'duelSupport',
  'duelSeconds',
  'warNegotiator',
]);

type Of<T extends DuneAction['type']> = Extract<DuneAction, { type: T }>;

function ofType<T extends DuneAction['type']>(actions: readonly DuneAction[], type: T): Of<T>[] {
  return actions.filter((a): a is Of<T> => a.type === type);
}

export function DuelPrompt(props: PromptContext) {
  switch (props.view.frame?.kind) {
    case 'duelChampion':
      return <ChampionChoice {...props} />;
    case 'duelSupport':
      return <SupportChoice {...props} />;
    case 'duelSeconds':
      return <SecondChoice {...props} />;
    case 'warNegotiator':
      return <NegotiatorChoice {...props} />;
    default:
      return null;
  }
}

/** A leader disc to choose: its faction, name and strength; the Main Character marked (§19.C.12: his death ends the game for you). */
function LeaderCards({
  leaders,
  chosen,
  choose,
  namer,
}: {
  leaders: readonly LeaderId[];
  chosen: LeaderId | null;
  choose: (leader: LeaderId) => void;
  namer: PromptContext['namer'];
}) {
  const { t } = useTranslation();
  return (
    <div className="leader-choice duel-leaders" role="group" aria-label={t('duel.controls.leaders')}>
      {leaders.map((id) => {
        const data = LEADERS[id];
        const main = isMainCharacter(id);
        return (
          <button
            key={id}
            type="button"
            className={`act leader-disc duel-leader${chosen === id ? ' chosen' : ''}${main ? ' main-character' : ''}`}
            data-testid="step"
            data-leader={id}
            aria-pressed={chosen === id}
            onClick={() => choose(id)}
          >
            <FactionBadge faction={data.faction} /> <span className="name">{namer.leader(id)}</span>{' '}
            <span className="value" title={t('duel.controls.strength')}>
              {data.value}
            </span>
            {main && <span className="tag">{t('duel.controls.mainCharacter')}</span>}
          </button>
        );
      })}
    </div>
  );
}

function strengthOf(leader: LeaderId): number {
  return LEADERS[leader].value;
}

/** rules 000 §19.C: the champion, chosen in secret among the living leaders; a second Kanly of the turn may be refused. */
function ChampionChoice({ actions, namer, send }: PromptContext) {
  const { t } = useTranslation();
  const choices = ofType(actions, 'chooseChampion');
  const leaders = choices.flatMap((a) => (a.leader === null ? [] : [a.leader as LeaderId]));
  const refuse = choices.find((a) => a.leader === null);
  const [chosen, setChosen] = useState<LeaderId | null>(null);
  const action = choices.find((a) => a.leader === chosen);
  return (
    <div className="duel-control" data-testid="duel-champion">
      <LeaderCards leaders={leaders} chosen={chosen} choose={setChosen} namer={namer} />
      {chosen && isMainCharacter(chosen) && (
        <p className="warning" role="note">
          {t('duel.controls.mainCharacterRisk')}
        </p>
      )}
      {refuse && (
        <button
          type="button"
          className="act"
          data-testid="action"
          data-type="chooseChampion"
          onClick={() => send(refuse)}
        >
          {describeAction(namer, refuse)}
        </button>
      )}
      {action && chosen && (
        <ConfirmBar
          summary={t('duel.controls.championSummary', { leader: namer.leader(chosen), strength: strengthOf(chosen) })}
          onConfirm={() => send(action)}
          onBack={() => setChosen(null)}
        />
      )}
    </div>
  );
}

/** rules 000 §19.C.1: the support, 1 to 10 spice (as much as the seat has), put down in secret. */
function SupportChoice({ view, actions, namer, send }: PromptContext) {
  const { t } = useTranslation();
  const choices = ofType(actions, 'duelSupport');
  const amounts = choices.map((a) => a.amount);
  const min = Math.min(...amounts);
  const max = Math.max(...amounts);
  const [amount, setAmount] = useState(min);
  const action = choices.find((a) => a.amount === amount);
  const spice = view.you === null ? null : (view.factions[view.seats[view.you]!]?.spice ?? null);
  const mine = view.duel?.arena?.fighters.find((f) => f.seat === view.you);
  return (
    <div className="duel-control" data-testid="duel-support">
      {mine?.leader && (
        <p className="hint">
          {t('duel.controls.yourChampion', {
            leader: namer.leader(mine.leader),
            strength: strengthOf(mine.leader as LeaderId),
          })}
        </p>
      )}
      {max === 0 ? (
        <p className="hint">{t('duel.controls.noSpice')}</p>
      ) : (
        <>
          <label>
            {t('duel.controls.support')}{' '}
            <input
              type="number"
              min={min}
              max={max}
              step={1}
              value={amount}
              data-testid="duel-support-amount"
              onChange={(e) => setAmount(Math.max(min, Math.min(max, Math.floor(Number(e.target.value) || min))))}
            />{' '}
            <span className="hint">{t('duel.controls.supportLimits', { min, max })}</span>
          </label>
          <div className="chips">
            {[...new Set([min, Math.round((min + max) / 2), max])].map((v) => (
              <button
                key={v}
                type="button"
                className={`chip${v === amount ? ' chosen' : ''}`}
                data-testid="step"
                aria-pressed={v === amount}
                onClick={() => setAmount(v)}
              >
                {v}
              </button>
            ))}
          </div>
        </>
      )}
      {action && (
        <ConfirmBar
          summary={
            <>
              {t('duel.controls.supportSummary', { count: amount })}
              {spice !== null && <> — {t('deciding.costLeft', { count: amount, left: spice - amount })}</>}
            </>
          }
          onConfirm={() => send(action)}
        />
      )}
    </div>
  );
}

/** rules 000 §19.C.2: a leader face down beside one duellist's shield, never the Main Character; or none. */
function SecondChoice({ view, actions, namer, send }: PromptContext) {
  const { t } = useTranslation();
  const choices = ofType(actions, 'chooseSecond');
  const abstain = choices.find((a) => a.side === null || a.leader === null);
  const sides = [...new Set(choices.flatMap((a) => (a.side === null ? [] : [a.side])))];
  const leaders = [...new Set(choices.flatMap((a) => (a.leader === null ? [] : [a.leader as LeaderId])))];
  const [side, setSide] = useState<number | null>(null);
  const [leader, setLeader] = useState<LeaderId | null>(null);
  const action = choices.find((a) => a.side === side && a.leader === leader && side !== null && leader !== null);
  const fighters = view.duel?.arena?.fighters ?? [];
  return (
    <div className="duel-control" data-testid="duel-seconds">
      {sides.length > 0 && (
        <>
          <h3>{t('duel.controls.side')}</h3>
          <div className="duel-sides" role="group" aria-label={t('duel.controls.side')}>
            {sides.map((s) => {
              const f = fighters.find((x) => x.seat === s);
              return (
                <button
                  key={s}
                  type="button"
                  className={`act duel-side${side === s ? ' chosen' : ''}`}
                  data-testid="step"
                  data-side={s}
                  aria-pressed={side === s}
                  onClick={() => setSide(s)}
                >
                  <FactionBadge faction={view.seats[s] ?? ''} /> {namer.seat(s)}
                  {f && <span className="hint"> · {t('duel.arena.support', { count: f.support })}</span>}
                </button>
              );
            })}
          </div>
          <h3>{t('duel.controls.secondLeader')}</h3>
          <LeaderCards leaders={leaders} chosen={leader} choose={setLeader} namer={namer} />
        </>
      )}
      {sides.length === 0 && <p className="hint">{t('duel.controls.noSecond')}</p>}
      {abstain && (
        <button
          type="button"
          className="act"
          data-testid="action"
          data-type="chooseSecond"
          onClick={() => send(abstain)}
        >
          {describeAction(namer, abstain)}
        </button>
      )}
      {action && side !== null && leader !== null && (
        <ConfirmBar
          summary={t('duel.controls.secondSummary', {
            leader: namer.leader(leader),
            strength: strengthOf(leader),
            side: namer.seat(side),
          })}
          onConfirm={() => send(action)}
          onBack={() => (setSide(null), setLeader(null))}
        />
      )}
    </div>
  );
}

/** rules 000 §19.C.11: at a Nexus, a leader face down in a free starting cell (the sixth in the middle circle). */
function NegotiatorChoice({ actions, namer, send }: PromptContext) {
  const { t } = useTranslation();
  const choices = ofType(actions, 'placeNegotiator');
  const leaders = [...new Set(choices.map((a) => a.leader as LeaderId))];
  const cells = [...new Set(choices.map((a) => a.cell))];
  const [leader, setLeader] = useState<LeaderId | null>(null);
  const [cell, setCell] = useState<string | null>(cells.length === 1 ? cells[0]! : null);
  const action = choices.find((a) => a.leader === leader && a.cell === cell);
  return (
    <div className="duel-control" data-testid="war-negotiator">
      <h3>{t('duel.controls.negotiator')}</h3>
      <LeaderCards leaders={leaders} chosen={leader} choose={setLeader} namer={namer} />
      {leader && isMainCharacter(leader) && (
        <p className="warning" role="note">
          {t('duel.controls.mainCharacterRisk')}
        </p>
      )}
      <h3>{t('duel.controls.cell')}</h3>
      <div className="chips duel-cells" role="group" aria-label={t('duel.controls.cell')}>
        {cells.map((c) => (
          <button
            key={c}
            type="button"
            className={`chip${cell === c ? ' chosen' : ''}`}
            data-testid="step"
            data-cell={c}
            aria-pressed={cell === c}
            onClick={() => setCell(c)}
          >
            {arenaCellName(namer, c)}
          </button>
        ))}
      </div>
      {action && leader && cell && (
        <ConfirmBar
          summary={t('duel.controls.negotiatorSummary', {
            leader: namer.leader(leader),
            strength: strengthOf(leader),
            cell: arenaCellName(namer, cell),
          })}
          onConfirm={() => send(action)}
          onBack={() => setLeader(null)}
        />
      )}
    </div>
  );
}
