import { randomInt, ruleError, shuffleInPlace, type Seat } from '@arrakis/engine';
import { drawIntrigues, stealIntrigues } from '../../cards.ts';
import { recruitTroops, deployTroops, loseGarrisonTroops, removeConflictTroops } from '../../troops.ts';
import type { Effect } from '../../dsl/effect.ts';
import type { Faction, Resource } from '../../dsl/primitives.ts';
import type { ObservationPostId, SpyPost, UprisingCondition, UprisingSpaceId } from '../../dsl/uprising.ts';
import { conflictIn, spaceIn, trackIn, type RivalRules, type RuleModule } from '../../edition.ts';
import { fulfillable, holds } from '../../effects/evaluate.ts';
import { push } from '../../effects/stack.ts';
import { giveControlBonus, placeRivalAgent, rivalChoice, rivalDecider } from '../../houseHagal.ts';
import { EventLog } from '../../events.ts';
import { changeInfluence, gainVictoryPoints } from '../../influence.ts';
import { newRival, SetupError } from '../../setup.ts';
import type { EngineState, HouseHagalState } from '../../state.ts';
import type { AnyIds } from '../../ids.ts';
import { contentOf } from '../index.ts';
import { OBSERVATION_POSTS, UPRISING_SPACES } from './board.ts';
import { UPRISING_HAGAL_CARDS, type UprisingHagalCardId } from './hagal.ts';
import { uprisingPieces } from './pieces.ts';
import {
  RIVAL_SETUP,
  RIVAL_SWORDMASTER_PAYMENT_ORDER,
  RIVAL_VICTORY_POINT_PRICE,
  UPRISING_RIVAL_DIFFICULTIES,
  UPRISING_RIVALS,
  type RivalDifficulty,
  type RivalId,
} from './rivals.ts';
import { agentOnSpiedMakerSpace } from './leaderRules.ts';
import { canSummon } from './sandworms.ts';
import { placeSpy, recallSpy, spyOn, spyPosts } from './spies.ts';
import type { HagalPlay, Rival, UprisingHagalCard } from './types.ts';

/**
 * Uprising's Rivals (rules 004 "Solo (Mise en place des 2 Rivaux)", "JEU SOLO – DÉTAIL (MAISON HAGAL)", "LISTE DES
 * RIVAUX"; facts uprising-rules.md §2.9 for two players): two Rivals in solo, one shared by the two players in a
 * two-player game. They never decide anything: every choice follows their card, their lowest track and their
 * Faction priority.
 */

const HAGAL: Readonly<Record<string, UprisingHagalCard | undefined>> = UPRISING_HAGAL_CARDS;

function hagalCard(id: string): UprisingHagalCard {
  const card = HAGAL[id];
  if (!card) throw new Error(`not a House Hagal card of Uprising: ${id}`);
  return card;
}

/** rules 004 Solo: "Retirer la carte 2J"; two players keep it (facts §2.9). */
export function uprisingHagalDeck(mode: HouseHagalState['mode']): UprisingHagalCardId[] {
  const out: UprisingHagalCardId[] = [];
  for (const card of Object.values(UPRISING_HAGAL_CARDS)) {
    if (card.twoPlayerOnly && mode === 'solo') continue;
    for (let i = 0; i < card.copies; i++) out.push(card.id);
  }
  return out;
}

function hagalOf(state: EngineState): HouseHagalState<AnyIds> {
  const h = state.houseHagal;
  if (!h?.rivals) throw new Error('no Uprising Rivals in this game');
  return h;
}

/** The Rival card the seat plays (rules 004 LISTE DES RIVAUX). */
export function rivalOf(state: EngineState, seat: Seat): Rival {
  const h = hagalOf(state);
  const id = h.rivals![h.seats.indexOf(seat)];
  if (id === undefined) throw new Error(`seat ${seat} is not a Rival`);
  return UPRISING_RIVALS[id];
}

/** The difficulty of the game (rules 004 "Niveau de Difficulté"). */
export function difficultyOf(state: EngineState): RivalDifficulty {
  return UPRISING_RIVAL_DIFFICULTIES[state.options.rivalDifficulty ?? 'novice'];
}

