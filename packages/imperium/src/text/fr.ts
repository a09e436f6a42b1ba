import type { BoardControlSpaceId, Faction, ReservePileId, Resource } from '../dsl/primitives.ts';
import type { Form, Phrasebook } from './phrasebook.ts';
import { UPRISING_PHRASES } from './uprising.ts';
import { count, joinList, lowerFirst, toSentence } from './grammar.ts';

/** "sur l'Empereur": the article each Faction takes. */
const THE: Readonly<Record<Faction, string>> = {
  emperor: "l'Empereur",
  spacingGuild: 'la Guilde Spatiale',
  beneGesserit: 'le Bene Gesserit',
  fremen: 'les Fremen',
};
/** "l'Alliance de l'Empereur", "du Bene Gesserit": de + article. */
const OF: Readonly<Record<Faction, string>> = {
  emperor: "de l'Empereur",
  spacingGuild: 'de la Guilde Spatiale',
  beneGesserit: 'du Bene Gesserit',
  fremen: 'des Fremen',
};
const NAME: Readonly<Record<Faction, string>> = {
  emperor: 'Empereur',
  spacingGuild: 'Guilde Spatiale',
  beneGesserit: 'Bene Gesserit',
  fremen: 'Fremen',
};
const RESERVE_NAME: Readonly<Record<ReservePileId, string>> = {
  arrakisLiaison: "Contact d'Arrakis",
  theSpiceMustFlow: "L'Épice Doit Couler",
  foldspace: 'Espace Plissé',
  prepareTheWay: 'Préparer le chemin',
};
const CONTROL_OF: Readonly<Record<BoardControlSpaceId, string>> = {
  arrakeen: "d'Arrakeen",
  carthag: 'de Carthag',
  imperialBasin: 'du Bassin Impérial',
  spiceRefinery: "de la Raffinerie d'épice",
};
const NUMBER_WORD = ['zéro', 'une', 'deux', 'trois', 'quatre'];

const and = (items: readonly string[]) => joinList(items, 'et');
const or = (items: readonly string[]) => joinList(items, 'ou');
const numberWord = (n: number) => NUMBER_WORD[n] ?? String(n);

const resource = (r: Resource, n: number): string =>
  r === 'solari' ? `${n} Solari` : r === 'spice' ? `${n} épice` : `${n} eau`;
const troops = (n: number) => count(n, 'troupe', 'troupes');
const deployedTroops = (n: number) => count(n, 'troupe déployée', 'troupes déployées');
const verb = (form: Form, imperative: string, thirdPerson: string, infinitive: string) =>
  form === 'imperative' ? imperative : form === 'thirdPerson' ? thirdPerson : infinitive;

