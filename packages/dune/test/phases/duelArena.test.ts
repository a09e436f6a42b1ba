import { describe, expect, it } from 'vitest';
import type { Seat } from '@arrakis/engine';
import { dune, fixture, type DuneState, type Faction } from '../../src/index.ts';
import { ARENA_CELLS, ARENA_EDGES, OUTER_CELLS, type ArenaCellId } from '../../src/data/arena.ts';
import { DUEL_CARD_IDS, type DuelCardId } from '../../src/data/duel.ts';
import { LEADERS, type LeaderId } from '../../src/data/leaders.ts';
import { DUEL_IDLE_TURNS, openArena } from '../../src/duel/arena.ts';
import { INITIAL_BANK, spiceTotal } from '../../src/spice.ts';
import type { DuneOptions } from '../../src/options.ts';
import { decisionOf, eventsOf, expectError, play, playAll } from '../helpers.ts';

const SIX: Faction[] = ['atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit'];
const ATREIDES = 0;
const HARKONNEN = 1;
const FREMEN = 4;

interface FighterSpec {
  readonly seat: Seat;
  readonly leader: LeaderId;
  readonly cell: ArenaCellId;
  readonly support?: number;
}

/**
 * A Kanly duel at its first turn (the seconds chosen: `seconds`), in the movement phase: the fighters where the
 * test puts them, the Duel hands it names (the other cards in the deck), spice 20 each.
 */
function arena(
  fighters: readonly FighterSpec[],
  hands: Partial<Record<Seat, DuelCardId[]>> = {},
  extra: {
    obstacles?: string[];
    seconds?: { seat: Seat; side: Seat; leader: LeaderId }[];
    kind?: 'kanly' | 'assassinsWar';
    options?: Partial<DuneOptions>;
  } = {},
): DuneState {
  let f = fixture({ factions: SIX, seed: 'arena', duel: true, ...extra.options }).phase('movement');
  for (const faction of SIX) f = f.spice(faction, 20);
  return f
    .with((s) => {
      const d = s.duel!;
      const wanted = Object.values(hands).flat();
      for (let seat = 0; seat < 6; seat++) d.hands[String(seat)] = [...(hands[seat] ?? [])];
      d.discard = [];
      d.deck = DUEL_CARD_IDS.filter((c) => !wanted.includes(c));
      const a = openArena(s, extra.kind ?? 'kanly', fighters);
      a.stage = 'fight';
      fighters.forEach((spec, i) => {
        a.fighters[i]!.cell = spec.cell;
        const support = spec.support ?? 0;
        s.factions[s.seats[spec.seat]!]!.spice -= support;
        a.fighters[i]!.support = support;
      });
      a.obstacles = [...(extra.obstacles ?? [])];
      a.seconds = [...(extra.seconds ?? [])];
      s.stack.push({ kind: 'duelTurn', seat: fighters[0]!.seat });
    })
    .build();
}

const legal = (state: DuneState, seat: Seat) => dune.decisionActions(state, seat);
const fighter = (state: DuneState, seat: Seat) => state.duel!.arena!.fighters.find((f) => f.seat === seat)!;

