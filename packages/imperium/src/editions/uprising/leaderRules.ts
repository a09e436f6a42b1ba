import type { Seat } from '@arrakis/engine';
import { drawCards, takeFromZone } from '../../cards.ts';
import { payWater } from '../../dsl/build.ts';
import type { Effect } from '../../dsl/effect.ts';
import type { UprisingSpaceId } from '../../dsl/uprising.ts';
import { leaderIn, spaceIn, type RuleModule } from '../../edition.ts';
import type { EventLog } from '../../events.ts';
import { acquireCandidates } from '../../effects/board.ts';
import { isRival } from '../../effects/evaluate.ts';
import { push, pushEffects } from '../../effects/stack.ts';
import type { EffectContext } from '../../frames.ts';
import type { BoardSpaceId } from '../../ids.ts';
import type { EngineState } from '../../state.ts';
import { contentOf } from '../index.ts';
import { postsIn } from './spies.ts';
import { uprisingPieces } from './pieces.ts';
import type { UprisingLeader, UprisingLeaderHook, UprisingLeaderTrigger } from './types.ts';

const LEADER_CTX: EffectContext = { source: 'leader', card: null, space: null };

/** The seat's leader when it is one of Uprising's (a Rival of Uprising has a Rival card instead: none). */
export function uprisingLeaderOf(state: EngineState, seat: Seat): UprisingLeader | null {
  const id = state.players[seat]?.leader;
  if (!id || isRival(state, seat)) return null;
  const leader = leaderIn(contentOf(state), id);
  return 'trainingTrack' in leader ? leader : null;
}

/** Whether the seat's Uprising leader has that rule-changing ability or setup rule (rules 004 LISTE DES DIRIGEANTS). */
export function hasUprisingHook(state: EngineState, seat: Seat, hook: UprisingLeaderHook): boolean {
  const leader = uprisingLeaderOf(state, seat);
  if (!leader) return false;
  const rule = leader.ability.rule;
  return leader.setupRule === hook || (rule.kind === 'special' && rule.hook === hook);
}

/** The effects of the seat's leader ability when it listens for a trigger `matches` accepts. */
function whenever(
  state: EngineState,
  seat: Seat,
  matches: (trigger: UprisingLeaderTrigger) => boolean,
): readonly Effect[] | null {
  const rule = uprisingLeaderOf(state, seat)?.ability.rule;
  return rule?.kind === 'whenever' && matches(rule.trigger) ? rule.effects : null;
}

function fire(state: EngineState, seat: Seat, effects: readonly Effect[] | null, log: EventLog): void {
  if (!effects) return;
  log.public('leaderAbility', { seat, leader: state.players[seat]!.leader });
  pushEffects(state, seat, effects, LEADER_CTX);
}

function memoriesOf(state: EngineState): number[] {
  const pieces = uprisingPieces(state);
  pieces.memories ??= state.players.map(() => 0);
  return pieces.memories;
}

function trainingOf(state: EngineState): number[] {
  const pieces = uprisingPieces(state);
  pieces.training ??= state.players.map(() => 0);
  return pieces.training;
}

/** Lady Jessica's signet: a troop from the supply to the Bene Gesserit area, a Memory (rules 004). */
function addMemory(state: EngineState, seat: Seat, log: EventLog): void {
  const p = state.players[seat]!;
  if (p.troops.supply === 0) return;
  p.troops.supply--;
  const memories = memoriesOf(state);
  memories[seat] = memories[seat]! + 1;
  log.public('memoryAdded', { seat, memories: memories[seat] });
}

/**
 * rules 004 Dame Jessica, Autres Mémoires (answered yes): every Memory back to the supply, a card drawn for each,
 * then the leader card turns to its Reverend Mother side.
 */
export function awakenOtherMemories(state: EngineState, seat: Seat, log: EventLog): void {
  const p = state.players[seat]!;
  const memories = memoriesOf(state);
  const n = memories[seat]!;
  memories[seat] = 0;
  p.troops.supply += n;
  const flipsTo = uprisingLeaderOf(state, seat)?.flipsTo ?? null;
  log.public('memoriesReturned', { seat, memories: n });
  drawCards(state, seat, n, log);
  if (flipsTo) {
    // Sound: `flipsTo` names the other side of the card, a leader of the same content (test/uprising/counts.test.ts).
    p.leader = flipsTo as typeof p.leader;
    log.public('leaderFlipped', { seat, leader: flipsTo });
  }
}

/**
 * Feyd-Rautha's signet (rules 004 FAQ "Le jeton Feyd débute la partie à gauche"): one space right on his Training
 * track and that space's reward; on the last space he stays and gains it again.
 */
function advanceTraining(state: EngineState, seat: Seat, log: EventLog): void {
  const track = uprisingLeaderOf(state, seat)?.trainingTrack;
  if (!track || track.length === 0) return;
  const training = trainingOf(state);
  const at = Math.min(training[seat]! + 1, track.length);
  const step = track[at - 1]!;
  if (at === training[seat] && !step.repeatable) return;
  training[seat] = at;
  log.public('trainingAdvanced', { seat, step: at });
  pushEffects(state, seat, step.effects, LEADER_CTX);
}

