import type { BoardControlSpaceId, Faction, ReservePileId, Resource } from '../dsl/primitives.ts';
import type { Form, Phrasebook } from './phrasebook.ts';
import { UPRISING_PHRASES } from './uprising.ts';
import { count, joinList, lowerFirst, toSentence } from './grammar.ts';

const THE: Readonly<Record<Faction, string>> = {
  emperor: 'the Emperor',
  spacingGuild: 'the Spacing Guild',
  beneGesserit: 'the Bene Gesserit',
  fremen: 'the Fremen',
};
const NAME: Readonly<Record<Faction, string>> = {
  emperor: 'Emperor',
  spacingGuild: 'Spacing Guild',
  beneGesserit: 'Bene Gesserit',
  fremen: 'Fremen',
};
const RESERVE_NAME: Readonly<Record<ReservePileId, string>> = {
  arrakisLiaison: 'Arrakis Liaison',
  theSpiceMustFlow: 'The Spice Must Flow',
  foldspace: 'Foldspace',
  prepareTheWay: 'Prepare the Way',
};
const CONTROL_NAME: Readonly<Record<BoardControlSpaceId, string>> = {
  arrakeen: 'Arrakeen',
  carthag: 'Carthag',
  imperialBasin: 'the Imperial Basin',
  spiceRefinery: 'the Spice Refinery',
};
const NUMBER_WORD = ['zero', 'one', 'two', 'three', 'four'];

const and = (items: readonly string[]) => joinList(items, 'and');
const or = (items: readonly string[]) => joinList(items, 'or');
const numberWord = (n: number) => NUMBER_WORD[n] ?? String(n);

const resource = (r: Resource, n: number): string =>
  r === 'solari' ? `${n} Solari` : r === 'spice' ? `${n} spice` : `${n} water`;
const troops = (n: number) => count(n, 'troop', 'troops');
const verb = (form: Form, imperative: string, thirdPerson: string) =>
  form === 'thirdPerson' ? thirdPerson : imperative;