describe('rules 000 §19.C.1–2: the arena is set up', () => {
  function kanlyCalled(): DuneState {
    let state = fixture({ factions: SIX, seed: 'arena', duel: true }).phase('movement').spice('harkonnen', 4).build();
    state = structuredClone(state);
    state.stack.push({ kind: 'duelChampion', seats: [HARKONNEN, ATREIDES], commits: {} });
    return playAll(state, [
      [HARKONNEN, { type: 'chooseChampion', leader: 'feydRautha' }],
      [ATREIDES, { type: 'chooseChampion', leader: 'ladyJessica' }],
    ]).state;
  }

  it('§19.C.1 "dans la case extérieure de son choix, puis son adversaire … dans une autre case extérieure"', () => {
    let state = kanlyCalled();
    expect(decisionOf(state)).toEqual({ kind: 'duelPlacement', seats: [HARKONNEN] });
    expect(legal(state, HARKONNEN).map((a) => (a.type === 'placeChampion' ? a.cell : ''))).toEqual(OUTER_CELLS);
    state = play(state, HARKONNEN, { type: 'placeChampion', cell: 'outer2' }).state;
    expect(decisionOf(state)).toEqual({ kind: 'duelPlacement', seats: [ATREIDES] });
    expect(legal(state, ATREIDES)).not.toContainEqual({ type: 'placeChampion', cell: 'outer2' });
    expectError(state, ATREIDES, { type: 'placeChampion', cell: 'middle0' }, 'cellNotOpen');
  });

  it('§19.C.1 "de 1 à 10 unités d\'Epice pour soutenir": within the spice held, put down at once', () => {
    let state = playAll(kanlyCalled(), [
      [HARKONNEN, { type: 'placeChampion', cell: 'outer2' }],
      [ATREIDES, { type: 'placeChampion', cell: 'outer4' }],
    ]).state;
    expect(decisionOf(state)).toEqual({ kind: 'duelSupport', seats: [HARKONNEN, ATREIDES] });
    expect(legal(state, HARKONNEN).map((a) => (a.type === 'duelSupport' ? a.amount : 0))).toEqual([1, 2, 3, 4]);
    expect(legal(state, ATREIDES)).toHaveLength(10);
    state = play(state, HARKONNEN, { type: 'duelSupport', amount: 3 }).state;
    // Put down together: the other side does not see it before its own.
    expect(JSON.stringify(dune.view(state, ATREIDES).frame)).not.toContain('3');
    expect(dune.view(state, ATREIDES).duel!.arena!.fighters[0]!.support).toBe(0);
    state = play(state, ATREIDES, { type: 'duelSupport', amount: 10 }).state;
    expect(dune.view(state, 3).duel!.arena!.fighters.map((f) => f.support)).toEqual([3, 10]);
    expect(state.factions['harkonnen']!.spice).toBe(1);
    expect(spiceTotal(state)).toBe(INITIAL_BANK);
  });

  it('§19.C.1 DESIGN: spice given away after the support was chosen is not put down', () => {
    const state = playAll(kanlyCalled(), [
      [HARKONNEN, { type: 'placeChampion', cell: 'outer2' }],
      [ATREIDES, { type: 'placeChampion', cell: 'outer4' }],
      [HARKONNEN, { type: 'duelSupport', amount: 4 }],
      [HARKONNEN, { type: 'giftSpice', to: 3, amount: 3 }],
      [ATREIDES, { type: 'duelSupport', amount: 1 }],
    ]).state;
    expect(state.duel!.arena!.fighters[0]!.support).toBe(1);
    expect(state.factions['harkonnen']!.spice).toBe(0);
    expect(spiceTotal(state)).toBe(INITIAL_BANK);
  });

  it('§19.C.2 "les autres joueurs doivent alors, chacun, choisir leur camp": a leader face down, never the Main Character', () => {
    let state = playAll(kanlyCalled(), [
      [HARKONNEN, { type: 'placeChampion', cell: 'outer2' }],
      [ATREIDES, { type: 'placeChampion', cell: 'outer4' }],
      [HARKONNEN, { type: 'duelSupport', amount: 1 }],
      [ATREIDES, { type: 'duelSupport', amount: 1 }],
    ]).state;
    expect(decisionOf(state)).toEqual({ kind: 'duelSeconds', seats: [2, 3, 4, 5] });
    const choices = legal(state, FREMEN);
    expect(choices).toHaveLength(10);
    expect(choices).not.toContainEqual({ type: 'chooseSecond', side: null, leader: null });
    expect(choices.some((a) => a.type === 'chooseSecond' && a.leader === 'lietKynes')).toBe(false);
    state = play(state, FREMEN, { type: 'chooseSecond', side: ATREIDES, leader: 'stilgar' }).state;
    for (const s of [2, 3, 5]) state = play(state, s, legal(state, s)[0]!).state;
    // The side is seen, the leader is not.
    const seconds = dune.view(state, ATREIDES).duel!.arena!.seconds;
    expect(seconds.find((c) => c.seat === FREMEN)).toEqual({ seat: FREMEN, side: ATREIDES, leader: null });
    expect(dune.view(state, FREMEN).duel!.arena!.seconds.find((c) => c.seat === FREMEN)!.leader).toBe('stilgar');
    // §19.C.3.a "l'auteur du Kanly déplace son chef en premier".
    expect(decisionOf(state)).toEqual({ kind: 'duelTurn', seats: [HARKONNEN] });
  });

  it('§19.C.2 "pas obligés d\'engager de chef s\'il ne leur reste que leur Personnage Principal"', () => {
    let state = playAll(kanlyCalled(), [
      [HARKONNEN, { type: 'placeChampion', cell: 'outer2' }],
      [ATREIDES, { type: 'placeChampion', cell: 'outer4' }],
      [HARKONNEN, { type: 'duelSupport', amount: 1 }],
      [ATREIDES, { type: 'duelSupport', amount: 1 }],
    ]).state;
    state = structuredClone(state);
    for (const id of ['stilgar', 'chani', 'otheym', 'shadoutMapes', 'jamis'])
      state.factions['fremen']!.leaders[id]!.location = 'tanks';
    expect(legal(state, FREMEN)).toEqual([{ type: 'chooseSecond', side: null, leader: null }]);
  });
});