// ---------------------------------------------------------------------------------------------------------------
// Setup

/**
 * rules 004 "Solo (Mise en place des 2 Rivaux)": two Rivals (Glossu and Lady Amber only in two-player games), each
 * with 3 garrison troops (none at Novice), 2 Agents, 3 Spies (the pieces module) and 1 water; the House Hagal deck
 * without the 2J card; at Novice the player draws 1 Intrigue. Two players (facts §2.9): one Rival shared by both,
 * with 3 garrison troops and the Reshuffle card in its deck; the difficulty's Expert rules apply if chosen
 * (docs/content-doubts.md, Uprising Rivals).
 */
export function setupUprisingRivals(state: EngineState): void {
  const count = state.seatCount === 1 ? 2 : state.seatCount === 2 ? 1 : 0;
  if (count === 0) return;
  const solo = count === 2;
  const difficulty = difficultyOf(state);
  const allowed = (Object.keys(UPRISING_RIVALS) as RivalId[]).filter((r) => !solo || !UPRISING_RIVALS[r].twoPlayerOnly);
  const chosen = state.options.rivals ?? [];
  if (chosen.length > 0 && (chosen.length !== count || chosen.some((r) => !allowed.includes(r))))
    // The 2020 game's code for refused Rivals: the lobby words it already.
    throw new SetupError(ruleError('badRivalLeaders', { leaders: chosen.join(',') }));
  const rivals: RivalId[] = [...chosen];
  while (rivals.length < count) {
    const pool = allowed.filter((r) => !rivals.includes(r));
    rivals.push(pool[randomInt(state.rng, pool.length)]!);
  }
  const seats: number[] = [];
  // facts §2.9: the two-player Rival has its 3 garrison troops whatever the difficulty.
  const garrison = solo ? difficulty.rivalGarrison : 3;
  while (seats.length < rivals.length) {
    const rival = newRival(state, null, garrison, RIVAL_SETUP.agents);
    rival.water = RIVAL_SETUP.water;
    seats.push(state.players.length);
    state.players.push(rival);
  }
  const mode = solo ? 'solo' : 'twoPlayer';
  const deck = shuffleInPlace(state.rng, uprisingHagalDeck(mode));
  state.houseHagal = { mode, seats, difficulty: null, deck, discard: [], rivals };
}

/**
 * After the core setup and the Objectives: in solo each Rival drew an Objective like the player and the First
 * Player icon decided (rules 004 Solo). Novice: the player's Intrigue.
 */