export const en: Phrasebook = {
  language: 'en',
  gainNoun: {
    gain: (e, ctx) => {
      const { n, per } = ctx.amount(e.amount);
      return `${resource(e.resource, n)}${per}`;
    },
    persuasion: (e, ctx) => {
      const { n, per } = ctx.amount(e.amount);
      return `${n} Persuasion${per}`;
    },
    swords: (e, ctx) => {
      const { n, per } = ctx.amount(e.amount);
      return `${count(n, 'sword', 'swords')}${per}`;
    },
    victoryPoints: (e) => count(e.amount, 'Victory Point', 'Victory Points'),
    influence: (e) =>
      e.faction.kind === 'spaceFaction'
        ? `${e.amount} more Influence with this board space's Faction`
        : `${e.amount} Influence ${en.influenceTarget(e.faction, e.amount)}`,
  },
  gain: (nouns, form) => `${verb(form, 'gain', 'gains')} ${and(nouns)}`,
  effect: {
    lose: (e) => `lose ${resource(e.resource, e.amount)}`,
    draw: (e) => `draw ${count(e.amount, 'card', 'cards')}`,
    drawIntrigue: (e) => `draw ${count(e.amount, 'Intrigue card', 'Intrigue cards')}`,
    stealIntrigue: (e) =>
      `each opponent with ${e.fromOpponentsWithAtLeast} or more Intrigue cards gives you one of them at random`,
    recruit: (e) => {
      const them = e.amount === 1 ? 'it' : 'them';
      switch (e.deploy) {
        case 'combatSpace':
          return `recruit ${troops(e.amount)}`;
        case 'may':
          return `recruit ${troops(e.amount)}; you may deploy ${them} to the Conflict`;
        case 'must':
          return `deploy ${troops(e.amount)} from your supply to the Conflict`;
        case 'revealTurn':
          return `recruit ${troops(e.amount)}; if it is your Reveal turn, you may deploy ${them} to the Conflict`;
      }
    },
    deploy: (e) =>
      e.upTo === 'any'
        ? 'deploy any number of troops from your garrison to the Conflict'
        : `you may deploy ${e.upTo === 1 ? '' : 'up to '}${troops(e.upTo)} from your garrison to the Conflict`,
    retreat: (e) =>
      e.upTo === 'any'
        ? 'retreat any number of your troops'
        : `you may retreat ${e.upTo === 1 ? '' : 'up to '}${troops(e.upTo)}`,
    loseTroops: (e, ctx) =>
      e.from === 'conflict'
        ? `${verb(ctx.form, 'lose', 'loses')} ${count(e.amount, 'deployed troop', 'deployed troops')}`
        : `${verb(ctx.form, 'lose', 'loses')} ${troops(e.amount)} from ${ctx.form === 'imperative' ? 'your' : 'their'} garrison`,
    discard: (e, ctx) => `${verb(ctx.form, 'discard', 'discards')} ${count(e.amount, 'card', 'cards')}`,
    trash: () => 'trash a card',
    trashThisCard: () => 'trash this card',
    inspectTopCard: (e) =>
      `look at the top card of your deck; you may ${or(e.then.map((a) => (a === 'draw' ? 'draw it' : 'trash it')))}`,
    shuffleDiscardIntoDeck: () => 'shuffle your discard pile into your deck',
    takeFromDiscard: (e) => `put a ${NAME[e.faction]} card from your discard pile into your hand`,
    acquireReserveCard: (e) => `acquire a ${RESERVE_NAME[e.card]} card`,
    acquireCard: (e) =>
      `acquire a card that costs ${e.maxCost} Persuasion or less${e.toTopOfDeck ? ' and put it on top of your deck' : ''}`,
    acquiredCardsToTopOfDeck: () =>
      'this round, you may put the cards you acquire on top of your deck instead of your discard pile',
    discountThisTurn: (e) =>
      `this turn, each ${RESERVE_NAME[e.card]} card you acquire costs ${e.amount} Persuasion less`,
    reserveImperiumRowCard: (e) =>
      `remove a card from the Imperium Row and refill it; this round, only you may acquire that card, for ${e.discount} Persuasion less`,
    takeMentat: (e) =>
      e.nextRound
        ? 'take the Mentat: it is your Agent next round'
        : 'take the Mentat if it is on its Landsraad space: it is your Agent this round',
    gainSwordmaster: () => 'take your Swordmaster: it is your third Agent from this round on',
    takeHighCouncilSeat: (e, ctx) =>
      `take a seat on the High Council: on each of your Reveal turns, ${ctx.list(e.everyRevealTurn)}`,
    recallAgent: () => 'recall one of your Agents',
    relocateAgent: () => 'send one of your Agents already on a board space, even to the space it is on',
    blockSpace: () => 'choose a board space: your opponents cannot send Agents there until your next turn',
    infiltrate: () => "this turn, opponents' Agents do not block the next Agent you send",
    addAgentIcons: (e) =>
      `the card you play this turn also has the ${and(e.icons.map((i) => en.agentIcon(i)))} Agent icons`,
    control: (e) => `take control of ${CONTROL_NAME[e.space]}`,
    harvest: (e) =>
      e.baseSpice === 0
        ? 'take all the bonus spice on this space'
        : `harvest ${e.baseSpice} spice and all the bonus spice on this space`,
    signetRing: () => "use your leader's Signet Ring ability",
    endTurn: () => 'end your turn at once',
    rivalHarvest: () => 'send the Agent to the free Maker space with the most bonus spice and remove its bonus spice',
    pay: (e, ctx) => `${ctx.costs(e.cost)} → ${ctx.list(e.effects)}`,
    choose: (e, ctx) => {
      const optionForm: Form = ctx.form === 'imperative' ? 'imperative' : 'infinitive';
      const options = e.options.map((o) =>
        o.cost ? `${ctx.costs(o.cost)} → ${ctx.list(o.effects, optionForm)}` : ctx.list(o.effects, optionForm),
      );
      const head = ctx.form === 'imperative' ? 'choose' : 'chooses';
      return `${head}${e.pick === 1 ? ' one' : ` ${numberWord(e.pick)}`}: ${or(options)}`;
    },
    if: (e, ctx) =>
      en.when(ctx.condition(e.condition), ctx.list(e.then), e.else === undefined ? null : ctx.list(e.else)),
    opponents: (e, ctx) =>
      `${e.who === 'each' ? 'each opponent' : 'an opponent of your choice'} ${ctx.list(e.effects, 'thirdPerson')}`,
    ...UPRISING_PHRASES.en,
  },
  payNoun: { resource: (c) => resource(c.resource, c.amount) },
  pay: (nouns) => `pay ${and(nouns)}`,
  cost: {
    influence: (c) => `lose ${c.amount} Influence ${en.influenceTarget(c.faction, c.amount)}`,
    trashThisCard: () => 'trash this card',
    troopsInConflict: (c) => `lose ${count(c.amount, 'deployed troop', 'deployed troops')}`,
  },
  condition: {
    influence: (c) => ({ clause: `you have at least ${c.atLeast} Influence with ${THE[c.faction]}` }),
    alliance: (c) => ({
      clause: c.faction === 'any' ? 'you have an Alliance' : `you have the ${NAME[c.faction]} Alliance`,
    }),
    bond: (c) =>
      c.faction === 'fremen'
        ? { label: 'Fremen Bond' }
        : { clause: `you have another ${NAME[c.faction]} card in play` },
    highCouncilSeat: () => ({ clause: 'you have a seat on the High Council' }),
    cardsOwned: (c) => ({ clause: `you own at least ${c.atLeast} ${RESERVE_NAME[c.card]} cards` }),
    mostCardsOwned: (c) => ({ clause: `you own more ${RESERVE_NAME[c.card]} cards than each opponent` }),
    influenceOnTracks: (c) => ({ clause: `you have at least ${c.atLeast} Influence with ${c.tracks} Factions` }),
    opponentTroopInConflict: () => ({ clause: 'an opponent has a troop in the Conflict' }),
  },
  when: (condition, then, otherwise) => {
    const head = 'label' in condition ? `${condition.label}: ${then}` : `if ${condition.clause}, ${then}`;
    return otherwise === null ? head : `${head}; otherwise, ${otherwise}`;
  },
  counter: (c) =>
    c.kind === 'factionCardsInPlay'
      ? ` for each ${NAME[c.faction]} card you have in play, this one included`
      : ' for each base spice you harvest this turn',
  influenceTarget: (t) => {
    switch (t.kind) {
      case 'faction':
        return `with ${THE[t.faction]}`;
      case 'choice':
        return t.among.length === 4 ? 'with a Faction of your choice' : `with ${or(t.among.map((f) => THE[f]))}`;
      case 'distinctChoices':
        return `with each of ${numberWord(t.count)} different Factions of your choice`;
      case 'each':
        return 'with each Faction';
      case 'spaceFaction':
        return "with this board space's Faction";
      case 'behindAnOpponent':
        return 'with a Faction where an opponent has more Influence than you';
    }
  },
  faction: (f) => NAME[f],
  agentIcon: (icon) =>
    icon === 'landsraad' ? 'Landsraad' : icon === 'city' ? 'City' : icon === 'spiceTrade' ? 'Spice Trade' : NAME[icon],
  and,
  or,
  sentence: toSentence,
  window: (w) =>
    w === 'startOfAgentTurn' ? 'At the start of your Agent turn, before anything else,' : 'When you win a Conflict,',
  hook: (h) => {
    switch (h) {
      case 'landsraadPopularity':
        return 'Landsraad board spaces cost you 1 Solari less (never below 0).';
      case 'prescience':
        return 'You may look at the top card of your deck at any time (nothing if your deck is empty).';
      case 'masterstroke':
        return 'At the start of the game, secretly choose two Factions with two Baron Harkonnen tokens. Once per game, on a turn in which you deploy 4 or more troops to the Conflict, you may reveal them to gain 1 Influence with each.';
      case 'eyesEverywhere':
        return "Opponents' Agents do not stop you sending your Agents to Landsraad and City board spaces.";
    }
  },
  trigger: (t) =>
    t === 'paySolariForBoardSpace'
      ? 'When you pay Solari for the cost of a board space,'
      : t === 'takeHighCouncilSeat'
        ? 'When you take a seat on the High Council,'
        : 'When you harvest spice on a Maker space,',
  atSetup: (effects) => `At the start of the game, ${lowerFirst(effects)}`,
  hagalTarget: (target, spaceName) =>
    target.kind === 'space'
      ? `Board space: ${spaceName ?? ''}`
      : target.kind === 'makerSpace'
        ? 'Board space: a Maker space'
        : 'Reshuffle all the House Hagal cards at once, then reveal another card.',
  defensiveBonus: (effects) =>
    `Defensive bonus (optional), if you control this space when this Conflict is revealed: ${lowerFirst(effects)}`,
  controlBonus: (effects) =>
    `Control bonus, for the player who controls this space, whenever an Agent is sent here: ${lowerFirst(effects)}`,
  oncePerGame: 'Once per game for each player.',
  combatSpace: 'Combat space.',
  makerSpace: (n) => `Maker space (${n} base spice).`,
  labels: {
    agent: 'Agent:',
    reveal: 'Reveal:',
    acquire: 'Acquire:',
    trashed: 'When this card is trashed:',
    plot: 'Plot:',
    combat: 'Combat:',
    endgame: 'Endgame:',
    first: '1st place:',
    second: '2nd place:',
    third: '3rd place (4 players):',
    cost: 'Cost:',
    requires: 'Requirement:',
    controlBonus: 'Control:',
    swords: 'Swords:',
    signetRing: 'Signet Ring:',
  },
};
