import type { BoardControlSpaceId, Faction, ReservePileId, Resource } from '../dsl/primitives.ts';
import type { Form, Phrasebook } from './phrasebook.ts';
import { UPRISING_PHRASES } from './uprising.ts';
import { count, joinList, lowerFirst, toSentence } from './grammar.ts';

const THE: Readonly<Record<Faction, string>> = {
  emperor: 'de Keizer',
  spacingGuild: 'het Ruimtegilde',
  beneGesserit: 'de Bene Gesserit',
  fremen: 'de Fremen',
};
const NAME: Readonly<Record<Faction, string>> = {
  emperor: 'Keizer',
  spacingGuild: 'Ruimtegilde',
  beneGesserit: 'Bene Gesserit',
  fremen: 'Fremen',
};
const RESERVE_NAME: Readonly<Record<ReservePileId, string>> = {
  arrakisLiaison: 'Contactpersoon op Arrakis',
  theSpiceMustFlow: 'De specerij moet stromen',
  foldspace: 'Vouwruimte',
  prepareTheWay: 'Bereid de weg',
};
const CONTROL_NAME: Readonly<Record<BoardControlSpaceId, string>> = {
  arrakeen: 'Arrakeen',
  carthag: 'Carthag',
  imperialBasin: 'het Keizerlijk Bekken',
  spiceRefinery: 'de Specerijraffinaderij',
};
const NUMBER_WORD = ['nul', 'één', 'twee', 'drie', 'vier'];

const and = (items: readonly string[]) => joinList(items, 'en');
const or = (items: readonly string[]) => joinList(items, 'of');
const numberWord = (n: number) => NUMBER_WORD[n] ?? String(n);

const resource = (r: Resource, n: number): string =>
  r === 'solari' ? `${n} Solari` : r === 'spice' ? `${n} specerij` : `${n} water`;
const troops = (n: number) => count(n, 'troep', 'troepen');
const deployedTroops = (n: number) => count(n, 'ingezette troep', 'ingezette troepen');

