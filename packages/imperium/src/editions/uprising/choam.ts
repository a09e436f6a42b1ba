import { uprisingTurn } from './turnMemory.ts';
import { shuffleInPlace, type Seat } from '@arrakis/engine';
import { solari } from '../../dsl/build.ts';
import type { BoardSpaceId as SpaceId } from '../../ids.ts';
import type { RuleModule } from '../../edition.ts';
import type { EventLog } from '../../events.ts';
import { isRival } from '../../effects/evaluate.ts';
import { push, pushEffects } from '../../effects/stack.ts';
import type { EffectContext } from '../../frames.ts';
import { hasUprisingHook } from './leaderRules.ts';
import type { ChoamPieces, EngineState } from '../../state.ts';
import { contentOf } from '../index.ts';
import { UPRISING_CONTRACTS, type ContractId } from './contracts.ts';
import { uprisingPieces } from './pieces.ts';
import type { Contract } from './types.ts';

/** Face-up contracts under the Landsraad Council (rules 004 MISE EN PLACE "révélez-en deux"). */
export const FACE_UP_CONTRACTS = 2;

/** What the contract icon gives without the module, or with no contract left (rules 004 "Espace CHOM"). */
export const CONTRACT_SOLARI = 2;

const CONTRACTS: Readonly<Record<string, Contract | undefined>> = UPRISING_CONTRACTS;

export function contractData(id: string): Contract {
  const contract = CONTRACTS[id];
  if (!contract) throw new Error(`unknown contract ${id}`);
  return contract;
}

/** The contracts of the deck: every one but the Sardaukar ones, which are set aside (rules 004). */
export const DECK_CONTRACTS: readonly ContractId[] = (Object.keys(UPRISING_CONTRACTS) as ContractId[]).filter(
  (c) => !UPRISING_CONTRACTS[c].shaddamOnly,
);

/** The module's contracts, or null when the game is played without it. */
export function choamOf(state: EngineState): ChoamPieces | null {
  return state.uprising?.choam ?? null;
}

/** How many contracts `seat` completed (face down): cards and Intrigues count them (rules 004 "Contrats CHOM"). */
export function completedContracts(state: EngineState, seat: Seat): number {
  return choamOf(state)?.completed[seat]?.length ?? 0;
}

/**
 * The contracts `seat` may take now: the face-up ones, and for Shaddam Corrino IV the Sardaukar ones set aside
 * (rules 004 LISTE DES DIRIGEANTS: "Vous seul pouvez les acquérir"). None without the module; none for a Rival.
 */
export function contractChoices(state: EngineState, seat: Seat): string[] {
  const choam = choamOf(state);
  if (!choam || isRival(state, seat)) return [];
  const own = hasUprisingHook(state, seat, 'sardaukarCommander') ? choam.setAside : [];
  return [...new Set([...choam.faceUp, ...own])];
}

/** rules 004 MISE EN PLACE "Module CHOM": the contracts shuffled, two face up, the Sardaukar ones set aside. */
function setupContracts(state: EngineState): void {
  if (state.options.contracts !== true) return;
  const pieces = uprisingPieces(state);
  const deck = shuffleInPlace(state.rng, [...DECK_CONTRACTS]);
  pieces.choam = {
    faceUp: deck.splice(0, FACE_UP_CONTRACTS),
    deck,
    setAside: (Object.keys(UPRISING_CONTRACTS) as ContractId[]).filter((c) => UPRISING_CONTRACTS[c].shaddamOnly),
    held: state.players.map(() => []),
    completed: state.players.map(() => []),
  };
}

const contractCtx = (state: EngineState): EffectContext => ({
  source: 'contract',
  card: null,
  space: state.turn?.space ?? null,
});

/**
 * rules 004 "Espace CHOM" (facts §2.5): with the module, one of the face-up contracts (a decision when there is a
 * choice); without it, with none left, or for a Rival (rules 004 JEU SOLO: "+2 Solari à la place"), 2 Solari.
 */
export function resolveTakeContract(state: EngineState, seat: Seat, log: EventLog): void {
  const choices = contractChoices(state, seat);
  if (choices.length === 0) pushEffects(state, seat, [solari(CONTRACT_SOLARI)], contractCtx(state));
  else if (choices.length === 1) takeContract(state, seat, choices[0]!, log);
  else push(state, { kind: 'takeContract', seat });
}