/**
 * rules 004 Staban Tuek: "A chaque fois qu'un autre joueur envoie 1 Agent sur un emplacement Faiseur que vous
 * espionnez" — a Rival's Agent included (a Rival is another player; its placement calls this itself).
 */
export function agentOnSpiedMakerSpace(state: EngineState, seat: Seat, space: BoardSpaceId, log: EventLog): void {
  if (!contentOf(state).makerSpaces.includes(space)) return;
  const posts = postsIn(state)
    .filter((p) => p.connects.includes(space as UprisingSpaceId))
    .map((p) => p.id);
  for (const other of state.players.keys()) {
    if (other === seat || other >= state.seatCount) continue;
    const spying = uprisingPieces(state).spies.some((s) => s.seat === other && posts.includes(s.post));
    if (spying)
      fire(
        state,
        other,
        whenever(state, other, (t) => t.kind === 'opponentAgentOnSpiedMakerSpace'),
        log,
      );
  }
}

/** Staban Tuek's setup rule (rules 004 LISTE DES DIRIGEANTS): Diplomacy out of his starting deck, into the box. */
function limitedAllies(state: EngineState, seat: Seat, log: EventLog): void {
  const p = state.players[seat]!;
  for (const zone of ['deck', 'hand'] as const)
    if (takeFromZone(p, zone, 'diplomacy')) {
      state.trash = [...state.trash, 'diplomacy'];
      log.public('starterCardRemoved', { seat, card: 'diplomacy' });
      return;
    }
}

/** The Faction effects of a space again, its influence step aside (Reverend Mother Jessica; content-doubts). */
function spaceEffectsAgain(state: EngineState, space: UprisingSpaceId): Effect[] {
  const data = spaceIn(contentOf(state), space);
  return data.effects.filter(
    (e) => !(e.kind === 'influence' && e.faction.kind === 'faction' && e.faction.faction === data.faction),
  );
}

/** The leaders of Uprising: their abilities, signets' effect kinds and setup rules (rules 004 LISTE DES DIRIGEANTS). */
export const UPRISING_LEADER_RULES: RuleModule = {
  id: 'leaders',
  setup(state) {
    const pieces = uprisingPieces(state);
    pieces.memories ??= state.players.map(() => 0);
    pieces.training ??= state.players.map(() => 0);
  },
  leadersChosen(state, log) {
    for (let seat = 0; seat < state.seatCount; seat++)
      if (hasUprisingHook(state, seat, 'limitedAllies')) limitedAllies(state, seat, log);
  },
  revealed(state, seat, log) {
    fire(
      state,
      seat,
      whenever(state, seat, (t) => t.kind === 'revealTurn'),
      log,
    );
  },
  influenceChanged(state, seat, { faction, before, after }, _allianceBefore, log) {
    // rules 004 FAQ (Dame Margot Fenring / Princesse Irulan): "lorsqu'on gagne de l'influence, pas quand on en perd".
    if (after <= before) return;
    const effects = whenever(
      state,
      seat,
      (t) => t.kind === 'reachInfluence' && t.faction === faction && before < t.atLeast && after >= t.atLeast,
    );
    fire(state, seat, effects, log);
  },
  agentSent(state, seat, space, log) {
    const data = spaceIn(contentOf(state), space);
    const faction = data.faction;
    if (faction)
      fire(
        state,
        seat,
        whenever(state, seat, (t) => t.kind === 'agentOnFactionSpace' && t.factions.includes(faction)),
        log,
      );
    agentOnSpiedMakerSpace(state, seat, space, log);
    // rules 004 Dame Jessica: "Quand vous envoyez 1 Agent sur un emplacement Bene Gesserit … vous pouvez".
    if (faction === 'beneGesserit' && hasUprisingHook(state, seat, 'otherMemories'))
      push(state, { kind: 'otherMemories', seat });
    // Révérende Mère: "Une fois par tour, -1 Eau pour répéter les effets Factions Bene Gesserit ou Fremen".
    if ((faction === 'beneGesserit' || faction === 'fremen') && hasUprisingHook(state, seat, 'reverendMother'))
      pushEffects(
        state,
        seat,
        [{ kind: 'pay', cost: [payWater(1)], effects: spaceEffectsAgain(state, space as UprisingSpaceId) }],
        { source: 'leader', card: null, space },
      );
  },
  resolve(state, seat, effect, _ctx, log) {
    switch (effect.kind) {
      case 'addMemory':
        addMemory(state, seat, log);
        return true;
      case 'advanceTraining':
        advanceTraining(state, seat, log);
        return true;
      case 'acquireToHand':
        if (acquireCandidates(state, seat, effect.maxCost).length > 0)
          push(state, { kind: 'acquireToHand', seat, maxCost: effect.maxCost });
        return true;
      default:
        return false;
    }
  },
};
