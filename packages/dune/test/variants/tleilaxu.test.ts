import { describe, expect, it } from 'vitest';
import type { RuleError, Seat } from '@arrakis/engine';
import { LEADERS } from '../../src/data/leaders.ts';
import { dotSector, stormOrder } from '../../src/board.ts';
import { leadersAvailable } from '../../src/battle/plan.ts';
import { dune, fixture, SetupError, type DuneState } from '../../src/index.ts';
import { setupDune } from '../../src/setup.ts';
import { INITIAL_BANK } from '../../src/spice.ts';
import { battleGame, begin, eventsOf, give, noTraitors, place, plan } from '../battle/fixture.ts';
import { decisionOf, play, tokensOf } from '../helpers.ts';

const xxxvii = { extraPowers: true, tleilaxu: true } as const;
const table = { factions: ['tleilaxu', 'atreides', 'emperor'] as const, seed: 'xxxvii', ...xxxvii };

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i}`, kind: 'human' as const }));

function setupError(options: object, n = 3): { code: string; params: object } | null {
  try {
    setupDune(options, seats(n), 'xxxvii');
    return null;
  } catch (e) {
    if (!(e instanceof SetupError)) throw e;
    const error: RuleError = e.error;
    return { code: error.code, params: error.params };
  }
}

/** Answers pass to every decision until `seat` is asked `kind`. */
function passUntil(state: DuneState, seat: Seat, kind: string): DuneState {
  let s = state;
  for (let i = 0; i < 50; i++) {
    const d = decisionOf(s);
    if (d === null) throw new Error(`no decision before ${kind}`);
    if (d.kind === kind && d.seats.includes(seat)) return s;
    s = play(s, d.seats[0]!, { type: 'pass' }).state;
  }
  throw new Error(`${kind} never asked of ${seat}`);
}

/** The movement phase where the Atreides (seat 1) have Thufir Hawat in the tanks and 10 spice. */
function thufirDead(): DuneState {
  const state = fixture(table).phase('movement').leaderInTanks('atreides', 'thufirHawat').spice('atreides', 10).build();
  return passUntil(state, 1, 'leaderRevival');
}

/** Tleilaxu (seat 0, aggressor) against the Emperor (seat 1) in Arrakeen, 3 tokens each, dial 0. */
function tleilaxuBattle(): DuneState {
  const s = battleGame(['tleilaxu', 'emperor'], 'xxxvii', xxxvii);
  place(s, 'tleilaxu', 'arrakeen', 9, 3);
  s.factions.tleilaxu!.reserves -= 3;
  place(s, 'emperor', 'arrakeen', 9, 3);
  s.factions.emperor!.reserves -= 3;
  begin(s);
  return s;
}

function totals(events: ReturnType<typeof noTraitors>): { aggressor: number; defender: number } {
  return eventsOf(events, 'battleWon')[0]!.params['totals'] as { aggressor: number; defender: number };
}

describe('rules 000 XXXVII the Bene Tleilax, a seventh faction (option tleilaxu)', () => {
  // rules 000 XXXVII "Précisons que ces règles s'entendent pour le jeu avec la règle XV".
  it('XXXVII is played with rule XV: refused without the extra powers, and the faction refused without it', () => {
    expect(setupError({ tleilaxu: true })).toEqual({
      code: 'variantNeedsOption',
      params: { option: 'tleilaxu', rule: 'XXXVII', needs: 'extraPowers', needsRule: '§15' },
    });
    expect(setupError({ factions: ['tleilaxu', 'atreides', 'emperor'] })).toEqual({
      code: 'factionNeedsVariant',
      params: { faction: 'tleilaxu', option: 'tleilaxu', rule: 'XXXVII' },
    });
    expect(setupError(xxxvii)).toBeNull();
  });

  // A reading: no Main Character (§19) nor planet card (§16) is written for the Bene Tleilax.
  it('XXXVII is not played with the duel (§19) nor the spice-harvest prelude (§16): variantsIncompatible', () => {
    expect(setupError({ ...xxxvii, duel: true })?.code).toBe('variantsIncompatible');
    expect(setupError({ ...xxxvii, spiceHarvest: true })?.code).toBe('variantsIncompatible');
  });

  // rules 000 XXXVII "permettant ainsi d'entreprendre des parties à sept joueurs".
  it('XXXVII seven seats with the variant, six without', () => {
    expect(setupError({ extraPowers: true }, 7)).toEqual({
      code: 'badSeatCount',
      params: { seats: 7, min: 2, max: 6 },
    });
    expect(setupError(xxxvii, 7)).toBeNull();
    expect(setupError(xxxvii, 8)?.code).toBe('badSeatCount');
    const state = dune.setup(xxxvii, seats(7), 'seven');
    expect([...state.seats].sort()).toEqual(
      ['atreides', 'beneGesserit', 'emperor', 'fremen', 'guild', 'harkonnen', 'tleilaxu'].sort(),
    );
  });

  // A reading: choosing the variant means playing the Bene Tleilax; the others are drawn among the six.
  it('XXXVII with the factions drawn, the Bene Tleilax always play', () => {
    for (const seed of ['a', 'b', 'c', 'd']) expect(setupDune(xxxvii, seats(3), seed).seats).toContain('tleilaxu');
    expect(setupDune({ extraPowers: true }, seats(6), 'a').seats).not.toContain('tleilaxu');
  });

  // rules 000 XXXVII "Au départ, le Bene Tleilax dispose d'un seul chef (le Danseur Visage), de 20 pions placés dans
  // les cuves, de 10 épices, d'une carte Traîtrise; mais n'a infiltré aucun traître chez ses adversaires."
  it('XXXVII at the start: the Face Dancer alone, 20 tokens in the tanks (their reserves), 10 spice, one card, no traitor', () => {
    const state = setupDune({ ...xxxvii, factions: ['tleilaxu', 'atreides', 'harkonnen', 'emperor'] }, seats(4), 's');
    const t = state.factions.tleilaxu!;
    expect(Object.keys(t.leaders)).toEqual(['faceDancer']);
    expect(t.reserves).toBe(20);
    expect(tokensOf(state, 'tleilaxu')).toBe(20);
    expect(t.spice).toBe(10);
    expect(t.hand).toHaveLength(1);
    expect(t.traitorDraw).toEqual([]);
    expect(t.traitors).toEqual([]);
    // A reading: the Face Dancer is no one's traitor either.
    for (const f of ['atreides', 'harkonnen', 'emperor'])
      expect(state.factions[f]!.traitorDraw).not.toContain('faceDancer');
    expect(state.stack.some((f) => f.kind === 'traitorPick' && f.seats.includes(0))).toBe(false);
  });

  // rules 000 XXXVII "le Danseur Visage s'utilise normalement dans les combats mais ne possède pas de valeur propre;
  // il s'attribue celle du chef adverse".
  it('XXXVII the Face Dancer takes the opposing leader’s value', () => {
    const s = tleilaxuBattle();
    plan(s, 0, { leader: 'faceDancer', dial: 0 });
    plan(s, 1, { leader: 'hasimirFenring', dial: 0 });
    expect(totals(noTraitors(s))).toEqual({ aggressor: LEADERS.hasimirFenring.value, defender: 6 });
  });

  // rules 000 XXXVII "(si l'opposant n'en met pas en jeu, il a une valeur de 1)"; a reading: a cheap hero is no leader.
  it('XXXVII against no leader, or a cheap hero, the Face Dancer is worth 1', () => {
    const s = tleilaxuBattle();
    s.factions.emperor!.leaders = {};
    plan(s, 0, { leader: 'faceDancer', dial: 0 });
    plan(s, 1, { leader: null, dial: 0 });
    expect(totals(noTraitors(s)).aggressor).toBe(1);
    const h = tleilaxuBattle();
    give(h, 'emperor', 'cheapHero1');
    plan(h, 0, { leader: 'faceDancer', dial: 0 });
    plan(h, 1, { cheapHero: 'cheapHero1', dial: 0 });
    expect(totals(noTraitors(h)).aggressor).toBe(1);
  });

  // rules 000 XXXVII "Les pions se trouvent en permanence dans leur élément naturel: les cuves. … lorsqu'ils sont
  // morts, ils y retournent mais sont immédiatement prêts à servir à nouveau et cela sans dépense d'épice."
  it('XXXVII the Tleilaxu tokens lost go back to the tanks ready at once: their reserves, no revival', () => {
    const s = tleilaxuBattle();
    plan(s, 0, { leader: 'faceDancer', dial: 0 });
    plan(s, 1, { leader: 'hasimirFenring', dial: 3 });
    noTraitors(s);
    expect(s.factions.tleilaxu!.tanks).toBe(0);
    expect(s.factions.tleilaxu!.reserves).toBe(20);
  });

  // rules 000 XXXVII "Des cuves, les joueurs peuvent récupérer gratuitement les pions auxquels ils ont droit, puis payer
  // aux Tleilaxus la somme nécessaire pour faire revenir ceux qu'ils veulent ressusciter en plus."
  it('XXXVII the free revivals stay free; every token revived beyond them is paid to the Tleilaxu, not the bank', () => {
    const state = fixture(table).phase('movement').tanks('emperor', 5).spice('emperor', 10).build();
    expect(state.factions.emperor!.tanks).toBe(4); // one free (annexe 3)
    expect(decisionOf(state)).toEqual({ kind: 'revival', seats: [2] });
    const bank = state.bank;
    const tleilaxu = state.factions.tleilaxu!.spice;
    const after = play(state, 2, { type: 'revive', count: 2 }).state;
    expect(after.factions.tleilaxu!.spice).toBe(tleilaxu + 4);
    expect(after.factions.emperor!.spice).toBe(6);
    expect(after.bank).toBe(bank);
  });

  // A reading: the leaders' revival of §9.D is paid to the Tleilaxu too (the tanks are theirs).
  it('XXXVII a leader revived by §9.D is paid to the Tleilaxu', () => {
    const state = fixture(table)
      .phase('movement')
      .with((s) => {
        for (const l of Object.values(s.factions.atreides!.leaders)) l.location = 'tanks';
      })
      .spice('atreides', 10)
      .build();
    const asked = passUntil(state, 1, 'leaderRevival');
    const before = asked.factions.tleilaxu!.spice;
    const after = play(asked, 1, { type: 'reviveLeader', leader: 'wellingtonYueh' }).state;
    expect(after.factions.tleilaxu!.spice).toBe(before + LEADERS.wellingtonYueh.value);
  });

  // rules 000 XXXVII "ils peuvent également ressortir leurs chefs des cuves sans carte ghola en en négociant le prix
  // avec le Bene Tleilax." A reading: once a turn, at the end of the movement turn (the moment of §9.D), without
  // waiting for all five in the tanks; the price is offered, the Tleilaxu accept or refuse.
  it('XXXVII a leader is bought back from the tanks at a price the Tleilaxu accept', () => {
    const state = thufirDead();
    const offers = dune.decisionActions(state, 1).filter((a) => a.type === 'offerBuyBack');
    expect(offers).toContainEqual({ type: 'offerBuyBack', leader: 'thufirHawat', price: 0 });
    expect(offers).toContainEqual({ type: 'offerBuyBack', leader: 'thufirHawat', price: 10 });
    expect(offers).not.toContainEqual({ type: 'offerBuyBack', leader: 'thufirHawat', price: 11 });
    const offered = play(state, 1, { type: 'offerBuyBack', leader: 'thufirHawat', price: 8 }).state;
    expect(decisionOf(offered)).toEqual({ kind: 'buyBackAnswer', seats: [0] });
    const tleilaxu = offered.factions.tleilaxu!.spice;
    const { state: after, events } = play(offered, 0, { type: 'answerBuyBack', accept: true });
    expect(after.factions.atreides!.leaders.thufirHawat!.location).toBe('available');
    expect(after.factions.atreides!.spice).toBe(2);
    expect(after.factions.tleilaxu!.spice).toBe(tleilaxu + 8);
    expect(events.some((e) => e.type === 'leaderBoughtBack')).toBe(true);
    expect(decisionOf(after)).toEqual({ kind: 'leaderTamper', seats: [0] });
  });

  it('XXXVII refused, the leader stays in the tanks and the spice with its owner; no second offer this turn', () => {
    const state = thufirDead();
    const offered = play(state, 1, { type: 'offerBuyBack', leader: 'thufirHawat', price: 1 }).state;
    const after = play(offered, 0, { type: 'answerBuyBack', accept: false }).state;
    expect(after.factions.atreides!.leaders.thufirHawat!.location).toBe('tanks');
    expect(after.factions.atreides!.spice).toBe(10);
    expect(decisionOf(after)?.kind).not.toBe('leaderRevival');
  });

  // rules 000 XXXVII "Raffinement supplémentaire le Bene Tleilax peut "trafiquer" chaque chef ressuscité par ses soins.
  // il indique, en notant secrètement sur un papier; que ce chef aura une valeur de combat augmentée ou diminuée de 1."
  it('XXXVII the Tleilaxu secretly alter the leader bought back by ±1: only their view shows it', () => {
    let s = thufirDead();
    s = play(s, 1, { type: 'offerBuyBack', leader: 'thufirHawat', price: 8 }).state;
    s = play(s, 0, { type: 'answerBuyBack', accept: true }).state;
    expect(dune.decisionActions(s, 0)).toEqual([-1, 0, 1].map((delta) => ({ type: 'tamperLeader', delta })));
    const { state: after, events } = play(s, 0, { type: 'tamperLeader', delta: 1 });
    expect(after.tleilaxu!.tampered).toEqual({ thufirHawat: 1 });
    expect(dune.view(after, 0).tleilaxu!.tampered).toEqual({ thufirHawat: 1 });
    for (const seat of [1, 2, null]) expect(dune.view(after, seat).tleilaxu!.tampered).toEqual({});
    const tamper = events.find((e) => e.type === 'leaderTampered')!;
    expect(tamper.visibility).toEqual([0]);
  });

  // rules 000 XXXVII, the example: "Stilgar détiendra 8 au lieu de 7 en valeur de combat, s'il rencontre Feyd-Rautha.
  // Mais cela, Harko ne le sait pas..." A reading: the battle where he fights shows it to everyone.
  it('XXXVII the altered value counts in battle and the battle reveals it', () => {
    const s = battleGame(['fremen', 'harkonnen', 'tleilaxu'], 'xxxvii', xxxvii);
    place(s, 'fremen', 'arrakeen', 9, 3);
    place(s, 'harkonnen', 'arrakeen', 9, 3);
    s.factions.fremen!.reserves -= 3;
    s.factions.harkonnen!.reserves -= 3;
    s.tleilaxu!.tampered['stilgar'] = 1;
    s.tleilaxu!.tanked.push('stilgar');
    begin(s);
    plan(s, 0, { leader: 'stilgar', dial: 0 });
    plan(s, 1, { leader: 'feydRautha', dial: 0 });
    const events = noTraitors(s);
    expect(totals(events).aggressor).toBe(8);
    expect(eventsOf(events, 'tamperRevealed').map((e) => e.params)).toEqual([{ leader: 'stilgar', delta: 1 }]);
    expect(dune.view(s, 1).tleilaxu!.tampered).toEqual({ stilgar: 1 });
  });

  // rules 000 XXXVII "En revanche, un chef qui est "passé" aux cuves ne pourra pas être utilisé contre les Tleilaxus."
  // A reading: every leader once in the tanks, whatever brought him back.
  it('XXXVII a leader back from the tanks never fights the Tleilaxu, but still fights the others', () => {
    const s = battleGame(['emperor', 'tleilaxu', 'fremen'], 'xxxvii', xxxvii);
    s.tleilaxu!.tanked.push('hasimirFenring');
    place(s, 'emperor', 'arrakeen', 9, 3);
    place(s, 'tleilaxu', 'arrakeen', 9, 3);
    s.factions.emperor!.reserves -= 3;
    s.factions.tleilaxu!.reserves -= 3;
    begin(s);
    expect(leadersAvailable(s, 0, 'arrakeen')).not.toContain('hasimirFenring');
    expect(leadersAvailable(s, 0, 'arrakeen')).toContain('aramsham');
    s.battles!.current = { ...s.battles!.current!, defender: 2 };
    expect(leadersAvailable(s, 0, 'arrakeen')).toContain('hasimirFenring');
  });

  it('XXXVII every leader that dies is noted as passed through the tanks', () => {
    const state = fixture(table).phase('movement').build();
    const s = structuredClone(state);
    s.factions.atreides!.leaders.gurneyHalleck!.location = 'tanks';
    const after = play(s, decisionOf(s)!.seats[0]!, { type: 'pass' }).state;
    expect(after.tleilaxu!.tanked).toContain('gurneyHalleck');
  });

  // rules 000 XXXVII "La carte ghola permet aux Tleilaxus de s'approprier un chef mort. Toutefois, il ne pourra être
  // utilisé contre son propriétaire originel."
  it('XXXVII the ghola card takes a dead leader for the Tleilaxu, who never use him against his owner', () => {
    const state = fixture(table)
      .phase('movement')
      .leaderInTanks('atreides', 'gurneyHalleck')
      .hand('tleilaxu', ['tleilaxuGhola'])
      .build();
    expect(dune.interruptActions(state, 0)).toContainEqual({ type: 'gholaTake', leader: 'gurneyHalleck' });
    expect(dune.interruptActions(state, 1)).not.toContainEqual({ type: 'gholaTake', leader: 'gurneyHalleck' });
    const { state: after, events } = play(state, 0, { type: 'gholaTake', leader: 'gurneyHalleck' });
    expect(after.factions.atreides!.leaders.gurneyHalleck!.location).toBe('ghola');
    expect(after.tleilaxu!.gholas).toEqual(['gurneyHalleck']);
    expect(after.factions.tleilaxu!.hand).toEqual([]);
    expect(events.map((e) => e.type)).toContain('gholaTaken');
    const s = structuredClone(after);
    s.battles = {
      order: [0, 1, 2],
      aggressorIndex: 0,
      current: {
        territory: 'arrakeen',
        aggressor: 0,
        defender: 2,
        voice: null,
        prescience: null,
        plans: {},
        revealed: false,
        traitorCalls: {},
      },
    };
    expect(leadersAvailable(s, 0, 'arrakeen')).toEqual(['faceDancer', 'gurneyHalleck']);
    s.battles.current = { ...s.battles.current!, defender: 1 };
    expect(leadersAvailable(s, 0, 'arrakeen')).toEqual(['faceDancer']);
  });

  // rules 000 XXXVII 10.a.7 "Empêche le Bene Tleilax de s'approprier un chef mort avec une carte ghola, ou de modifier
  // les caractéristiques d'un chef sortant des cuves."
  it('10.a.7 a Karama prevents the ghola from taking a dead leader (the card is spent)', () => {
    const state = fixture(table)
      .phase('movement')
      .leaderInTanks('atreides', 'gurneyHalleck')
      .hand('tleilaxu', ['tleilaxuGhola'])
      .hand('emperor', ['karama1'])
      .build();
    expect(dune.interruptActions(state, 2)).toContainEqual({
      type: 'karamaBlock',
      faction: 'tleilaxu',
      power: 'gholaLeader',
    });
    const blocked = play(state, 2, { type: 'karamaBlock', faction: 'tleilaxu', power: 'gholaLeader' }).state;
    const { state: after, events } = play(blocked, 0, { type: 'gholaTake', leader: 'gurneyHalleck' });
    expect(after.factions.atreides!.leaders.gurneyHalleck!.location).toBe('tanks');
    expect(after.tleilaxu!.gholas).toEqual([]);
    expect(events.map((e) => e.type)).toContain('karamaPrevented');
  });

  it('10.a.7 a Karama prevents the alteration of a leader bought back', () => {
    const state = fixture(table)
      .phase('movement')
      .leaderInTanks('atreides', 'thufirHawat')
      .spice('atreides', 10)
      .hand('emperor', ['karama1'])
      .build();
    const blocked = play(state, 2, { type: 'karamaBlock', faction: 'tleilaxu', power: 'tamper' }).state;
    let s = passUntil(blocked, 1, 'leaderRevival');
    s = play(s, 1, { type: 'offerBuyBack', leader: 'thufirHawat', price: 5 }).state;
    const { state: after, events } = play(s, 0, { type: 'answerBuyBack', accept: true });
    expect(decisionOf(after)?.kind).not.toBe('leaderTamper');
    expect(after.tleilaxu!.tampered).toEqual({});
    expect(events.map((e) => e.type)).toContain('karamaPrevented');
  });

  // rules 000 XXXVII 10.b.7 "Vous pouvez, en jouant une carte de Karama au début de la phase d'enrôlement, interdire
  // à tous les autres joueurs de récupérer des pions depuis les cuves lors de ce tour." A reading: a special Karama
  // power of the Tleilaxu (§18, like the other 10.b), asked every turn at the start of the revivals.
  it('10.b.7 with §18, a Karama of the Tleilaxu at the start of the revivals forbids the others’ this turn', () => {
    const options = { ...table, specialKarama: true };
    const state = fixture(options).phase('movement').tanks('emperor', 5).hand('tleilaxu', ['karama1']).build();
    expect(decisionOf(state)).toEqual({ kind: 'revivalBanWindow', seats: [0] });
    expect(dune.decisionActions(state, 0)).toEqual([{ type: 'pass' }, { type: 'karamaBanRevival' }]);
    const { state: after, events } = play(state, 0, { type: 'karamaBanRevival' });
    expect(events.map((e) => e.type)).toContain('revivalBanned');
    expect(after.factions.emperor!.tanks).toBe(5); // not even the free one
    expect(decisionOf(after)?.kind).not.toBe('revival');
    // Passing leaves the revivals as usual.
    const passed = play(state, 0, { type: 'pass' }).state;
    expect(passed.factions.emperor!.tanks).toBe(4);
  });

  it('10.b.7 without §18 the window is never asked', () => {
    const state = fixture(table).phase('movement').hand('tleilaxu', ['karama1']).build();
    expect(decisionOf(state)?.kind).not.toBe('revivalBanWindow');
  });

  // DESIGN (the text names no seventh position): the six seats on the six dots, the seventh on a made dot in sector 17.
  it('XXXVII seven seats: the seventh sits in sector 17, the storm order has each seat once', () => {
    const state = fixture({
      factions: ['tleilaxu', 'atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit'],
      ...xxxvii,
    }).build();
    expect([0, 1, 2, 3, 4, 5, 6].map((s) => dotSector(state, s))).toEqual([1, 4, 7, 10, 13, 16, 17]);
    state.storm = 16;
    expect(stormOrder(state)).toEqual([6, 0, 1, 2, 3, 4, 5]);
    state.storm = 0;
    expect([...stormOrder(state)].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('XXXVII the spice stays whole with the Tleilaxu paid', () => {
    const state = fixture(table).phase('movement').tanks('emperor', 5).spice('emperor', 10).build();
    const total = (s: DuneState) => s.bank + Object.values(s.factions).reduce((n, f) => n + f.spice, 0);
    const after = play(state, 2, { type: 'revive', count: 2 }).state;
    expect(total(after)).toBe(total(state));
    expect(INITIAL_BANK).toBeGreaterThan(0);
  });
});