describe('rules 000 §19.C.3: moves and turns', () => {
  it('§19.C.3.a "une ou deux actions par tour": the turn passes after two, or ends after one', () => {
    let state = arena([
      { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0' },
      { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer2' },
    ]);
    // At least one action.
    expect(legal(state, HARKONNEN)).not.toContainEqual({ type: 'duelEndTurn' });
    state = play(state, HARKONNEN, { type: 'duelMove', to: 'middle0' }).state;
    expect(legal(state, HARKONNEN)).toContainEqual({ type: 'duelEndTurn' });
    state = play(state, HARKONNEN, { type: 'duelMove', to: 'outer0' }).state;
    expect(decisionOf(state)).toEqual({ kind: 'duelTurn', seats: [ATREIDES] });
    state = playAll(state, [
      [ATREIDES, { type: 'duelMove', to: 'outer3' }],
      [ATREIDES, { type: 'duelEndTurn' }],
    ]).state;
    expect(decisionOf(state)).toEqual({ kind: 'duelTurn', seats: [HARKONNEN] });
  });

  it('§19.C.11 "s\'il ne peut ni jouer une carte ni se déplacer, il doit passer son tour"', () => {
    const state = arena(
      [
        { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0' },
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'middle0' },
      ],
      {},
      { obstacles: [ARENA_CELLS.outer0.edges.left!, ARENA_CELLS.outer0.edges.right!] },
    );
    expect(legal(state, HARKONNEN)).toEqual([{ type: 'duelEndTurn' }]);
  });

  // issue 21: each refused with its rule (§19).
  it('§19.C.3.a "il est interdit de pénétrer dans une case occupée"', () => {
    const state = arena([
      { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0' },
      { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer1' },
    ]);
    expect(legal(state, HARKONNEN)).not.toContainEqual({ type: 'duelMove', to: 'outer1' });
    expectError(state, HARKONNEN, { type: 'duelMove', to: 'outer1' }, 'duelCellOccupied');
    expectError(state, HARKONNEN, { type: 'duelMove', to: 'inner0' }, 'duelNotNeighbour');
  });

  it('§19.C.3.b a Duel card each step toward the centre, never more than 4 in hand; in and out again', () => {
    let state = arena(
      [
        { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0' },
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer2' },
      ],
      { [HARKONNEN]: ['attackLeft1', 'attackLeft2'] },
    );
    let r = play(state, HARKONNEN, { type: 'duelMove', to: 'middle0' });
    expect(state.duel!.hands['1']).toHaveLength(2);
    expect(r.state.duel!.hands['1']).toHaveLength(3);
    expect(eventsOf(r.events, 'duelCardDrawn')).toHaveLength(1);
    // The card itself only to its receiver.
    expect(r.events.find((e) => e.type === 'duelCardReceived')!.visibility).toEqual([HARKONNEN]);
    r = play(r.state, HARKONNEN, { type: 'duelMove', to: 'outer0' });
    expect(r.state.duel!.hands['1']).toHaveLength(3);
    state = structuredClone(r.state);
    state.duel!.hands['1']!.push(state.duel!.deck.pop()!);
    state = playAll(state, [
      [ATREIDES, { type: 'duelMove', to: 'outer3' }],
      [ATREIDES, { type: 'duelEndTurn' }],
    ]).state;
    state = play(state, HARKONNEN, { type: 'duelMove', to: 'middle0' }).state;
    expect(state.duel!.hands['1']).toHaveLength(4);
  });

  it('§19.C.10 "dès que la pile de cartes Duel est épuisée, les cartes défaussées sont battues"', () => {
    let state = arena([
      { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0' },
      { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer2' },
    ]);
    state = structuredClone(state);
    state.duel!.discard = state.duel!.deck.splice(0);
    const r = play(state, HARKONNEN, { type: 'duelMove', to: 'middle0' });
    expect(eventsOf(r.events, 'duelDeckShuffled')).toHaveLength(1);
    expect(r.state.duel!.hands['1']).toHaveLength(1);
    expect(r.state.duel!.deck.length + r.state.duel!.discard.length).toBe(24);
  });
});

describe('rules 000 §19.C.4–6: attacks, parries, violence', () => {
  it('§19.C.4.a attacks by direction: "Attaque sur la gauche" only at the cell on the left', () => {
    // outer0's left is outer1 (data/arena.ts), its right outer4, its inside middle0.
    const state = arena(
      [
        { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0' },
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer1' },
      ],
      { [HARKONNEN]: ['attackLeft1', 'attackRight1', 'attackInside1', 'attackOutside1'] },
    );
    const attacks = legal(state, HARKONNEN).filter((a) => a.type === 'duelCard');
    expect(attacks).toEqual([{ type: 'duelCard', card: 'attackLeft1', target: ATREIDES }]);
    expectError(state, HARKONNEN, { type: 'duelCard', card: 'attackRight1', target: ATREIDES }, 'duelCardNoTarget');
  });

  it('§19.C.4.a "Attaque vers l\'intérieur" and "vers l\'extérieur"', () => {
    const state = arena(
      [
        { seat: HARKONNEN, leader: 'feydRautha', cell: 'middle0' },
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'inner0' },
      ],
      { [HARKONNEN]: ['attackInside1', 'attackOutside1', 'attackRight1'], [ATREIDES]: ['attackOutside2'] },
    );
    expect(legal(state, HARKONNEN).filter((a) => a.type === 'duelCard')).toEqual([
      { type: 'duelCard', card: 'attackInside1', target: ATREIDES },
    ]);
    const swapped = structuredClone(state);
    swapped.stack[swapped.stack.length - 1] = { kind: 'duelTurn', seat: ATREIDES };
    swapped.duel!.arena!.current = 1;
    expect(legal(swapped, ATREIDES).filter((a) => a.type === 'duelCard')).toEqual([
      { type: 'duelCard', card: 'attackOutside2', target: HARKONNEN },
    ]);
  });

  it("§19.C.5.a the rules' example: Jessica (5) strikes Stilgar (7) with 2 support: 2, then 3 of his strength", () => {
    let state = arena(
      [
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer0', support: 1 },
        { seat: FREMEN, leader: 'stilgar', cell: 'outer1', support: 2 },
      ],
      { [ATREIDES]: ['attackLeft1'] },
    );
    const before = state.factions['atreides']!.spice;
    const bank = state.bank;
    state = play(state, ATREIDES, { type: 'duelCard', card: 'attackLeft1', target: FREMEN }).state;
    // §19.C.6: the defender is asked for a parry, whether he holds one or not.
    expect(decisionOf(state)).toEqual({ kind: 'duelParry', seats: [FREMEN] });
    expect(legal(state, FREMEN)).toEqual([{ type: 'duelParry', card: null }]);
    const r = play(state, FREMEN, { type: 'duelParry', card: null });
    // §19.C.5.a the striker shows his disc; the victim his, once the support is not enough.
    expect(fighter(state, ATREIDES).revealed).toBe(true);
    expect(eventsOf(r.events, 'duellistRevealed').map((e) => e.params['leader'])).toEqual(['stilgar']);
    expect(fighter(r.state, FREMEN)).toMatchObject({ strength: 4, support: 0, revealed: true, alive: true });
    // §19.C.5.b behind the striker's shield: 2 support + 3 converted, those from the Bank (DESIGN).
    expect(r.state.factions['atreides']!.spice).toBe(before + 5);
    expect(r.state.bank).toBe(bank - 3);
    expect(fighter(r.state, ATREIDES).support).toBe(1);
    expect(spiceTotal(r.state)).toBe(INITIAL_BANK);
  });

  it('§19.C.5.a a blow the support covers leaves the victim hidden', () => {
    let state = arena(
      [
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer0' },
        { seat: FREMEN, leader: 'stilgar', cell: 'outer1', support: 8 },
      ],
      { [ATREIDES]: ['attackLeft1'] },
    );
    state = play(state, ATREIDES, { type: 'duelCard', card: 'attackLeft1', target: FREMEN }).state;
    state = play(state, FREMEN, { type: 'duelParry', card: null }).state;
    expect(fighter(state, FREMEN)).toMatchObject({ strength: 7, support: 3, revealed: false });
    expect(dune.view(state, ATREIDES).duel!.arena!.fighters[1]).toMatchObject({ leader: null, strength: null });
  });

  it('§19.C.5.c death: the violence reaches support plus strength; the striker collects all; seconds paid or lost', () => {
    let state = arena(
      [
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer0', support: 2 },
        { seat: FREMEN, leader: 'otheym', cell: 'outer1' },
      ],
      { [ATREIDES]: ['attackLeft1'] },
      {
        seconds: [
          { seat: 2, side: ATREIDES, leader: 'bashar' },
          { seat: 3, side: FREMEN, leader: 'guildRep' },
        ],
      },
    );
    const before = state.factions['atreides']!.spice;
    state = play(state, ATREIDES, { type: 'duelCard', card: 'attackLeft1', target: FREMEN }).state;
    const r = play(state, FREMEN, { type: 'duelParry', card: null });
    const otheym = LEADERS.otheym.value;
    expect(eventsOf(r.events, 'duellistKilled')).toHaveLength(1);
    expect(r.state.factions['fremen']!.leaders['otheym']!.location).toBe('tanks');
    // Jessica's 5 reach Otheym's 0 + 5: all of it, and her own support back.
    expect(r.state.factions['atreides']!.spice).toBe(before + otheym + 2);
    expect(eventsOf(r.events, 'duelEnded')[0]!.params).toMatchObject({ winner: ATREIDES, reason: 'death' });
    // The loser's second goes to the Tanks; the winner's takes its strength (bashar) in spice, forces, leaders.
    expect(r.state.factions['guild']!.leaders['guildRep']!.location).toBe('tanks');
    expect(decisionOf(r.state)).toEqual({ kind: 'secondReward', seats: [2] });
    expect(r.state.duel!.arena).toBeUndefined();
    expect(spiceTotal(r.state)).toBe(INITIAL_BANK);
  });

  it('§19.C.2 the winner\'s second: "la combinaison de leur choix en Epice de la Banque, et en pions et chefs des Cuves"', () => {
    let state = arena(
      [
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer0' },
        { seat: FREMEN, leader: 'otheym', cell: 'outer1' },
      ],
      { [ATREIDES]: ['attackLeft1'] },
      { seconds: [{ seat: 2, side: ATREIDES, leader: 'hasimirFenring' }] },
    );
    state = structuredClone(state);
    state.factions['emperor']!.tanks = 3;
    state.factions['emperor']!.reserves -= 3;
    state.factions['emperor']!.leaders['caid']!.location = 'tanks';
    state = play(state, ATREIDES, { type: 'duelCard', card: 'attackLeft1', target: FREMEN }).state;
    state = play(state, FREMEN, { type: 'duelParry', card: null }).state;
    const budget = LEADERS.hasimirFenring.value;
    const spice = state.factions['emperor']!.spice;
    expect(legal(state, 2)).toContainEqual({ type: 'secondReward', forces: 0, leader: null });
    const caid = LEADERS.caid.value;
    const r = play(state, 2, { type: 'secondReward', forces: 1, leader: 'caid' });
    expect(r.state.factions['emperor']!.leaders['caid']!.location).toBe('available');
    expect(r.state.factions['emperor']!.leaders['hasimirFenring']!.location).toBe('available');
    expect(eventsOf(r.events, 'secondRewarded')[0]!.params).toEqual({
      seat: 2,
      forces: 1,
      leader: 'caid',
      spice: budget - 1 - caid,
    });
    expect(r.state.factions['emperor']!.spice).toBe(spice + budget - 1 - caid);
    expect(spiceTotal(r.state)).toBe(INITIAL_BANK);
  });

  it('§19.C.6 parries "simultanées": the rules\' example, Stilgar (5 left) and Jessica both die, each paid', () => {
    let state = arena(
      [
        { seat: FREMEN, leader: 'stilgar', cell: 'outer1' },
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer0' },
      ],
      { [FREMEN]: ['attackRight1'], [ATREIDES]: ['parryLeft', 'parryRight'] },
      { seconds: [{ seat: 2, side: ATREIDES, leader: 'bashar' }] },
    );
    state = structuredClone(state);
    fighter(state, FREMEN).strength = 5;
    fighter(state, FREMEN).revealed = true;
    const fremen = state.factions['fremen']!.spice;
    const atreides = state.factions['atreides']!.spice;
    state = play(state, FREMEN, { type: 'duelCard', card: 'attackRight1', target: ATREIDES }).state;
    // Stilgar stands on Jessica's left: the parry "à une attaque de la gauche", not of the right.
    expect(legal(state, ATREIDES)).toEqual([
      { type: 'duelParry', card: null },
      { type: 'duelParry', card: 'parryLeft' },
    ]);
    const r = play(state, ATREIDES, { type: 'duelParry', card: 'parryLeft' });
    expect(eventsOf(r.events, 'duellistKilled')).toHaveLength(2);
    expect(r.state.factions['fremen']!.spice).toBe(fremen + 5);
    expect(r.state.factions['atreides']!.spice).toBe(atreides + 5);
    // §19.C.6.b "les seconds ne perçoivent rien, mais ne perdent pas la vie non plus".
    expect(eventsOf(r.events, 'duelEnded')[0]!.params).toMatchObject({ winner: null });
    expect(r.state.factions['emperor']!.leaders['bashar']!.location).toBe('available');
    expect(decisionOf(r.state)?.kind).not.toBe('secondReward');
  });

  it('§19.C.4.b the four parries: "A une attaque de la gauche / de la droite / de l\'intérieur / de l\'extérieur"', () => {
    // The defender in middle1; the attacker on each of its sides, striking with the card of the opposite direction.
    const sides = [
      { at: 'middle2', attack: 'attackRight1', parry: 'parryLeft' },
      { at: 'middle0', attack: 'attackLeft1', parry: 'parryRight' },
      { at: 'inner1', attack: 'attackOutside1', parry: 'parryInside' },
      { at: 'outer1', attack: 'attackInside1', parry: 'parryOutside' },
    ] as const;
    for (const { at, attack, parry } of sides) {
      let state = arena(
        [
          { seat: HARKONNEN, leader: 'feydRautha', cell: at },
          { seat: ATREIDES, leader: 'ladyJessica', cell: 'middle1' },
        ],
        { [HARKONNEN]: [attack], [ATREIDES]: ['parryLeft', 'parryRight', 'parryInside', 'parryOutside'] },
      );
      state = play(state, HARKONNEN, { type: 'duelCard', card: attack, target: ATREIDES }).state;
      expect(legal(state, ATREIDES)).toEqual([
        { type: 'duelParry', card: null },
        { type: 'duelParry', card: parry },
      ]);
      const r = play(state, ATREIDES, { type: 'duelParry', card: parry });
      expect(eventsOf(r.events, 'duelParried')).toHaveLength(1);
      // Both blows land at once: Jessica's counter-blow and Feyd's attack.
      expect(eventsOf(r.events, 'duelBlow').map((e) => e.params['striker'])).toEqual([HARKONNEN, ATREIDES]);
    }
  });

  it('§19.C.4.a "Lancer de couteau": on every side, at two cells or less, not across an obstacle', () => {
    const base = (cell: ArenaCellId, obstacles: string[] = []) =>
      arena(
        [
          { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0' },
          { seat: ATREIDES, leader: 'ladyJessica', cell },
        ],
        { [HARKONNEN]: ['knifeThrow'] },
        { obstacles },
      );
    const knife = { type: 'duelCard', card: 'knifeThrow', target: ATREIDES };
    expect(legal(base('middle1'), HARKONNEN)).toContainEqual(knife);
    expect(legal(base('outer2'), HARKONNEN)).toContainEqual(knife);
    expect(legal(base('inner1'), HARKONNEN)).not.toContainEqual(knife);
    expect(legal(base('outer2', [ARENA_CELLS.outer0.edges.left!]), HARKONNEN)).not.toContainEqual(knife);
  });

  it('DESIGN knife parry: a diagonal throw may be parried from either of its two sides', () => {
    let state = arena(
      [
        { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0' },
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'middle1' },
      ],
      { [HARKONNEN]: ['knifeThrow'], [ATREIDES]: ['parryOutside', 'parryRight', 'parryInside'] },
    );
    state = play(state, HARKONNEN, { type: 'duelCard', card: 'knifeThrow', target: ATREIDES }).state;
    // From middle1, outer0 is one step out then right, or right then out.
    expect(legal(state, ATREIDES).map((a) => (a.type === 'duelParry' ? a.card : ''))).toEqual([
      null,
      'parryOutside',
      'parryRight',
    ]);
  });
});

describe('rules 000 §19.C.8–9 and the special cards', () => {
  it('§19.C.8 "Placer obstacle" on a straight edge: nobody moves or attacks across it', () => {
    let state = arena(
      [
        { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0' },
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer2' },
      ],
      { [HARKONNEN]: ['placeObstacle1'], [ATREIDES]: ['attackRight1'] },
    );
    const edges = legal(state, HARKONNEN).filter((a) => a.type === 'duelCard');
    // Only the ring's straight edges (option duelArcObstacles for the arcs).
    expect(edges).toHaveLength(Object.values(ARENA_EDGES).filter((e) => e.straight).length);
    const edge = ARENA_CELLS.outer2.edges.right!;
    state = play(state, HARKONNEN, { type: 'duelCard', card: 'placeObstacle1', edge }).state;
    expect(state.duel!.arena!.obstacles).toEqual([edge]);
    state = play(state, HARKONNEN, { type: 'duelMove', to: 'outer1' }).state;
    expect(legal(state, ATREIDES)).not.toContainEqual({ type: 'duelMove', to: 'outer1' });
    expect(legal(state, ATREIDES).some((a) => a.type === 'duelCard')).toBe(false);
  });

  it('§19.C.8 option duelArcObstacles: the arcs between rings take obstacles too', () => {
    const state = arena(
      [
        { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0' },
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer2' },
      ],
      { [HARKONNEN]: ['placeObstacle1'] },
      { options: { duelArcObstacles: true } },
    );
    expect(legal(state, HARKONNEN).filter((a) => a.type === 'duelCard')).toHaveLength(Object.keys(ARENA_EDGES).length);
  });

  it('§19.C.8 "jamais plus de 6 marqueurs d\'obstacle dans l\'arène"', () => {
    const straight = Object.values(ARENA_EDGES)
      .filter((e) => e.straight)
      .map((e) => e.id);
    const state = arena(
      [
        { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0' },
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'inner2' },
      ],
      { [HARKONNEN]: ['placeObstacle1'] },
      { obstacles: straight.slice(5, 11) },
    );
    expect(legal(state, HARKONNEN).some((a) => a.type === 'duelCard')).toBe(false);
  });

  it('§19.C.8 "Sauter obstacle": the next move or attack ignores the obstacles', () => {
    const edge = ARENA_CELLS.outer0.edges.left!;
    let state = arena(
      [
        { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0' },
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer1' },
      ],
      { [HARKONNEN]: ['jumpObstacle', 'attackLeft1'] },
      { obstacles: [edge] },
    );
    expect(legal(state, HARKONNEN)).not.toContainEqual({ type: 'duelCard', card: 'attackLeft1', target: ATREIDES });
    state = play(state, HARKONNEN, { type: 'duelCard', card: 'jumpObstacle' }).state;
    expect(legal(state, HARKONNEN)).toContainEqual({ type: 'duelCard', card: 'attackLeft1', target: ATREIDES });
  });

  it('§19.C.8 "Retirer obstacle": the marker of one\'s choice leaves the arena', () => {
    const edges = [ARENA_CELLS.outer0.edges.left!, ARENA_CELLS.outer0.edges.right!];
    let state = arena(
      [
        { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0' },
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer2' },
      ],
      { [HARKONNEN]: ['removeObstacle'] },
      { obstacles: edges },
    );
    state = play(state, HARKONNEN, { type: 'duelCard', card: 'removeObstacle', edge: edges[1]! }).state;
    expect(state.duel!.arena!.obstacles).toEqual([edges[0]]);
    expect(state.duel!.discard).toEqual(['removeObstacle']);
  });

  it('§19.C.4.a note "Trois actions": one action buys three more', () => {
    let state = arena(
      [
        { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0' },
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer2' },
      ],
      { [HARKONNEN]: ['threeActions'] },
    );
    state = playAll(state, [
      [HARKONNEN, { type: 'duelCard', card: 'threeActions' }],
      [HARKONNEN, { type: 'duelMove', to: 'middle0' }],
      [HARKONNEN, { type: 'duelMove', to: 'inner0' }],
      [HARKONNEN, { type: 'duelMove', to: 'inner1' }],
    ]).state;
    expect(decisionOf(state)).toEqual({ kind: 'duelTurn', seats: [HARKONNEN] });
    state = play(state, HARKONNEN, { type: 'duelMove', to: 'inner2' }).state;
    expect(decisionOf(state)).toEqual({ kind: 'duelTurn', seats: [ATREIDES] });
  });

  it('§19.C.9 "Quitter l\'Arène avec les honneurs": the duel ends at once, the seconds neither gain nor lose', () => {
    let state = arena(
      [
        { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0', support: 4 },
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer2', support: 2 },
      ],
      { [ATREIDES]: ['leaveArena'] },
      {
        seconds: [
          { seat: 2, side: HARKONNEN, leader: 'bashar' },
          { seat: 3, side: ATREIDES, leader: 'guildRep' },
        ],
      },
    );
    const harkonnen = state.factions['harkonnen']!.spice;
    state = playAll(state, [
      [HARKONNEN, { type: 'duelMove', to: 'outer1' }],
      [HARKONNEN, { type: 'duelEndTurn' }],
    ]).state;
    expect(legal(state, HARKONNEN)).toEqual([]);
    const r = play(state, ATREIDES, { type: 'duelCard', card: 'leaveArena' });
    expect(eventsOf(r.events, 'duelEnded')[0]!.params).toMatchObject({ winner: null, reason: 'left' });
    // DESIGN: the support goes back to both.
    expect(r.state.factions['harkonnen']!.spice).toBe(harkonnen + 4);
    for (const [f, l] of [
      ['emperor', 'bashar'],
      ['guild', 'guildRep'],
    ] as const)
      expect(r.state.factions[f]!.leaders[l]!.location).toBe('available');
    expect(decisionOf(r.state)?.kind).toBe('shipment');
  });

  it('§19.C.7 "les duellistes survivant … regagnent immédiatement leur potentiel de combat maximum" and keep their cards', () => {
    let state = arena(
      [
        { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer0' },
        { seat: FREMEN, leader: 'stilgar', cell: 'outer1' },
      ],
      { [ATREIDES]: ['attackLeft1'], [FREMEN]: ['leaveArena', 'attackLeft2'] },
    );
    state = play(state, ATREIDES, { type: 'duelCard', card: 'attackLeft1', target: FREMEN }).state;
    state = play(state, FREMEN, { type: 'duelParry', card: null }).state;
    expect(fighter(state, FREMEN).strength).toBe(2);
    state = play(state, ATREIDES, { type: 'duelEndTurn' }).state;
    state = play(state, FREMEN, { type: 'duelCard', card: 'leaveArena' }).state;
    expect(state.factions['fremen']!.leaders['stilgar']!.location).toBe('available');
    expect(state.duel!.hands[String(FREMEN)]).toEqual(['attackLeft2']);
  });

  it('§19.C.12 a Main Character killed in the arena eliminates his player', () => {
    let state = arena(
      [
        { seat: ATREIDES, leader: 'paulMuadDib', cell: 'outer0' },
        { seat: FREMEN, leader: 'lietKynes', cell: 'outer1' },
      ],
      { [ATREIDES]: ['attackLeft1'] },
    );
    state = play(state, ATREIDES, { type: 'duelCard', card: 'attackLeft1', target: FREMEN }).state;
    const r = play(state, FREMEN, { type: 'duelParry', card: null });
    expect(r.state.eliminated).toEqual([FREMEN]);
    expect(eventsOf(r.events, 'playerEliminated')[0]!.params).toMatchObject({ cause: 'kanly' });
    expect(spiceTotal(r.state)).toBe(INITIAL_BANK);
  });

  it('DESIGN stalled duel: after DUEL_IDLE_TURNS turns without a blow it stops, nobody winning', () => {
    let state = arena([
      { seat: HARKONNEN, leader: 'feydRautha', cell: 'outer0' },
      { seat: ATREIDES, leader: 'ladyJessica', cell: 'outer2' },
    ]);
    const events = [];
    for (let i = 0; i < DUEL_IDLE_TURNS; i++) {
      const seat = decisionOf(state)!.seats[0]!;
      const cell = fighter(state, seat).cell!;
      const to = ARENA_CELLS[cell].neighbours.inside ?? ARENA_CELLS[cell].neighbours.outside!;
      const r = playAll(state, [
        [seat, { type: 'duelMove', to }],
        [seat, { type: 'duelEndTurn' }],
      ]);
      state = r.state;
      events.push(...r.events);
    }
    expect(eventsOf(events, 'duelEnded')[0]!.params).toMatchObject({ winner: null, reason: 'stalled' });
    expect(state.duel!.arena).toBeUndefined();
  });
});