export const fr: Phrasebook = {
  language: 'fr',
  gainNoun: {
    gain: (e, ctx) => {
      const { n, per } = ctx.amount(e.amount);
      return `${resource(e.resource, n)}${per}`;
    },
    persuasion: (e, ctx) => {
      const { n, per } = ctx.amount(e.amount);
      return `${n} persuasion${per}`;
    },
    swords: (e, ctx) => {
      const { n, per } = ctx.amount(e.amount);
      return `${count(n, 'épée', 'épées')}${per}`;
    },
    victoryPoints: (e) => count(e.amount, 'point de victoire', 'points de victoire'),
    influence: (e) => `${e.amount} influence ${fr.influenceTarget(e.faction, e.amount)}`,
  },
  gain: (nouns, form) => `${verb(form, 'gagnez', 'gagne', 'gagner')} ${and(nouns)}`,
  effect: {
    lose: (e) => `perdez ${resource(e.resource, e.amount)}`,
    draw: (e) => `piochez ${count(e.amount, 'carte', 'cartes')}`,
    drawIntrigue: (e) => `piochez ${count(e.amount, 'carte Intrigue', 'cartes Intrigue')}`,
    stealIntrigue: (e) =>
      `chaque adversaire ayant au moins ${e.fromOpponentsWithAtLeast} cartes Intrigue vous en donne une au hasard`,
    recruit: (e) => {
      const them = e.amount === 1 ? 'la' : 'les';
      switch (e.deploy) {
        case 'combatSpace':
          return `recrutez ${troops(e.amount)}`;
        case 'may':
          return `recrutez ${troops(e.amount)} ; vous pouvez ${them} déployer dans le Conflit`;
        case 'must':
          return `déployez ${troops(e.amount)} de votre réserve dans le Conflit`;
        case 'revealTurn':
          return `recrutez ${troops(e.amount)} ; si c'est votre tour Révélation, vous pouvez ${them} déployer dans le Conflit`;
      }
    },
    deploy: (e) =>
      e.upTo === 'any'
        ? 'déployez autant de troupes de votre garnison que vous le souhaitez dans le Conflit'
        : `vous pouvez déployer ${e.upTo === 1 ? '' : "jusqu'à "}${troops(e.upTo)} de votre garnison dans le Conflit`,
    retreat: (e) =>
      e.upTo === 'any'
        ? 'repliez autant de vos troupes que vous le souhaitez'
        : `vous pouvez replier ${e.upTo === 1 ? '' : "jusqu'à "}${troops(e.upTo)}`,
    loseTroops: (e, ctx) =>
      e.from === 'conflict'
        ? `${verb(ctx.form, 'perdez', 'perd', 'perdre')} ${deployedTroops(e.amount)}`
        : `${verb(ctx.form, 'perdez', 'perd', 'perdre')} ${troops(e.amount)} de ${ctx.form === 'imperative' ? 'votre' : 'sa'} garnison`,
    discard: (e, ctx) =>
      `${verb(ctx.form, 'défaussez', 'défausse', 'défausser')} ${count(e.amount, 'carte', 'cartes')}`,
    trash: () => 'détruisez une carte',
    trashThisCard: () => 'détruisez cette carte',
    inspectTopCard: (e) =>
      `regardez la carte du dessus de votre deck ; vous pouvez ${or(e.then.map((a) => (a === 'draw' ? 'la piocher' : 'la détruire')))}`,
    shuffleDiscardIntoDeck: () => 'mélangez votre défausse dans votre deck',
    takeFromDiscard: (e) => `prenez en main une carte ${NAME[e.faction]} de votre défausse`,
    acquireReserveCard: (e) => `faites l'acquisition d'une carte ${RESERVE_NAME[e.card]}`,
    acquireCard: (e) =>
      `faites l'acquisition d'une carte coûtant ${e.maxCost} persuasion ou moins${e.toTopOfDeck ? ' et placez-la sur votre deck' : ''}`,
    acquiredCardsToTopOfDeck: () =>
      'cette manche, vous pouvez placer les cartes que vous acquérez sur votre deck au lieu de votre défausse',
    discountThisTurn: (e) =>
      `ce tour-ci, chaque carte ${RESERVE_NAME[e.card]} que vous acquérez coûte ${e.amount} persuasion de moins`,
    reserveImperiumRowCard: (e) =>
      `retirez une carte de la Rangée Imperium et remplacez-la ; cette manche, vous seul pouvez l'acquérir, pour ${e.discount} persuasion de moins`,
    takeMentat: (e) =>
      e.nextRound
        ? 'prenez le Mentat : il sera votre Agent à la prochaine manche'
        : "prenez le Mentat s'il est sur son emplacement du Landsraad : il est votre Agent pour cette manche",
    gainSwordmaster: () => "prenez votre Maître d'Armes : il est votre troisième Agent dès cette manche",
    takeHighCouncilSeat: (e, ctx) =>
      `prenez un siège au Haut Conseil : à chacun de vos tours Révélation, ${ctx.list(e.everyRevealTurn)}`,
    recallAgent: () => "rappelez l'un de vos Agents",
    relocateAgent: () =>
      "envoyez l'un de vos Agents déjà placés sur un emplacement du plateau, même sur l'emplacement qu'il occupe",
    blockSpace: () =>
      "choisissez un emplacement du plateau : vos adversaires ne peuvent pas y envoyer d'Agent jusqu'à votre prochain tour",
    infiltrate: () => 'ce tour-ci, les Agents adverses ne bloquent pas le prochain Agent que vous envoyez',
    addAgentIcons: (e) =>
      `la carte que vous jouez ce tour-ci a aussi les icônes Agent ${and(e.icons.map((i) => fr.agentIcon(i)))}`,
    control: (e) => `prenez le contrôle ${CONTROL_OF[e.space]}`,
    harvest: (e) =>
      e.baseSpice === 0
        ? "prenez toute l'épice bonus de cet emplacement"
        : `récoltez ${e.baseSpice} épice et toute l'épice bonus de cet emplacement`,
    signetRing: () => 'utilisez la capacité Chevalière de votre Dirigeant',
    endTurn: () => 'mettez immédiatement fin à votre tour',
    rivalHarvest: () =>
      "envoyez l'Agent sur l'emplacement Faiseur libre qui porte le plus d'épice bonus et retirez-en l'épice bonus",
    pay: (e, ctx) => `${ctx.costs(e.cost)} → ${ctx.list(e.effects)}`,
    choose: (e, ctx) => {
      const optionForm: Form = ctx.form === 'imperative' ? 'imperative' : 'infinitive';
      const options = e.options.map((o) =>
        o.cost ? `${ctx.costs(o.cost)} → ${ctx.list(o.effects, optionForm)}` : ctx.list(o.effects, optionForm),
      );
      const head = ctx.form === 'imperative' ? 'choisissez' : 'choisit';
      return `${head}${e.pick === 1 ? '' : `-en ${numberWord(e.pick)}`} : ${or(options)}`;
    },
    if: (e, ctx) =>
      fr.when(ctx.condition(e.condition), ctx.list(e.then), e.else === undefined ? null : ctx.list(e.else)),
    opponents: (e, ctx) =>
      `${e.who === 'each' ? 'chaque adversaire' : 'un adversaire de votre choix'} ${ctx.list(e.effects, 'thirdPerson')}`,
    ...UPRISING_PHRASES.fr,
  },
  payNoun: { resource: (c) => resource(c.resource, c.amount) },
  pay: (nouns) => `payez ${and(nouns)}`,
  cost: {
    influence: (c) => `perdez ${c.amount} influence ${fr.influenceTarget(c.faction, c.amount)}`,
    trashThisCard: () => 'détruisez cette carte',
    troopsInConflict: (c) => `perdez ${deployedTroops(c.amount)}`,
  },
  condition: {
    influence: (c) => ({ clause: `vous avez au moins ${c.atLeast} influence sur ${THE[c.faction]}` }),
    alliance: (c) => ({
      clause: c.faction === 'any' ? 'vous avez une Alliance' : `vous avez l'Alliance ${OF[c.faction]}`,
    }),
    bond: (c) =>
      c.faction === 'fremen'
        ? { label: 'Lien Fremen' }
        : { clause: `vous avez une autre carte ${NAME[c.faction]} en jeu` },
    highCouncilSeat: () => ({ clause: 'vous avez un siège au Haut Conseil' }),
    cardsOwned: (c) => ({ clause: `vous possédez au moins ${c.atLeast} cartes ${RESERVE_NAME[c.card]}` }),
    mostCardsOwned: (c) => ({ clause: `vous possédez plus de cartes ${RESERVE_NAME[c.card]} que chaque adversaire` }),
    influenceOnTracks: (c) => ({ clause: `vous avez au moins ${c.atLeast} influence sur ${c.tracks} Factions` }),
    opponentTroopInConflict: () => ({ clause: 'un adversaire a au moins une troupe dans le Conflit' }),
  },
  when: (condition, then, otherwise) => {
    const head = 'label' in condition ? `${condition.label} : ${then}` : `si ${condition.clause}, ${then}`;
    return otherwise === null ? head : `${head} ; sinon, ${otherwise}`;
  },
  counter: (c) =>
    c.kind === 'factionCardsInPlay'
      ? ` pour chaque carte ${NAME[c.faction]} que vous avez en jeu (celle-ci comprise)`
      : ' par épice de base que vous récoltez ce tour-ci',
  influenceTarget: (t) => {
    switch (t.kind) {
      case 'faction':
        return `sur ${THE[t.faction]}`;
      case 'choice':
        return t.among.length === 4 ? 'sur une Faction de votre choix' : `sur ${or(t.among.map((f) => THE[f]))}`;
      case 'distinctChoices':
        return `sur chacune de ${numberWord(t.count)} Factions différentes de votre choix`;
      case 'each':
        return 'sur chaque Faction';
      case 'spaceFaction':
        return 'supplémentaire sur la Faction de cet emplacement';
      case 'behindAnOpponent':
        return "sur une Faction où un adversaire a plus d'influence que vous";
    }
  },
  faction: (f) => NAME[f],
  agentIcon: (icon) =>
    icon === 'landsraad'
      ? 'Landsraad'
      : icon === 'city'
        ? 'Cité'
        : icon === 'spiceTrade'
          ? "Commerce d'Épice"
          : NAME[icon],
  and,
  or,
  sentence: toSentence,
  window: (w) =>
    w === 'startOfAgentTurn'
      ? 'Au début de votre tour Agent, avant toute autre chose,'
      : 'Lorsque vous remportez un Conflit,',
  hook: (h) => {
    switch (h) {
      case 'landsraadPopularity':
        return 'Les emplacements du Landsraad vous coûtent 1 Solari de moins (jamais moins de 0).';
      case 'prescience':
        return 'Vous pouvez regarder la carte du dessus de votre deck à tout moment (rien si votre deck est vide).';
      case 'masterstroke':
        return "Au début de la partie, choisissez secrètement deux Factions avec deux jetons Baron Harkonnen. Une fois par partie, lors d'un tour où vous déployez au moins 4 troupes dans le Conflit, vous pouvez les révéler pour gagner 1 influence sur chacune d'elles.";
      case 'eyesEverywhere':
        return "Les Agents adverses ne vous empêchent pas d'envoyer vos Agents sur les emplacements du Landsraad et de la Cité.";
    }
  },
  trigger: (t) =>
    t === 'paySolariForBoardSpace'
      ? "Lorsque vous payez des Solari pour le coût d'un emplacement du plateau,"
      : t === 'takeHighCouncilSeat'
        ? 'Lorsque vous prenez un siège au Haut Conseil,'
        : "Lorsque vous récoltez de l'épice sur un emplacement Faiseur,",
  atSetup: (effects) => `Au début de la partie, ${lowerFirst(effects)}`,
  hagalTarget: (target, spaceName) =>
    target.kind === 'space'
      ? `Emplacement : ${spaceName ?? ''}`
      : target.kind === 'makerSpace'
        ? 'Emplacement : un emplacement Faiseur'
        : 'Remélangez immédiatement toutes les cartes Maison Hagal, puis révélez une autre carte.',
  defensiveBonus: (effects) =>
    `Bonus défensif (facultatif), si vous contrôlez cet emplacement quand ce Conflit est révélé : ${lowerFirst(effects)}`,
  controlBonus: (effects) =>
    `Bonus de Contrôle, pour qui contrôle cet emplacement, chaque fois qu'un Agent y est envoyé : ${lowerFirst(effects)}`,
  oncePerGame: 'Une fois par partie pour chaque joueur.',
  combatSpace: 'Emplacement de Combat.',
  makerSpace: (n) => `Emplacement Faiseur (${n} épice de base).`,
  labels: {
    agent: 'Agent :',
    reveal: 'Révélation :',
    acquire: 'Acquisition :',
    trashed: 'Quand cette carte est détruite :',
    plot: 'Complot :',
    combat: 'Combat :',
    endgame: 'Fin de partie :',
    first: '1re place :',
    second: '2e place :',
    third: '3e place (4 joueurs) :',
    cost: 'Coût :',
    requires: 'Prérequis :',
    controlBonus: 'Contrôle :',
    swords: 'Épées :',
    signetRing: 'Chevalière :',
  },
};
