import { describe, expect, it } from 'vitest';
import type { GameEvent, Seat } from '@arrakis/engine';
import { dune, SetupError, VARIANTS_PRESET, type DuneState } from '../../src/index.ts';
import { stormOrder } from '../../src/board.ts';
import type { Faction } from '../../src/data/factions.ts';
import { setupDune } from '../../src/setup.ts';
import { battleGame, begin, place } from '../battle/fixture.ts';
import { decisionOf, eventsOf, expectError, play } from '../helpers.ts';

/** A battle phase on an empty board, the options given; `order[i]` is the i-th seat after the storm. */
function table(factions: Faction[], options: Record<string, unknown>) {
  const s = battleGame(factions, 'xxxii', options);
  const order = stormOrder(s);
  const f = (i: number): Faction => s.seats[order[i]!]!;
  return { s, order, f };
}

/** Plays whatever the battle asks (the first leader offered, no cards, a dial of 0) until it is over. */
function fightOut(state: DuneState): { state: DuneState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let s = state;
  const fightKinds = ['battlePlan', 'traitorCall', 'keepCards', 'voice', 'prescience'];
  for (let guard = 0; guard < 100; guard++) {
    const d = decisionOf(s);
    if (!d || !fightKinds.includes(d.kind)) break;
    const seat = d.seats[0]!;
    const actions = dune.decisionActions(s, seat);
    const pick =
      actions.find((a) => a.type === 'planDial' && a.dial === 0) ??
      actions.find((a) => (a.type === 'planWeapon' || a.type === 'planDefense') && a.card === null) ??
      actions.find((a) => a.type === 'callTraitor' && !a.call) ??
      actions.find((a) => a.type === 'pass') ??
      actions[0]!;
    const r = play(s, seat, pick);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const started = (events: readonly GameEvent[]) =>
  eventsOf(events, 'battleStarted').map((e) => [e.params['territory'], e.params['aggressor']]);

describe('rules 000 XXXII the battle order chosen by the players (option battleOrder)', () => {
  // "Le premier joueur après la tempête doit choisir l'un des combats possibles pour ses pions. Une fois ce combat
  // effectué … le second joueur choisit un combat etc."
  it('000 XXXII each seat in storm order chooses one battle, then the next seat: round the table until none is left', () => {
    const build = (options: Record<string, unknown>) => {
      const { s, order, f } = table(['emperor', 'guild', 'harkonnen'], options);
      place(s, f(0), 'arrakeen', 9, 3);
      place(s, f(1), 'arrakeen', 9, 3);
      place(s, f(0), 'carthag', 10, 3);
      place(s, f(2), 'carthag', 10, 3);
      place(s, f(1), 'tueksSietch', 4, 3);
      place(s, f(2), 'tueksSietch', 4, 3);
      begin(s);
      return { s, order };
    };
    const { s, order } = build({ battleOrder: true });
    expect(decisionOf(s)).toEqual({ kind: 'battleChoice', seats: [order[0]] });
    let r = play(s, order[0]!, { type: 'battle', territory: 'arrakeen', opponent: order[1] });
    const events: GameEvent[] = [...r.events];
    // The first seat fights one battle, then the second chooses (its one battle left), then the third.
    for (let i = 0; i < 3; i++) {
      const out = fightOut(r.state);
      events.push(...out.events);
      r = { state: out.state, events: [] };
    }
    expect(started(events)).toEqual([
      ['arrakeen', order[0]],
      ['tueksSietch', order[1]],
      ['carthag', order[2]],
    ]);
    // Without the variant, the first seat is the aggressor until its battles are over (rules 000 §10.A.3).
    const base = build({});
    const b = play(base.s, base.order[0]!, { type: 'battle', territory: 'arrakeen', opponent: base.order[1] });
    const all: GameEvent[] = [...b.events];
    let st = b.state;
    for (let i = 0; i < 3; i++) {
      const out = fightOut(st);
      all.push(...out.events);
      st = out.state;
    }
    expect(started(all)).toEqual([
      ['arrakeen', base.order[0]],
      ['carthag', base.order[0]],
      ['tueksSietch', base.order[1]],
    ]);
  });

  // "Si sur une case se trouvent des pions appartenant à plus de deux joueurs, celui qui choisit de combattre désigne
  // également son adversaire, le combat éventuel entre les deux vainqueurs se réglant plus tard."
  it('000 XXXII with three factions in a territory the chooser names his opponent; the winners’ battle comes later', () => {
    const { s, order, f } = table(['emperor', 'guild', 'harkonnen'], { battleOrder: true });
    place(s, f(0), 'arrakeen', 9, 3);
    place(s, f(1), 'arrakeen', 9, 3);
    place(s, f(2), 'arrakeen', 9, 3);
    begin(s);
    const opponents = dune.decisionActions(s, order[0]!).map((a) => (a.type === 'battle' ? a.opponent : null));
    expect(opponents.sort()).toEqual([order[1], order[2]].sort());
    const first = play(s, order[0]!, { type: 'battle', territory: 'arrakeen', opponent: order[2] });
    expect(eventsOf(first.events, 'battleStarted').map((e) => e.params)).toEqual([
      { territory: 'arrakeen', aggressor: order[0], defender: order[2] },
    ]);
    const out = fightOut(first.state);
    // The next seat in storm order (the one left out) now fights the winner, as the aggressor.
    const second = eventsOf(out.events, 'battleStarted').map((e) => e.params);
    expect(second).toHaveLength(1);
    expect(second[0]!['aggressor']).toBe(order[1]);
  });

  // "Tout joueur doit, si il le peut, effectuer un combat."
  it('000 XXXII a seat with a battle must choose one (no pass); a seat without one is skipped', () => {
    const { s, order, f } = table(['emperor', 'guild', 'harkonnen'], { battleOrder: true });
    place(s, f(1), 'arrakeen', 9, 3);
    place(s, f(2), 'arrakeen', 9, 3);
    place(s, f(1), 'carthag', 10, 3);
    place(s, f(2), 'carthag', 10, 3);
    begin(s);
    // The first seat after the storm has no battle: the second chooses.
    expect(decisionOf(s)).toEqual({ kind: 'battleChoice', seats: [order[1]] });
    expect(dune.decisionActions(s, order[1]!).some((a) => a.type === 'pass')).toBe(false);
    expectError(s, order[1]!, { type: 'pass' }, 'mustChooseBattle');
    const refused = dune.apply(s, order[1]!, { type: 'pass' });
    expect(!refused.ok && refused.error.rule).toEqual({ book: '000', section: 'XXXII' });
  });

  // "Dès que le Bene Gesserit passe, il signifie son intention de coexister pacifiquement sur tous les territoires où
  // il cohabite encore avec un autre joueur."
  it('000 XXXII reading: with the extra powers the Bene Gesserit may pass, and coexist wherever they still share', () => {
    const s = battleGame(['beneGesserit', 'emperor', 'guild'], 'xxxii', { battleOrder: true, extraPowers: true });
    const bg = s.seats.indexOf('beneGesserit');
    // The Bene Gesserit first after the storm: a storm sector that makes them first, away from the battles.
    for (let storm = 0; storm < 18 && stormOrder(s)[0] !== bg; storm++) s.storm = storm;
    expect(stormOrder(s)[0]).toBe(bg);
    place(s, 'beneGesserit', 'arrakeen', 9, 2);
    place(s, 'emperor', 'arrakeen', 9, 3);
    place(s, 'beneGesserit', 'carthag', 10, 2);
    place(s, 'guild', 'carthag', 10, 3);
    place(s, 'emperor', 'tueksSietch', 4, 2);
    place(s, 'guild', 'tueksSietch', 4, 2);
    s.extra!.coexistence.declared = ['arrakeen', 'carthag'];
    s.extra!.coexistence.ended = ['arrakeen', 'carthag'];
    begin(s);
    expect(decisionOf(s)).toEqual({ kind: 'battleChoice', seats: [bg] });
    expect(dune.decisionActions(s, bg)).toContainEqual({ type: 'pass' });
    const r = play(s, bg, { type: 'pass' });
    expect(eventsOf(r.events, 'battleOrderCoexistence').map((e) => e.params)).toEqual([
      { seat: bg, territories: ['carthag', 'arrakeen'] },
    ]);
    const out = fightOut(r.state);
    // Only the battle without the Bene Gesserit is fought.
    expect(started([...r.events, ...out.events]).map(([t]) => t)).toEqual(['tueksSietch']);
    // Without the extra powers there is no coexistence: the Bene Gesserit must fight like anyone.
    const plain = battleGame(['beneGesserit', 'emperor', 'guild'], 'xxxii', { battleOrder: true });
    plain.storm = s.storm;
    place(plain, 'beneGesserit', 'arrakeen', 9, 2);
    place(plain, 'emperor', 'arrakeen', 9, 3);
    place(plain, 'beneGesserit', 'carthag', 10, 2);
    place(plain, 'guild', 'carthag', 10, 3);
    begin(plain);
    expect(dune.decisionActions(plain, bg).some((a) => a.type === 'pass')).toBe(false);
  });

  it('000 XXXII and XXXIII are in the `variants` preset; the minute without XXXIII is refused: variantNeedsOption', () => {
    expect(VARIANTS_PRESET).toMatchObject({ battleOrder: true, battleAgreement: true });
    const setup = (options: object) => {
      try {
        setupDune(
          options,
          [0, 1, 2].map((i) => ({ name: `p${i}`, kind: 'human' as const })),
          'xxxiii',
        );
        return null;
      } catch (e) {
        if (e instanceof SetupError) return { code: e.error.code, params: e.error.params };
        throw e;
      }
    };
    expect(setup({ agreementSeconds: 30 })).toEqual({
      code: 'variantNeedsOption',
      params: { option: 'agreementSeconds', rule: 'XXXIII', needs: 'battleAgreement', needsRule: 'XXXIII' },
    });
    expect(setup({ agreementSeconds: 30, battleAgreement: true, battleOrder: true })).toBeNull();
  });
});

describe('rules 000 XXXIII battles no longer compulsory (option battleAgreement)', () => {
  const opts = { battleAgreement: true };

  // "Tous les joueurs occupant un même territoire disposent d'une minute pour parvenir à un accord"
  // "Si de l'épice se trouve sur le territoire concerné, les joueurs doivent s'entendre sur son partage."
  it('000 XXXIII before the battle the chooser proposes; all accept: the spice is shared and nobody fights there', () => {
    const { s, order, f } = table(['emperor', 'guild'], opts);
    place(s, f(0), 'theGreatFlat', 14, 4);
    place(s, f(1), 'theGreatFlat', 14, 5);
    s.board['theGreatFlat']!.spice = 7;
    begin(s);
    const parties = [...order].sort();
    expect(decisionOf(s)).toEqual({ kind: 'agreementProposal', seats: [order[0]] });
    const listed = dune.decisionActions(s, order[0]!);
    expect(listed).toContainEqual({ type: 'pass' });
    expect(listed).toContainEqual({ type: 'proposeAgreement', shares: [4, 3], holder: null });
    const shares = parties.map((p) => (p === order[0] ? 2 : 5));
    const proposed = play(s, order[0]!, { type: 'proposeAgreement', shares, holder: null });
    expect(decisionOf(proposed.state)).toEqual({ kind: 'agreement', seats: [order[1]] });
    // Agreements are public at the table: the terms are in every seat's view.
    const seen = dune.view(proposed.state, null).flow.stack.at(-1) as Record<string, unknown>;
    expect(seen['shares']).toEqual(shares);
    const spiceBefore = { a: s.factions[f(0)]!.spice, b: s.factions[f(1)]!.spice };
    const accepted = play(proposed.state, order[1]!, { type: 'acceptAgreement' });
    expect(eventsOf(accepted.events, 'agreementReached')).toHaveLength(1);
    expect(eventsOf(accepted.events, 'battleStarted')).toEqual([]);
    expect(accepted.state.factions[f(0)]!.spice).toBe(spiceBefore.a + 2);
    expect(accepted.state.factions[f(1)]!.spice).toBe(spiceBefore.b + 5);
    expect(accepted.state.board['theGreatFlat']!.spice).toBe(0);
    expect(accepted.state.phase).not.toBe('battle');
  });

  // "et il suffit qu'un joueur refuse celui-ci pour que tous doivent combattre."
  it('000 XXXIII one refusal and all must fight there, with no second proposal in that territory', () => {
    const { s, order, f } = table(['emperor', 'guild', 'harkonnen'], opts);
    place(s, f(0), 'theGreatFlat', 14, 4);
    place(s, f(1), 'theGreatFlat', 14, 5);
    place(s, f(2), 'theGreatFlat', 14, 6);
    begin(s);
    expect(decisionOf(s)).toEqual({ kind: 'battleChoice', seats: [order[0]] });
    const chosen = play(s, order[0]!, { type: 'battle', territory: 'theGreatFlat', opponent: order[1] });
    const proposal = dune.decisionActions(chosen.state, order[0]!).find((a) => a.type === 'proposeAgreement')!;
    const proposed = play(chosen.state, order[0]!, proposal);
    expect(decisionOf(proposed.state)?.seats.sort()).toEqual([order[1], order[2]].sort());
    const accepted = play(proposed.state, order[1]!, { type: 'acceptAgreement' });
    const refused = play(accepted.state, order[2]!, { type: 'pass' });
    expect(eventsOf(refused.events, 'agreementRefused').map((e) => e.params)).toEqual([
      { seat: order[2], territory: 'theGreatFlat' },
    ]);
    expect(eventsOf(refused.events, 'battleStarted').map((e) => e.params)).toEqual([
      { territory: 'theGreatFlat', aggressor: order[0], defender: order[1] },
    ]);
    const out = fightOut(refused.state);
    expect(eventsOf(out.events, 'agreementOpened')).toEqual([]);
    expect(eventsOf(out.events, 'battleStarted')).toHaveLength(1);
  });

  it('000 XXXIII the chooser may pass instead of proposing: the battle is fought', () => {
    const { s, order, f } = table(['emperor', 'guild'], opts);
    place(s, f(0), 'arrakeen', 9, 4);
    place(s, f(1), 'arrakeen', 9, 5);
    begin(s);
    const r = play(s, order[0]!, { type: 'pass' });
    expect(eventsOf(r.events, 'battleStarted')).toHaveLength(1);
  });

  // "S'il s'agit d'un sietch, ils doivent décider de celui qui en aura le contrôle."
  it('000 XXXIII reading: in a stronghold the holder stays alone, the other parties’ tokens go back to their reserves', () => {
    const { s, order, f } = table(['emperor', 'guild'], opts);
    place(s, f(0), 'arrakeen', 9, 4);
    place(s, f(1), 'arrakeen', 9, 5);
    begin(s);
    const parties = [...order].sort();
    const holders = dune
      .decisionActions(s, order[0]!)
      .flatMap((a) => (a.type === 'proposeAgreement' ? [a.holder] : []));
    expect(holders.sort()).toEqual(parties);
    const reserves = s.factions[f(0)]!.reserves;
    const proposed = play(s, order[0]!, { type: 'proposeAgreement', shares: [0, 0], holder: order[1] });
    const accepted = play(proposed.state, order[1]!, { type: 'acceptAgreement' });
    expect(eventsOf(accepted.events, 'agreementWithdrawn').map((e) => e.params)).toEqual([
      { seat: order[0], territory: 'arrakeen', count: 4 },
    ]);
    const board = accepted.state.board['arrakeen']!.forces;
    expect(board[f(0)] === undefined || Object.values(board[f(0)]!).every((n) => n === 0)).toBe(true);
    expect(accepted.state.factions[f(0)]!.reserves).toBe(reserves + 4);
    expect(Object.values(board[f(1)]!).reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('000 XXXIII a proposal is refused, with its rule, when the shares miss the spice or the holder is wrong', () => {
    const { s, order, f } = table(['emperor', 'guild'], opts);
    place(s, f(0), 'theGreatFlat', 14, 4);
    place(s, f(1), 'theGreatFlat', 14, 5);
    s.board['theGreatFlat']!.spice = 6;
    place(s, f(0), 'arrakeen', 9, 4);
    place(s, f(1), 'arrakeen', 9, 5);
    begin(s);
    const seat: Seat = order[0]!;
    const r = play(s, seat, { type: 'battle', territory: 'theGreatFlat', opponent: order[1] });
    expectError(r.state, seat, { type: 'proposeAgreement', shares: [3, 2], holder: null }, 'agreementSpiceShares');
    expectError(r.state, seat, { type: 'proposeAgreement', shares: [6], holder: null }, 'agreementSpiceShares');
    expectError(r.state, seat, { type: 'proposeAgreement', shares: [3, 3], holder: seat }, 'agreementNoHolder');
    const refused = dune.apply(r.state, seat, { type: 'proposeAgreement', shares: [3, 2], holder: null });
    expect(!refused.ok && refused.error.rule).toEqual({ book: '000', section: 'XXXIII' });
    // Every split adding up to the spice may be proposed, listed or not.
    play(r.state, seat, { type: 'proposeAgreement', shares: [1, 5], holder: null });
    // In a stronghold, a holder among the parties must be named.
    const fought = play(r.state, seat, { type: 'pass' });
    const next = fightOut(fought.state);
    expect(decisionOf(next.state)?.kind).toBe('agreementProposal');
    const chooser = decisionOf(next.state)!.seats[0]!;
    expectError(
      next.state,
      chooser,
      { type: 'proposeAgreement', shares: [0, 0], holder: null },
      'agreementHolderNeeded',
    );
  });

  // The minute: the host's timer, never a clock in the engine; when it runs out, the host passes for whoever has
  // not accepted (packages/server/test/phaseTimer.test.ts), and a pass is a refusal.
  it('000 XXXIII reading: the answers are `acceptAgreement` or `pass` (a refusal), what the host plays at the end of the minute', () => {
    const { s, order, f } = table(['emperor', 'guild'], opts);
    place(s, f(0), 'arrakeen', 9, 4);
    place(s, f(1), 'arrakeen', 9, 5);
    begin(s);
    const proposed = play(s, order[0]!, { type: 'proposeAgreement', shares: [0, 0], holder: order[0] });
    expect(dune.decisionActions(proposed.state, order[1]!)).toEqual([{ type: 'acceptAgreement' }, { type: 'pass' }]);
    const timedOut = play(proposed.state, order[1]!, { type: 'pass' });
    expect(eventsOf(timedOut.events, 'battleStarted')).toHaveLength(1);
  });

  // XXXII "Une fois ce combat effectué (ou un accord obtenu, si la règle VII est utilisée) le second joueur choisit":
  // read as XXXIII.
  it('000 XXXII with XXXIII ("la règle VII", read as XXXIII): an agreement reached ends the chooser’s turn', () => {
    const { s, order, f } = table(['emperor', 'guild', 'harkonnen'], { battleOrder: true, battleAgreement: true });
    place(s, f(0), 'arrakeen', 9, 3);
    place(s, f(1), 'arrakeen', 9, 3);
    place(s, f(0), 'carthag', 10, 3);
    place(s, f(2), 'carthag', 10, 3);
    place(s, f(1), 'tueksSietch', 4, 3);
    place(s, f(2), 'tueksSietch', 4, 3);
    begin(s);
    const chosen = play(s, order[0]!, { type: 'battle', territory: 'arrakeen', opponent: order[1] });
    const proposed = play(chosen.state, order[0]!, {
      type: 'proposeAgreement',
      shares: [0, 0],
      holder: order[0],
    });
    const accepted = play(proposed.state, order[1]!, { type: 'acceptAgreement' });
    // The second seat now chooses: its one battle left is Tuek's Sietch.
    expect(eventsOf(accepted.events, 'agreementOpened').map((e) => e.params)).toEqual([
      { seat: order[1], territory: 'tueksSietch' },
    ]);
  });
});