export const nl: Phrasebook = {
  language: 'nl',
  gainNoun: {
    gain: (e, ctx) => {
      const { n, per } = ctx.amount(e.amount);
      return `${resource(e.resource, n)}${per}`;
    },
    persuasion: (e, ctx) => {
      const { n, per } = ctx.amount(e.amount);
      return `${n} overtuiging${per}`;
    },
    swords: (e, ctx) => {
      const { n, per } = ctx.amount(e.amount);
      return `${count(n, 'zwaard', 'zwaarden')}${per}`;
    },
    victoryPoints: (e) => count(e.amount, 'overwinningspunt', 'overwinningspunten'),
    influence: (e) => `${e.amount} invloed ${nl.influenceTarget(e.faction, e.amount)}`,
  },
  gain: (nouns, form) =>
    form === 'imperative'
      ? `ontvang ${and(nouns)}`
      : form === 'thirdPerson'
        ? `ontvangt ${and(nouns)}`
        : `${and(nouns)} ontvangen`,
  effect: {
    lose: (e) => `verlies ${resource(e.resource, e.amount)}`,
    draw: (e) => `trek ${count(e.amount, 'kaart', 'kaarten')}`,
    drawIntrigue: (e) => `trek ${count(e.amount, 'Intrigekaart', 'Intrigekaarten')}`,
    stealIntrigue: (e) =>
      `elke tegenstander met ${e.fromOpponentsWithAtLeast} of meer Intrigekaarten geeft je er willekeurig één`,
    recruit: (e) => {
      const them = e.amount === 1 ? 'hem' : 'ze';
      switch (e.deploy) {
        case 'combatSpace':
          return `rekruteer ${troops(e.amount)}`;
        case 'may':
          return `rekruteer ${troops(e.amount)}; je mag ${them} in het Conflict inzetten`;
        case 'must':
          return `zet ${troops(e.amount)} uit je voorraad in het Conflict in`;
        case 'revealTurn':
          return `rekruteer ${troops(e.amount)}; als het je Onthullingsbeurt is, mag je ${them} in het Conflict inzetten`;
      }
    },
    deploy: (e) =>
      e.upTo === 'any'
        ? 'zet zoveel troepen uit je garnizoen in het Conflict in als je wilt'
        : `je mag ${e.upTo === 1 ? '' : 'tot '}${troops(e.upTo)} uit je garnizoen in het Conflict inzetten`,
    retreat: (e) =>
      e.upTo === 'any'
        ? 'trek zoveel van je troepen terug als je wilt'
        : `je mag ${e.upTo === 1 ? '' : 'tot '}${troops(e.upTo)} terugtrekken`,
    loseTroops: (e, ctx) => {
      const what = e.from === 'conflict' ? deployedTroops(e.amount) : `${troops(e.amount)} uit zijn garnizoen`;
      return ctx.form === 'imperative'
        ? `verlies ${e.from === 'conflict' ? what : `${troops(e.amount)} uit je garnizoen`}`
        : ctx.form === 'thirdPerson'
          ? `verliest ${what}`
          : `${what} verliezen`;
    },
    discard: (e, ctx) => {
      const cards = count(e.amount, 'kaart', 'kaarten');
      return ctx.form === 'imperative'
        ? `leg ${cards} af`
        : ctx.form === 'thirdPerson'
          ? `legt ${cards} af`
          : `${cards} afleggen`;
    },
    trash: () => 'vernietig een kaart',
    trashThisCard: () => 'vernietig deze kaart',
    inspectTopCard: (e) =>
      `bekijk de bovenste kaart van je trekstapel; je mag die ${or(e.then.map((a) => (a === 'draw' ? 'trekken' : 'vernietigen')))}`,
    shuffleDiscardIntoDeck: () => 'schud je aflegstapel door je trekstapel',
    takeFromDiscard: (e) => `neem een ${NAME[e.faction]}-kaart uit je aflegstapel in je hand`,
    acquireReserveCard: (e) => `verwerf een kaart ${RESERVE_NAME[e.card]}`,
    acquireCard: (e) =>
      `verwerf een kaart die ${e.maxCost} overtuiging of minder kost${e.toTopOfDeck ? ' en leg die bovenop je trekstapel' : ''}`,
    acquiredCardsToTopOfDeck: () =>
      'deze ronde mag je kaarten die je verwerft bovenop je trekstapel leggen in plaats van op je aflegstapel',
    discountThisTurn: (e) =>
      `deze beurt kost elke kaart ${RESERVE_NAME[e.card]} die je verwerft ${e.amount} overtuiging minder`,
    reserveImperiumRowCard: (e) =>
      `haal een kaart uit de Imperiumrij en vul de rij aan; deze ronde mag alleen jij die kaart verwerven, voor ${e.discount} overtuiging minder`,
    takeMentat: (e) =>
      e.nextRound
        ? 'neem de Mentat: hij is volgende ronde je Agent'
        : 'neem de Mentat als die op zijn Landsraad-vak staat: hij is deze ronde je Agent',
    gainSwordmaster: () => 'neem je Zwaardmeester: vanaf deze ronde is hij je derde Agent',
    takeHighCouncilSeat: (e, ctx) =>
      `neem een zetel in de Hoge Raad: bij elk van je Onthullingsbeurten, ${ctx.list(e.everyRevealTurn)}`,
    recallAgent: () => 'roep een van je Agenten terug',
    relocateAgent: () => 'stuur een van je Agenten die al op een bordvak staat, zelfs naar het vak waar hij staat',
    blockSpace: () => 'kies een bordvak: je tegenstanders mogen daar tot je volgende beurt geen Agenten heen sturen',
    infiltrate: () => 'deze beurt blokkeren Agenten van tegenstanders de volgende Agent die je stuurt niet',
    addAgentIcons: (e) =>
      `de kaart die je deze beurt speelt heeft ook de Agent-iconen ${and(e.icons.map((i) => nl.agentIcon(i)))}`,
    control: (e) => `neem de controle over ${CONTROL_NAME[e.space]}`,
    harvest: (e) =>
      e.baseSpice === 0
        ? 'neem alle bonusspecerij op dit vak'
        : `oogst ${e.baseSpice} specerij en alle bonusspecerij op dit vak`,
    signetRing: () => 'gebruik de Zegelring-vaardigheid van je Leider',
    endTurn: () => 'beëindig meteen je beurt',
    rivalHarvest: () =>
      'stuur de Agent naar het vrije Makervak met de meeste bonusspecerij en neem die bonusspecerij weg',
    pay: (e, ctx) => `${ctx.costs(e.cost)} → ${ctx.list(e.effects)}`,
    choose: (e, ctx) => {
      const optionForm: Form = ctx.form === 'imperative' ? 'imperative' : 'infinitive';
      const options = e.options.map((o) =>
        o.cost ? `${ctx.costs(o.cost)} → ${ctx.list(o.effects, optionForm)}` : ctx.list(o.effects, optionForm),
      );
      const head = ctx.form === 'imperative' ? 'kies' : 'kiest';
      return `${head}${e.pick === 1 ? ' één' : ` er ${numberWord(e.pick)}`}: ${or(options)}`;
    },
    if: (e, ctx) =>
      nl.when(ctx.condition(e.condition), ctx.list(e.then), e.else === undefined ? null : ctx.list(e.else)),
    opponents: (e, ctx) =>
      `${e.who === 'each' ? 'elke tegenstander' : 'een tegenstander naar keuze'} ${ctx.list(e.effects, 'thirdPerson')}`,
    ...UPRISING_PHRASES.nl,
  },
  payNoun: { resource: (c) => resource(c.resource, c.amount) },
  pay: (nouns) => `betaal ${and(nouns)}`,
  cost: {
    influence: (c) => `verlies ${c.amount} invloed ${nl.influenceTarget(c.faction, c.amount)}`,
    trashThisCard: () => 'vernietig deze kaart',
    troopsInConflict: (c) => `verlies ${deployedTroops(c.amount)}`,
  },
  condition: {
    influence: (c) => ({ clause: `je minstens ${c.atLeast} invloed bij ${THE[c.faction]} hebt` }),
    alliance: (c) => ({
      clause: c.faction === 'any' ? 'je een Alliantie hebt' : `je de Alliantie met ${THE[c.faction]} hebt`,
    }),
    bond: (c) =>
      c.faction === 'fremen'
        ? { label: 'Fremen-band' }
        : { clause: `je nog een ${NAME[c.faction]}-kaart in het spel hebt` },
    highCouncilSeat: () => ({ clause: 'je een zetel in de Hoge Raad hebt' }),
    cardsOwned: (c) => ({ clause: `je minstens ${c.atLeast} kaarten ${RESERVE_NAME[c.card]} bezit` }),
    mostCardsOwned: (c) => ({ clause: `je meer kaarten ${RESERVE_NAME[c.card]} bezit dan elke tegenstander` }),
    influenceOnTracks: (c) => ({ clause: `je minstens ${c.atLeast} invloed bij ${c.tracks} Facties hebt` }),
    opponentTroopInConflict: () => ({ clause: 'een tegenstander een troep in het Conflict heeft' }),
  },
  when: (condition, then, otherwise) => {
    // A colon keeps the main-clause word order after "als": "als …: elke tegenstander legt 2 kaarten af".
    const head = 'label' in condition ? `${condition.label}: ${then}` : `als ${condition.clause}: ${then}`;
    return otherwise === null ? head : `${head}; anders: ${otherwise}`;
  },
  counter: (c) =>
    c.kind === 'factionCardsInPlay'
      ? ` voor elke ${NAME[c.faction]}-kaart die je in het spel hebt, deze inbegrepen`
      : ' voor elke basisspecerij die je deze beurt oogst',
  influenceTarget: (t) => {
    switch (t.kind) {
      case 'faction':
        return `bij ${THE[t.faction]}`;
      case 'choice':
        return t.among.length === 4 ? 'bij een Factie naar keuze' : `bij ${or(t.among.map((f) => THE[f]))}`;
      case 'distinctChoices':
        return `bij elk van ${numberWord(t.count)} verschillende Facties naar keuze`;
      case 'each':
        return 'bij elke Factie';
      case 'spaceFaction':
        return 'extra bij de Factie van dit vak';
      case 'behindAnOpponent':
        return 'bij een Factie waar een tegenstander meer invloed heeft dan jij';
    }
  },
  faction: (f) => NAME[f],
  agentIcon: (icon) =>
    icon === 'landsraad'
      ? 'Landsraad'
      : icon === 'city'
        ? 'Stad'
        : icon === 'spiceTrade'
          ? 'Specerijhandel'
          : NAME[icon],
  and,
  or,
  sentence: toSentence,
  window: (w) =>
    w === 'startOfAgentTurn' ? 'Aan het begin van je Agentbeurt, vóór al het andere:' : 'Wanneer je een Conflict wint,',
  hook: (h) => {
    switch (h) {
      case 'landsraadPopularity':
        return 'Landsraad-vakken kosten jou 1 Solari minder (nooit minder dan 0).';
      case 'prescience':
        return 'Je mag op elk moment de bovenste kaart van je trekstapel bekijken (niets als je trekstapel leeg is).';
      case 'masterstroke':
        return 'Kies aan het begin van het spel in het geheim twee Facties met twee Baron Harkonnen-fiches. Eén keer per spel, in een beurt waarin je 4 of meer troepen in het Conflict inzet, mag je ze onthullen om bij elk ervan 1 invloed te ontvangen.';
      case 'eyesEverywhere':
        return 'Agenten van tegenstanders beletten je niet je Agenten naar Landsraad- en Stadvakken te sturen.';
    }
  },
  trigger: (t) =>
    t === 'paySolariForBoardSpace'
      ? 'Wanneer je Solari betaalt voor de kosten van een bordvak:'
      : t === 'takeHighCouncilSeat'
        ? 'Wanneer je een zetel in de Hoge Raad neemt:'
        : 'Wanneer je specerij oogst op een Makervak:',
  atSetup: (effects) => `Aan het begin van het spel: ${lowerFirst(effects)}`,
  hagalTarget: (target, spaceName) =>
    target.kind === 'space'
      ? `Bordvak: ${spaceName ?? ''}`
      : target.kind === 'makerSpace'
        ? 'Bordvak: een Makervak'
        : 'Schud meteen alle Huis Hagal-kaarten en onthul een nieuwe kaart.',
  defensiveBonus: (effects) =>
    `Verdedigingsbonus (optioneel), als jij dit vak controleert wanneer dit Conflict wordt onthuld: ${lowerFirst(effects)}`,
  controlBonus: (effects) =>
    `Controlebonus, voor wie dit vak controleert, telkens wanneer een Agent hierheen wordt gestuurd: ${lowerFirst(effects)}`,
  oncePerGame: 'Eén keer per spel voor elke speler.',
  combatSpace: 'Gevechtsvak.',
  makerSpace: (n) => `Makervak (${n} basisspecerij).`,
  labels: {
    agent: 'Agent:',
    reveal: 'Onthulling:',
    acquire: 'Verwerving:',
    trashed: 'Wanneer deze kaart wordt vernietigd:',
    plot: 'Complot:',
    combat: 'Gevecht:',
    endgame: 'Einde van het spel:',
    first: '1e plaats:',
    second: '2e plaats:',
    third: '3e plaats (4 spelers):',
    cost: 'Kosten:',
    requires: 'Vereiste:',
    controlBonus: 'Controle:',
    swords: 'Zwaarden:',
    signetRing: 'Zegelring:',
  },
};
