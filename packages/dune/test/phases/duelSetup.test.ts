import { describe, expect, it } from 'vitest';
import { dune, fixture, type Faction } from '../../src/index.ts';
import { ARENA_CELL_IDS, ARENA_CELLS, ARENA_EDGES, MIDDLE_CELLS, OUTER_CELLS } from '../../src/data/arena.ts';
import { DUEL_CARD_IDS, DUEL_CARDS, DUEL_DIRECTIONS } from '../../src/data/duel.ts';
import { BOX_FACTIONS as FACTIONS } from '../../src/data/factions.ts';
import { isMainCharacter, LEADERS, mainCharacterOf, MAIN_CHARACTER_IDS } from '../../src/data/leaders.ts';
import { DUEL_TREACHERY_CARDS, gameTreacheryDeck } from '../../src/data/treachery.ts';
import { determinize } from '../../src/determinize.ts';
import { leaderRevivalChoices } from '../../src/phases/movement.ts';
import { INITIAL_BANK, spiceTotal } from '../../src/spice.ts';
import { act, battleGame, begin, eventsOf, give, leader, legal, noTraitors, place, plan } from '../battle/fixture.ts';
import { seedRng } from '@arrakis/engine';

const SIX: Faction[] = ['atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit'];
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i}`, kind: 'human' as const }));

describe('rules 000 §19.A: the duel components and setup', () => {
  it('§19.A.1.a six Main Character discs, one a faction, each of strength 10', () => {
    expect(MAIN_CHARACTER_IDS).toHaveLength(6);
    expect(new Set(MAIN_CHARACTER_IDS.map((id) => LEADERS[id].faction))).toEqual(new Set(FACTIONS));
    for (const id of MAIN_CHARACTER_IDS) expect(LEADERS[id].value).toBe(10);
  });

  it('§19.A.2.c each player receives his Main Character, an ordinary leader in battle', () => {
    const state = dune.setup({ duel: true, factions: SIX }, seats(6), 'main');
    for (const f of SIX) {
      const leaders = state.factions[f]!.leaders;
      expect(Object.keys(leaders)).toHaveLength(6);
      expect(leaders[mainCharacterOf(f)]).toEqual({ location: 'available', usedIn: null, revivals: 0 });
    }
    const without = dune.setup({ factions: SIX }, seats(6), 'main');
    for (const f of SIX) expect(Object.keys(without.factions[f]!.leaders)).toHaveLength(5);
  });

  it('§19.A.2.c "ne sont pas placées … au moment du tirage des traîtres": never a traitor', () => {
    for (let i = 0; i < 20; i++) {
      const state = dune.setup({ duel: true }, seats(6), `traitors-${i}`);
      for (const f of state.seats) expect(state.factions[f]!.traitorDraw.some(isMainCharacter)).toBe(false);
    }
  });

  it('annexe 4 "Texte des cartes Duels (25 cartes)": the deck as listed', () => {
    expect(DUEL_CARD_IDS).toHaveLength(25);
    const count = (pred: (id: (typeof DUEL_CARD_IDS)[number]) => boolean) => DUEL_CARD_IDS.filter(pred).length;
    const kind = (k: string) => count((id) => DUEL_CARDS[id].effect.kind === k);
    expect(kind('placeObstacle')).toBe(4);
    expect(kind('jumpObstacle')).toBe(1);
    expect(kind('removeObstacle')).toBe(1);
    expect(kind('leaveArena')).toBe(1);
    expect(kind('threeActions')).toBe(1);
    expect(kind('knife')).toBe(1);
    for (const d of DUEL_DIRECTIONS) {
      const is = (k: string) => (id: (typeof DUEL_CARD_IDS)[number]) => {
        const e = DUEL_CARDS[id].effect;
        return e.kind === k && 'direction' in e && e.direction === d;
      };
      expect(count(is('attack'))).toBe(3);
      expect(count(is('parry'))).toBe(1);
    }
    expect(DUEL_CARDS.leaveArena.name.fr).toBe("Quitter l'Arène avec les honneurs");
  });

  it('§19.A.2.a one Duel card dealt face down to each player, the rest set aside; secret from the others', () => {
    const state = dune.setup({ duel: true, factions: SIX }, seats(6), 'deal');
    const duel = state.duel!;
    for (let s = 0; s < 6; s++) expect(duel.hands[String(s)]).toHaveLength(1);
    expect(duel.deck).toHaveLength(19);
    const view = dune.view(state, 2);
    expect(view.duel!.hand).toEqual(duel.hands['2']);
    expect(view.duel!.handCounts).toEqual({ 0: 1, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 });
    expect(view.duel!.deckCount).toBe(19);
    expect(JSON.stringify(view)).not.toContain(`"deck":`);
    expect(dune.view(state, null).duel!.hand).toBeNull();
    expect(dune.setup({ factions: SIX }, seats(6), 'deal').duel).toBeUndefined();
  });

  it('§19.A.2.a determinization draws the others’ Duel cards from those the seat has not seen', () => {
    const state = dune.setup({ duel: true, factions: SIX }, seats(6), 'det');
    const view = dune.view(state, 0);
    const sample = determinize(view, seedRng('det'));
    expect(sample.duel!.hands['0']).toEqual(state.duel!.hands['0']);
    const all = [...sample.duel!.deck, ...Object.values(sample.duel!.hands).flat()].sort();
    expect(all).toEqual([...DUEL_CARD_IDS].sort());
    expect(dune.view(sample, 0)).toEqual(view);
  });

  it('§19.A.1 and rules 000 correction 2: the five treachery cards of "Le Duel" join the base deck', () => {
    expect(gameTreacheryDeck({ treacheryDeck: 'base33', duel: true })).toHaveLength(38);
    expect(gameTreacheryDeck({ treacheryDeck: 'base33', duel: true })).toEqual(
      expect.arrayContaining([...DUEL_TREACHERY_CARDS]),
    );
    // The French edition's 43 already hold them.
    expect(gameTreacheryDeck({ treacheryDeck: 'descartes43', duel: true })).toHaveLength(43);
    expect(gameTreacheryDeck({ treacheryDeck: 'base33' })).toHaveLength(33);
    const state = dune.setup({ duel: true }, seats(3), 'deck');
    const held = Object.values(state.factions).reduce((n, f) => n + f.hand.length, 0);
    expect(state.treacheryDeck.length + held).toBe(38);
  });
});

describe('rules 000 annexe 2: the arena (DESIGN: 3 rings × 5 cells, as data)', () => {
  it('DESIGN arena: 15 cells, 5 outer (§19.C.1), 5 in the middle circle (§19.C.11), four directions each', () => {
    expect(ARENA_CELL_IDS).toHaveLength(15);
    expect(OUTER_CELLS).toHaveLength(5);
    expect(MIDDLE_CELLS).toHaveLength(5);
    for (const id of ARENA_CELL_IDS) {
      const cell = ARENA_CELLS[id];
      // Left and right are inverse; so are inside and outside (§19.C.3.c: directions printed on each cell).
      expect(ARENA_CELLS[cell.neighbours.left!].neighbours.right).toBe(id);
      if (cell.neighbours.inside) expect(ARENA_CELLS[cell.neighbours.inside].neighbours.outside).toBe(id);
      expect(cell.neighbours.outside === null).toBe(cell.depth === 0);
      expect(cell.neighbours.inside === null).toBe(cell.depth === 2);
    }
  });

  it('DESIGN arena edges: 15 straight (radial) edges and 10 arcs between rings (§19.C.8 "ligne droite")', () => {
    const edges = Object.values(ARENA_EDGES);
    expect(edges).toHaveLength(25);
    expect(edges.filter((e) => e.straight)).toHaveLength(15);
  });
});

describe('rules 000 §19.C.12: a Main Character killed in a battle on Dune', () => {
  /** Emperor (seat 0) attacks the Guild (seat 1) in Arrakeen; the Atreides (seat 2) watch. */
  function battle(factions: Faction[]) {
    const s = battleGame(factions, 'main-battle', { duel: true });
    place(s, 'emperor', 'arrakeen', 9, 5);
    place(s, 'guild', 'arrakeen', 9, 4);
    give(s, 'emperor', 'poisonWeapon1');
    begin(s);
    return s;
  }

  it('§19.C.12 "que ce soit dans une bataille sur Dune": the player is eliminated when the battle ends', () => {
    const s = battle(['emperor', 'guild', 'atreides']);
    s.factions.guild!.spice = 6;
    s.bank = INITIAL_BANK - spiceTotal(s) + s.bank;
    plan(s, 0, { leader: 'shaddamIV', weapon: 'poisonWeapon1', dial: 1 });
    plan(s, 1, { leader: 'edric', dial: 0 });
    const events = noTraitors(s);
    // Keep or discard the poison, then the battle ends.
    const more = s.stack.length > 0 ? act(s, 0, legal(s, 0)[0]!) : [];
    const all = [...events, ...more];
    expect(leader(s, 'guild', 'edric').location).toBe('tanks');
    expect(s.eliminated).toEqual([1]);
    expect(eventsOf(all, 'playerEliminated')[0]!.params).toMatchObject({ seat: 1, cause: 'battle', spice: 6 });
    expect(s.phase).not.toBe('over');
    expect(spiceTotal(s)).toBe(INITIAL_BANK);
  });

  it('§19.C.12 with two players the survivor wins at once (DESIGN last standing)', () => {
    const s = battle(['emperor', 'guild']);
    plan(s, 0, { leader: 'shaddamIV', weapon: 'poisonWeapon1', dial: 1 });
    plan(s, 1, { leader: 'edric', dial: 0 });
    noTraitors(s);
    if (s.stack.length > 0 && s.phase !== 'over') act(s, 0, legal(s, 0)[0]!);
    expect(s.phase).toBe('over');
    expect(s.result).toEqual({ winners: [0], reason: 'lastStanding', turn: 1, eliminated: [1] });
  });

  it('annexe 4 Poison résiduel "à l’exclusion du Personnage Principal"', () => {
    const state = fixture({ factions: ['atreides', 'harkonnen', 'guild'], seed: 'poison', duel: true })
      .phase('movement')
      .with((s) => {
        s.factions['guild']!.leaders['stabanTuek']!.location = 'tanks';
        s.stack.push({ kind: 'chooseLeaderToKill', seat: 0, victim: 2 });
      })
      .build();
    const victims = dune.legalActions(state, 0).flatMap((a) => (a.type === 'killLeader' ? [a.leader] : []));
    expect(victims).toHaveLength(4);
    expect(victims).not.toContain('edric');
  });

  it('DESIGN §9.D.1 with Main Characters: the revival cycle opens when the five ordinary leaders are in the Tanks', () => {
    const state = fixture({ factions: ['atreides', 'harkonnen', 'guild'], seed: 'revive', duel: true })
      .phase('movement')
      .spice('guild', 20)
      .with((s) => {
        for (const [id, l] of Object.entries(s.factions['guild']!.leaders)) if (id !== 'edric') l.location = 'tanks';
      })
      .build();
    expect(leaderRevivalChoices(state, 2).length).toBeGreaterThan(0);
  });
});