/** The seat takes `contract`: the face-up slot is refilled from the deck; "Immédiat" completes at once. */
export function takeContract(state: EngineState, seat: Seat, contract: string, log: EventLog): void {
  const choam = choamOf(state)!;
  const slot = choam.faceUp.indexOf(contract);
  const next = slot >= 0 ? choam.deck.shift() : undefined;
  if (slot < 0) choam.setAside.splice(choam.setAside.indexOf(contract), 1);
  else if (next === undefined) choam.faceUp.splice(slot, 1);
  else choam.faceUp[slot] = next;
  choam.held[seat]!.push(contract);
  log.public('contractTaken', { seat, contract });
  if (next !== undefined) log.public('contractRevealed', { contract: next });
  // facts §2.5: the "Immédiat" contract completes as soon as it is taken.
  if (contractData(contract).trigger.kind === 'immediate') completeContract(state, seat, contract, log);
}

/** A held contract is done: face down, kept (some cards count them), its reward gained (rules 004 "Contrats CHOM"). */
export function completeContract(state: EngineState, seat: Seat, contract: string, log: EventLog): void {
  const choam = choamOf(state)!;
  const held = choam.held[seat]!;
  const i = held.indexOf(contract);
  if (i < 0) return;
  held.splice(i, 1);
  choam.completed[seat]!.push(contract);
  log.public('contractCompleted', { seat, contract });
  pushEffects(state, seat, contractData(contract).reward, contractCtx(state));
}

/** The contracts `seat` holds whose trigger passes `test`, completed together (facts §2.5: "all complete"). */
function completeWhere(state: EngineState, seat: Seat, test: (c: Contract) => boolean, log: EventLog): void {
  const choam = choamOf(state);
  if (!choam) return;
  for (const contract of choam.held[seat]!.filter((c) => test(contractData(c))))
    completeContract(state, seat, contract, log);
}

function isMakerSpace(state: EngineState, space: SpaceId | null): boolean {
  return space !== null && contentOf(state).makerSpaces.includes(space);
}

/**
 * rules 004 "Contrats CHOM", Récolte: spice gained this turn, from any source, once the Agent went to a Maker
 * space, by a contract held when it was sent.
 */
function checkHarvest(state: EngineState, seat: Seat, log: EventLog): void {
  const turn = state.turn;
  if (turn?.seat !== seat || !isMakerSpace(state, turn.space)) return;
  const armed = turn.uprising?.contractsAtAgent ?? [];
  // Counted by the turn's memory (CARD_EFFECTS comes first among the modules).
  const gained = turn.uprising?.spiceGained ?? 0;
  completeWhere(
    state,
    seat,
    (c) => armed.includes(c.id) && c.trigger.kind === 'harvest' && gained >= c.trigger.atLeast,
    log,
  );
}

/**
 * The CHOAM module (rules 004 "Module CHOM", "Espace CHOM", "Contrats CHOM"; facts §2.5). Its spice count of the
 * turn is kept with or without the module: cards read it (Leverage).
 */
export const CHOAM: RuleModule = {
  id: 'choam',
  setup: setupContracts,
  resolve(state, seat, effect, _ctx, log) {
    if (effect.kind !== 'takeContract') return false;
    resolveTakeContract(state, seat, log);
    return true;
  },
  agentSent(state, seat, space, log) {
    const choam = choamOf(state);
    const memory = uprisingTurn(state, seat);
    if (!choam || !memory) return;
    // "vous devez posséder le contrat avant de faire l'action": those held now, several at once.
    memory.contractsAtAgent = [...choam.held[seat]!];
    completeWhere(state, seat, (c) => c.trigger.kind === 'space' && c.trigger.space === space, log);
    checkHarvest(state, seat, log);
  },
  resourceGained(state, seat, resource, amount, log) {
    if (resource !== 'spice' || amount <= 0) return;
    checkHarvest(state, seat, log);
  },
  cardAcquired(state, seat, card, log) {
    if (card === 'theSpiceMustFlow')
      completeWhere(state, seat, (c) => c.trigger.kind === 'acquireTheSpiceMustFlow', log);
  },
};