function afterSetup(state: EngineState): void {
  const h = state.houseHagal;
  if (!h?.rivals) return;
  // The First Player is the holder of the Objective with the First Player icon (BATTLE_ICONS' setup, which runs
  // before this one and gives the two-player Rival the Ornithopter, rules 004 Solo "Paquet Objectif").
  state.current = state.firstPlayer;
  if (h.mode === 'solo') {
    const extra = difficultyOf(state).playerIntrigues;
    // The setup log is not kept (as the 2020 Rivals' Intrigues): nobody is there to see it yet.
    if (extra > 0) drawIntrigues(state, 0, extra, new EventLog());
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Influence

/** The Factions ordered by the Rival's priority (rules 004 "liste de priorité"). */
function byPriority(rival: Rival, among: readonly Faction[]): Faction[] {
  return rival.factionPriority.filter((f) => among.includes(f));
}

/** rules 004 JEU SOLO – DÉTAIL: "la piste de Faction où il est le plus bas", ties by priority. */
export function lowestTrack(state: EngineState, seat: Seat, among: readonly Faction[] = contentOf(state).factions) {
  const p = state.players[seat]!;
  const ordered = byPriority(rivalOf(state, seat), among);
  return ordered.reduce((best, f) => (p.influence[f] < p.influence[best] ? f : best), ordered[0]!);
}

function highestTrack(state: EngineState, seat: Seat): Faction {
  const p = state.players[seat]!;
  const ordered = byPriority(rivalOf(state, seat), contentOf(state).factions);
  return ordered.reduce((best, f) => (p.influence[f] > p.influence[best] ? f : best), ordered[0]!);
}

/** A track where `amount` more gives the Rival the Alliance, by priority; else its lowest (Glossu, Lady Jessica). */
function allianceTrack(state: EngineState, seat: Seat, amount: number): Faction {
  const p = state.players[seat]!;
  const gives = (f: Faction) => {
    if (state.alliances[f] === seat) return false;
    const level = p.influence[f] + amount;
    const holder = state.alliances[f];
    const track = trackIn(contentOf(state), f);
    return level >= track.alliance.at && (holder === null || level > state.players[holder]!.influence[f]);
  };
  return byPriority(rivalOf(state, seat), contentOf(state).factions).find(gives) ?? lowestTrack(state, seat);
}

// ---------------------------------------------------------------------------------------------------------------
// Spies

/** Faction posts in the Rival's priority order: the Faction observation posts bear the Factions' ids. */
function priorityPosts(rival: Rival): ObservationPostId[] {
  return rival.factionPriority.map((f) => f as ObservationPostId);
}

/** Posts a Rival's Spy effect names, in the order it tries them (rules 004 "Espion"). */
function postsFor(rival: Rival, post: SpyPost): ObservationPostId[] {
  if (post.kind !== 'icons') return priorityPosts(rival);
  const named = OBSERVATION_POSTS.filter((p) => p.connects.some((s) => post.icons.includes(UPRISING_SPACES[s].icon)));
  const ids = named.map((p) => p.id);
  // Faction posts first by priority, then the others in board order.
  return [
    ...priorityPosts(rival).filter((p) => ids.includes(p)),
    ...ids.filter((p) => !priorityPosts(rival).includes(p)),
  ];
}

/**
 * rules 004 "Espion", "Manigance": a Spy from the supply on the first free post; when it is the Rival's third on the
 * board, the two others come back and its scheme triggers. No free post: nothing.
 */
function rivalPlaceSpy(state: EngineState, seat: Seat, posts: readonly ObservationPostId[], log: EventLog): void {
  const pieces = uprisingPieces(state);
  const post = posts.find((p) => spyOn(state, p) === null);
  if (post === undefined || pieces.spySupply[seat]! <= 0) return;
  placeSpy(state, seat, post, null, log);
  const mine = spyPosts(state, seat);
  if (mine.length < 3) return;
  for (const other of mine) if (other !== post) recallSpy(state, seat, other, log);
  const rival = rivalOf(state, seat);
  log.public('rivalScheme', { seat, rival: rival.id });
  rivalDo(state, seat, rival.scheme, null, log);
}

// ---------------------------------------------------------------------------------------------------------------
// Effects

/** rules 004 Déploiement Expert: in a level I or II Conflict, no troop deployed 3+ troops ahead of everyone. */
function holdsBack(state: EngineState, seat: Seat): boolean {
  const lead = difficultyOf(state).expertDeploymentLead;
  if (lead === null || !state.conflict || conflictIn(contentOf(state), state.conflict).level === 3) return false;
  const mine = state.players[seat]!.troops.conflict;
  return state.players.every((p, s) => s === seat || mine - p.troops.conflict >= lead);
}

/** Glossu Rabban and Lady Amber: no VP, and no harvest once armed (rules 004 LISTE DES RIVAUX, "*"). */
function streamlined(state: EngineState, seat: Seat): boolean {
  return rivalOf(state, seat).twoPlayerOnly;
}

function uprisingHolds(state: EngineState, seat: Seat, condition: UprisingCondition): boolean {
  switch (condition.kind) {
    case 'makerHook':
      return uprisingPieces(state).makerHooks[seat] === true;
    case 'shieldWallStands':
      return uprisingPieces(state).shieldWall;
    case 'swordmaster':
      return state.players[seat]!.swordmaster;
    case 'base':
      return holds(state, seat, condition.condition, null);
    default:
      return false;
  }
}

function gainResource(state: EngineState, seat: Seat, resource: Resource, amount: number, log: EventLog): void {
  if (amount <= 0) return;
  state.players[seat]![resource] += amount;
  log.public('gained', { seat, resource, amount });
}

/** rules 004 "Espace de Récolte": the bonus spice; worms on Hagga Basin or the Deep Desert with a Maker Hook, else the base spice too. */
function harvest(state: EngineState, seat: Seat, space: UprisingSpaceId, log: EventLog): void {
  const bonus = state.board.bonusSpice[space] ?? 0;
  state.board.bonusSpice[space] = 0;
  const base = UPRISING_SPACES[space].maker?.baseSpice ?? 0;
  const worms = space === 'deepDesert' ? 2 : space === 'haggaBasin' ? 1 : 0;
  let spice = bonus + base;
  if (worms > 0 && canSummon(state, seat)) {
    const pieces = uprisingPieces(state);
    pieces.sandworms[seat] = (pieces.sandworms[seat] ?? 0) + worms;
    log.public('sandwormsSummoned', { seat, count: worms, total: pieces.sandworms[seat] });
    spice = bonus;
  }
  if (streamlined(state, seat) && state.players[seat]!.swordmaster) {
    log.public('bonusSpiceRemoved', { space, spice: bonus });
    return;
  }
  state.players[seat]!.spice += spice;
  log.public('harvested', { seat, space, spice });
}

function influenceGain(state: EngineState, seat: Seat, effect: Extract<Effect, { kind: 'influence' }>, log: EventLog) {
  const target = effect.faction;
  const factions = contentOf(state).factions;
  switch (target.kind) {
    case 'faction':
      changeInfluence(state, seat, target.faction, effect.amount, log);
      return;
    case 'each':
      for (const f of factions) changeInfluence(state, seat, f, effect.amount, log);
      return;
    case 'distinctChoices': {
      const left = [...factions];
      for (let i = 0; i < target.count && left.length > 0; i++) {
        const f = lowestTrack(state, seat, left);
        left.splice(left.indexOf(f), 1);
        changeInfluence(state, seat, f, effect.amount, log);
      }
      return;
    }
    case 'choice':
      changeInfluence(state, seat, lowestTrack(state, seat, target.among), effect.amount, log);
      return;
    default:
      // "behind an opponent", "the space's Faction": a Rival's lowest track (rules 004 JEU SOLO – DÉTAIL).
      changeInfluence(state, seat, lowestTrack(state, seat), effect.amount, log);
  }
}

/** What a Rival does with effects (a House Hagal card, its signet or scheme, a reward, a control bonus). */
export function rivalDo(
  state: EngineState,
  seat: Seat,
  effects: readonly Effect[],
  space: UprisingSpaceId | null,
  log: EventLog,
): void {
  const p = state.players[seat]!;
  for (const effect of effects) {
    switch (effect.kind) {
      case 'gain':
        if (typeof effect.amount === 'number') gainResource(state, seat, effect.resource, effect.amount, log);
        break;
      case 'lose':
        p[effect.resource] = Math.max(0, p[effect.resource] - effect.amount);
        log.public('lost', { seat, resource: effect.resource, amount: effect.amount });
        break;
      case 'drawIntrigue':
        drawIntrigues(state, seat, effect.amount, log);
        break;
      case 'victoryPoints':
        gainVictoryPoints(state, seat, effect.amount, log);
        break;
      case 'recruit':
        recruitTroops(state, seat, effect.amount, effect.deploy === 'must' && !holdsBack(state, seat), log);
        break;
      case 'deploy':
        if (!holdsBack(state, seat))
          deployTroops(state, seat, effect.upTo === 'any' ? p.troops.garrison : effect.upTo, log);
        break;
      case 'influence':
        influenceGain(state, seat, effect, log);
        break;
      case 'influenceByPriority':
        changeInfluence(state, seat, rivalOf(state, seat).factionPriority[effect.position - 1]!, 1, log);
        break;
      case 'rivalInfluence': {
        const f =
          effect.track === 'highest'
            ? highestTrack(state, seat)
            : effect.track === 'allianceIfPossible'
              ? allianceTrack(state, seat, effect.amount)
              : lowestTrack(state, seat);
        changeInfluence(state, seat, f, effect.amount, log);
        break;
      }
      case 'stealIntrigue':
        // A Rival is nobody's seat: only the victim learns the card.
        stealIntrigues(state, seat, effect.fromOpponentsWithAtLeast, false, log);
        break;
      case 'signetRing':
        rivalDo(state, seat, rivalOf(state, seat).signetRing, space, log);
        break;
      case 'gainMakerHook': {
        const pieces = uprisingPieces(state);
        if (!pieces.makerHooks[seat]) {
          pieces.makerHooks[seat] = true;
          log.public('makerHooksTaken', { seat });
        }
        break;
      }
      case 'breakShieldWall': {
        // rules 004 "Icône Bouclier brisé": only with a Maker Hook.
        const pieces = uprisingPieces(state);
        if (pieces.shieldWall && pieces.makerHooks[seat]) {
          pieces.shieldWall = false;
          log.public('shieldWallDestroyed', { seat });
        }
        break;
      }
      case 'summonSandworm':
        if (canSummon(state, seat)) {
          const pieces = uprisingPieces(state);
          pieces.sandworms[seat] = (pieces.sandworms[seat] ?? 0) + effect.amount;
          log.public('sandwormsSummoned', { seat, count: effect.amount, total: pieces.sandworms[seat] });
        }
        break;
      case 'placeSpy':
        rivalPlaceSpy(state, seat, postsFor(rivalOf(state, seat), effect.post), log);
        break;
      case 'rivalHarvestUprising':
        if (space !== null) harvest(state, seat, space, log);
        break;
      case 'takeContract':
        // rules 004 JEU SOLO – DÉTAIL: "Les Rivaux ne prennent jamais de Contrat (+2 Solari à la place)".
        gainResource(state, seat, 'solari', 2, log);
        break;
      case 'controlConflictSpace':
      case 'control': {
        const controlled =
          effect.kind === 'control'
            ? effect.space
            : state.conflict
              ? conflictIn(contentOf(state), state.conflict).controlSpace
              : null;
        if (controlled) {
          const from = state.board.control[controlled] ?? null;
          state.board.control[controlled] = seat;
          if (from !== seat) log.public('control', { seat, space: controlled, from });
        }
        break;
      }
      case 'if':
        rivalDo(
          state,
          seat,
          holds(state, seat, effect.condition, null) ? effect.then : (effect.else ?? []),
          space,
          log,
        );
        break;
      case 'ifUprising':
        rivalDo(
          state,
          seat,
          uprisingHolds(state, seat, effect.condition) ? effect.then : (effect.else ?? []),
          space,
          log,
        );
        break;
      case 'pay':
      case 'payUprising':
        // rules 002 PARTIE SOLO, Choix (issue 13: in both games): the player decides whether the Rival pays.
        if (canPay(state, seat, effect))
          push(state, { kind: 'rivalPay', seat: rivalDecider(state), rival: seat, effect });
        break;
      case 'choose':
        rivalChoice(state, seat, effect, (st, s, e, l) => rivalDo(st, s, e, space, l), log);
        break;
      default:
        // Cards, persuasion, swords and the like mean nothing to a Rival, which has no deck.
        break;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Agent turns

function reshuffle(state: EngineState, h: HouseHagalState<AnyIds>, log: EventLog): void {
  h.deck = shuffleInPlace(state.rng, [...h.deck, ...h.discard]);
  h.discard = [];
  log.public('hagalReshuffled', {});
}

/** rules 004: "Si le paquet est vide, mélanger immédiatement la défausse"; the 2J Reshuffle card reshuffles all. */
function reveal(state: EngineState, log: EventLog): UprisingHagalCard {
  const h = hagalOf(state);
  for (;;) {
    if (h.deck.length === 0) reshuffle(state, h, log);
    const id = h.deck.shift()!;
    h.discard.push(id);
    log.public('hagalCardRevealed', { card: id });
    const card = hagalCard(id);
    if (card.plays.length > 0) return card;
    reshuffle(state, h, log);
  }
}

function playApplies(state: EngineState, seat: Seat, play: HagalPlay): boolean {
  const when = play.when;
  if (when.kind === 'conflictLevel')
    return state.conflict !== null && when.levels.includes(conflictIn(contentOf(state), state.conflict).level);
  if (when.kind === 'influence') return state.players[seat]!.influence[when.faction] >= when.atLeast;
  return true;
}

function free(state: EngineState, space: UprisingSpaceId): boolean {
  return (state.board.agents[space] ?? []).length === 0 && !state.board.blocked.some((b) => b.space === space);
}

/**
 * rules 004 Expert "Politique habile": a card sending the Rival to a Faction space without cost is ignored when it
 * holds that Alliance and leads the track, or has 2+ influence there and trails the leader by 2+.
 */
function smartPoliticsSkips(state: EngineState, seat: Seat, faction: Faction | null): boolean {
  if (faction === null || !difficultyOf(state).smartPolitics) return false;
  const mine = state.players[seat]!.influence[faction];
  const best = Math.max(...state.players.map((p, s) => (s === seat ? 0 : p.influence[faction])));
  if (state.alliances[faction] === seat && mine >= best) return true;
  return mine >= 2 && best - mine >= 2;
}

function targetSpace(state: EngineState, play: HagalPlay): UprisingSpaceId | null {
  const target = play.target;
  if (target.kind === 'space') return target.space;
  if (target.kind !== 'richestMakerSpace') return null;
  let best: UprisingSpaceId | null = null;
  for (const space of target.among) {
    const bonus = state.board.bonusSpice[space] ?? 0;
    if (bonus < target.minBonusSpice || !free(state, space)) continue;
    if (best === null || bonus > (state.board.bonusSpice[best] ?? 0)) best = space;
  }
  return best;
}

/**
 * rules 004 JEU SOLO – DÉTAIL, Phase 2: reveal House Hagal cards until one sends the Agent to a free space (an
 * occupied one is discarded); a Spy card places a Spy, then another card is revealed. The Rival ignores the space's
 * cost and effects and gets the card's; a controller of the space gets its bonus.
 */
export function uprisingRivalAgentTurn(state: EngineState, seat: Seat, log: EventLog): void {
  const h = hagalOf(state);
  const rival = state.players[seat]!;
  for (let tries = 0; tries < 3 * (h.deck.length + h.discard.length) + 3; tries++) {
    const card = reveal(state, log);
    const play = card.plays.find((pl) => playApplies(state, seat, pl))!;
    if (play.target.kind === 'spyPost') {
      rivalPlaceSpy(state, seat, play.target.posts, log);
      continue;
    }
    const space = targetSpace(state, play);
    const need = play.requiresInfluence;
    const skip =
      space === null || !free(state, space)
        ? 'occupied'
        : need && state.players[seat]!.influence[need.faction] < need.atLeast
          ? 'influence'
          : smartPoliticsSkips(state, seat, play.smartPolitics)
            ? 'smartPolitics'
            : null;
    if (skip !== null || space === null) {
      log.public('hagalCardSkipped', { seat, card: card.id, reason: skip ?? 'occupied' });
      continue;
    }
    placeRivalAgent(state, seat, card.id, space, log);
    agentOnSpiedMakerSpace(state, seat, space, log);
    rivalDo(state, seat, play.effects, space, log);
    controlBonus(state, space, log);
    return;
  }
  rival.agentsLeft = 0;
  log.public('hagalSkipped', { seat });
}

/** rules 004 III. Combat: the controller gets the bonus "lorsqu'un Agent occupera cet espace", a Rival's included. */
function controlBonus(state: EngineState, space: UprisingSpaceId, log: EventLog): void {
  giveControlBonus(state, space, (controller, bonus) => {
    if (!hagalOf(state).seats.includes(controller)) return false;
    rivalDo(state, controller, bonus, null, log);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Combat

function inConflict(state: EngineState, seat: Seat): boolean {
  return state.players[seat]!.troops.conflict > 0 || (state.uprising?.sandworms[seat] ?? 0) > 0;
}

/**
 * rules 004 Phase 3 (Combat): in turn order, a House Hagal card for each Rival in the Conflict, its swords added;
 * Escalade Brutale (Expert): two cards in a level III Conflict.
 */
export function uprisingRivalSwords(state: EngineState, log: EventLog): void {
  const h = state.houseHagal;
  if (!h) return;
  const level = state.conflict ? conflictIn(contentOf(state), state.conflict).level : 1;
  const cards = difficultyOf(state).brutalEscalation && level === 3 ? 2 : 1;
  const start = state.players.findIndex((_, s) => s === state.firstPlayer);
  const order = state.players.map((_, i) => (start + i) % state.players.length).filter((s) => h.seats.includes(s));
  for (const seat of order) {
    if (!inConflict(state, seat)) continue;
    for (let i = 0; i < cards; i++) {
      const card = reveal(state, log);
      state.players[seat]!.swords += card.swords ?? 0;
      log.public('hagalSwords', { seat, card: card.id, swords: card.swords ?? 0 });
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Resources: the Swordmaster, then VP

function purchasable(
  p: EngineState['players'][number],
): Record<(typeof RIVAL_SWORDMASTER_PAYMENT_ORDER)[number], number> {
  return { solari: p.solari, spice: p.spice, intrigues: p.intrigues.length, water: p.water };
}

/**
 * rules 004 "Ressources, Maitre d'Arme et PV": a Rival keeps its resources until it can pay its Swordmaster, in
 * Solari, then spice, Intrigues, water; armed, it spends 3 Intrigues, 3 water, 7 spice or 7 Solari for 1 VP at once,
 * even out of its turn. Glossu and Lady Amber score no VP, so they buy none.
 */
export function uprisingRivalPurchases(state: EngineState, log: EventLog): void {
  const h = state.houseHagal;
  if (!h?.rivals) return;
  for (const seat of h.seats) {
    const p = state.players[seat]!;
    const rival = rivalOf(state, seat);
    if (!p.swordmaster) {
      const held = purchasable(p);
      if (Object.values(held).reduce((a, b) => a + b, 0) < rival.swordmasterCost) continue;
      let due = rival.swordmasterCost;
      const paid = { solari: 0, spice: 0, intrigues: 0, water: 0 };
      for (const what of RIVAL_SWORDMASTER_PAYMENT_ORDER) {
        const n = Math.min(due, held[what]);
        paid[what] = n;
        due -= n;
        if (what === 'intrigues') {
          state.intrigueDiscard = [...state.intrigueDiscard, ...p.intrigues.slice(0, n)];
          p.intrigues = p.intrigues.slice(n);
        } else p[what] -= n;
      }
      p.swordmaster = true;
      p.agents++;
      p.agentsLeft++;
      log.public('rivalSwordmaster', { seat, ...paid });
    }
    if (streamlined(state, seat)) continue;
    for (;;) {
      let spent: keyof typeof RIVAL_VICTORY_POINT_PRICE | null = null;
      if (p.intrigues.length >= RIVAL_VICTORY_POINT_PRICE.intrigues) {
        const paid = RIVAL_VICTORY_POINT_PRICE.intrigues;
        state.intrigueDiscard = [...state.intrigueDiscard, ...p.intrigues.slice(0, paid)];
        p.intrigues = p.intrigues.slice(paid);
        spent = 'intrigues';
      } else
        for (const r of ['water', 'spice', 'solari'] as const)
          if (p[r] >= RIVAL_VICTORY_POINT_PRICE[r]) {
            p[r] -= RIVAL_VICTORY_POINT_PRICE[r];
            spent = r;
            break;
          }
      if (spent === null) break;
      log.public('rivalBoughtVictoryPoint', { seat, spent, amount: RIVAL_VICTORY_POINT_PRICE[spent] });
      gainVictoryPoints(state, seat, 1, log);
    }
  }
}

/**
 * rules 004 JEU SOLO – DÉTAIL: Rivals "sont affectés par les effets ciblant les adversaires": troop and resource
 * losses; of a choice, the first option made only of those that it can fulfil.
 */
export function uprisingRivalUndergo(state: EngineState, seat: Seat, effects: readonly Effect[], log: EventLog): void {
  const p = state.players[seat]!;
  for (const effect of effects) {
    if (effect.kind === 'loseTroops') {
      if (effect.from === 'conflict') removeConflictTroops(state, seat, effect.amount, 'supply', log);
      else loseGarrisonTroops(state, seat, effect.amount, log);
    } else if (effect.kind === 'lose') {
      p[effect.resource] = Math.max(0, p[effect.resource] - effect.amount);
      log.public('lost', { seat, resource: effect.resource, amount: effect.amount });
    } else if (effect.kind === 'choose') {
      const option = effect.options.find(
        (o) =>
          !o.cost &&
          o.effects.every((e) => e.kind === 'loseTroops' || e.kind === 'lose') &&
          fulfillable(state, seat, o.effects),
      );
      if (option) uprisingRivalUndergo(state, seat, option.effects, log);
    }
  }
}

/** Spies the cost recalls: only a Spy recall is an Uprising cost a Rival can pay (recall 2 Spies → 1 VP). */
function spiesToRecall(effect: Extract<Effect, { kind: 'payUprising' }>): number | null {
  let n = 0;
  for (const c of effect.cost) {
    if (c.kind !== 'recallSpy') return null;
    n += c.amount;
  }
  return n;
}

/** Whether the Rival can pay for a `pay` or `payUprising` arrow now (resources; Spies on the board). */
function canPay(state: EngineState, seat: Seat, effect: Effect): boolean {
  const p = state.players[seat]!;
  if (effect.kind === 'pay') return effect.cost.every((c) => c.kind === 'resource' && p[c.resource] >= c.amount);
  if (effect.kind !== 'payUprising') return false;
  const n = spiesToRecall(effect);
  return n !== null && spyPosts(state, seat).length >= n;
}

function pay(state: EngineState, seat: Seat, effect: Effect, log: EventLog): void {
  if (!canPay(state, seat, effect)) return;
  const p = state.players[seat]!;
  if (effect.kind === 'pay') {
    for (const c of effect.cost)
      if (c.kind === 'resource') {
        p[c.resource] -= c.amount;
        log.public('lost', { seat, resource: c.resource, amount: c.amount });
      }
    rivalDo(state, seat, effect.effects, null, log);
  } else if (effect.kind === 'payUprising') {
    for (const post of spyPosts(state, seat).slice(0, spiesToRecall(effect)!)) recallSpy(state, seat, post, log);
    rivalDo(state, seat, effect.effects, null, log);
  }
}

/** The two-player Rival always plays second and never takes the First Player marker (facts §2.9). */
function twoPlayerRotation(state: EngineState): Seat[] | undefined {
  const h = state.houseHagal;
  if (h?.mode !== 'twoPlayer') return undefined;
  const first = state.firstPlayer;
  return [first, h.seats[0]!, 1 - first];
}

/** Uprising's Rivals behind the editions' seam (`Edition.rivals`). */
export const UPRISING_RIVAL_RULES: RivalRules = {
  playsAsPlayer: () => true,
  deck: uprisingHagalDeck,
  agentTurn: uprisingRivalAgentTurn,
  combatSwords: uprisingRivalSwords,
  gains: (state, seat, effects, log) => rivalDo(state, seat, effects, null, log),
  canPay,
  pay,
  afterGains: uprisingRivalPurchases,
  undergo: uprisingRivalUndergo,
  rotation: twoPlayerRotation,
  mayBeFirstPlayer: (state, seat) => state.houseHagal?.mode !== 'twoPlayer' || seat < state.seatCount,
  scores: (state, seat) => !streamlined(state, seat),
  // rules 004 Expert+ (Kwisatz): "le joueur ne peut pas avoir d'Agent Maitre d'Arme".
  barsSpace: (state, _seat, space) =>
    state.houseHagal?.mode === 'solo' &&
    !difficultyOf(state).playerSwordmaster &&
    spaceIn(contentOf(state), space).effects.some((e) => e.kind === 'gainSwordmaster'),
};

/** The Rivals' setup steps the core leaves to modules (after the First Player is drawn). */
export const RIVALS: RuleModule = {
  id: 'rivals',
  setup: afterSetup,
};
