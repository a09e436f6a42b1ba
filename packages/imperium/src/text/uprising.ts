import type { Cost } from '../dsl/cost.ts';
import type { UprisingEffect } from '../dsl/effect.ts';
import type { AgentIcon, Faction, Language } from '../dsl/primitives.ts';
import type {
  BattleIcon,
  SpyPost,
  UprisingAgentIcon,
  UprisingCondition,
  UprisingCost,
  UprisingCounter,
  UprisingReserveCardId,
} from '../dsl/uprising.ts';
import { count, joinList } from './grammar.ts';
import type { RenderContext } from './phrasebook.ts';

/** The phrase of every Uprising effect kind in one language; the compiler checks that none is missing. */
export type UprisingPhrases = {
  readonly [K in UprisingEffect['kind']]: (
    node: Extract<UprisingEffect, { readonly kind: K }>,
    ctx: RenderContext,
  ) => string;
};

type OwnCost = Exclude<UprisingCost, Cost>;
type OwnCondition = Exclude<UprisingCondition, { kind: 'base' }>;

/** What differs between languages; the sentence shapes shared by all three are built from it below. */
interface Vocabulary {
  readonly and: (items: readonly string[]) => string;
  readonly or: (items: readonly string[]) => string;
  readonly condition: (c: OwnCondition) => string;
  readonly counter: (c: UprisingCounter) => string;
  readonly cost: (c: OwnCost) => string;
  readonly post: (post: SpyPost, mayShare: boolean) => string;
  readonly ifThen: (clause: string, then: string, otherwise: string | null) => string;
  readonly labelled: (label: string, then: string, otherwise: string | null) => string;
  readonly summon: (n: number) => string;
  readonly acquireToHand: (maxCost: number) => string;
  readonly whenAcquiring: (effects: string) => string;
  readonly influenceByPriority: (position: number) => string;
  readonly rivalInfluence: (amount: number, track: 'lowest' | 'highest' | 'allianceIfPossible') => string;
  readonly sortTopCards: (look: number, draw: number, discard: number, trash: number) => string;
  readonly fixed: Readonly<
    Record<
      | 'gainMakerHook'
      | 'breakShieldWall'
      | 'destroyShieldWall'
      | 'takeContract'
      | 'influenceWhereSpying'
      | 'ignoreInfluenceRequirements'
      | 'acquireWithSolari'
      | 'returnThisCardToHand'
      | 'recruitedMayDeploy'
      | 'controlConflictSpace'
      | 'addMemory'
      | 'noDeployThisTurn'
      | 'advanceTraining'
      | 'rivalHarvestUprising',
      string
    >
  >;
}

const isBaseCost = (c: UprisingCost): c is Cost =>
  c.kind === 'resource' || c.kind === 'influence' || c.kind === 'trashThisCard' || c.kind === 'troopsInConflict';

function costList(v: Vocabulary, list: readonly UprisingCost[], ctx: RenderContext): string {
  const base = list.filter(isBaseCost);
  const own = list.filter((c): c is OwnCost => !isBaseCost(c));
  return v.and([...(base.length > 0 ? [ctx.costs(base)] : []), ...own.map(v.cost)]);
}

function phrases(v: Vocabulary): UprisingPhrases {
  return {
    placeSpy: (e) => v.post(e.post, e.mayShare),
    summonSandworm: (e) => v.summon(e.amount),
    gainMakerHook: () => v.fixed.gainMakerHook,
    breakShieldWall: (e) => (e.confirmed ? v.fixed.destroyShieldWall : v.fixed.breakShieldWall),
    takeContract: () => v.fixed.takeContract,
    payUprising: (e, ctx) => `${costList(v, e.cost, ctx)} → ${ctx.list(e.effects)}`,
    ifUprising: (e, ctx) => {
      const then = ctx.list(e.then);
      const otherwise = e.else === undefined ? null : ctx.list(e.else);
      if (e.condition.kind !== 'base') return v.ifThen(v.condition(e.condition), then, otherwise);
      const text = ctx.condition(e.condition.condition);
      return 'label' in text ? v.labelled(text.label, then, otherwise) : v.ifThen(text.clause, then, otherwise);
    },
    forEach: (e, ctx) => `${ctx.list(e.effects)} ${v.counter(e.counter)}`,
    influenceWhereSpying: () => v.fixed.influenceWhereSpying,
    ignoreInfluenceRequirements: () => v.fixed.ignoreInfluenceRequirements,
    acquireWithSolari: () => v.fixed.acquireWithSolari,
    sortTopCards: (e) => v.sortTopCards(e.look, e.draw, e.discard, e.trash),
    returnThisCardToHand: () => v.fixed.returnThisCardToHand,
    recruitedMayDeploy: () => v.fixed.recruitedMayDeploy,
    controlConflictSpace: () => v.fixed.controlConflictSpace,
    addMemory: () => v.fixed.addMemory,
    acquireToHand: (e) => v.acquireToHand(e.maxCost),
    noDeployThisTurn: () => v.fixed.noDeployThisTurn,
    advanceTraining: () => v.fixed.advanceTraining,
    rivalInfluence: (e) => v.rivalInfluence(e.amount, e.track),
    whenAcquiringThisRound: (e, ctx) => v.whenAcquiring(ctx.list(e.effects)),
    influenceByPriority: (e) => v.influenceByPriority(e.position),
    rivalHarvestUprising: () => v.fixed.rivalHarvestUprising,
  };
}

const EN_FACTION: Readonly<Record<Faction, string>> = {
  emperor: 'Emperor',
  spacingGuild: 'Spacing Guild',
  beneGesserit: 'Bene Gesserit',
  fremen: 'Fremen',
};
const EN_ICON: Readonly<Record<AgentIcon, string>> = {
  ...EN_FACTION,
  landsraad: 'Landsraad',
  city: 'City',
  spiceTrade: 'Spice Trade',
};
const EN_RESERVE: Readonly<Record<UprisingReserveCardId, string>> = {
  theSpiceMustFlow: 'The Spice Must Flow',
  prepareTheWay: 'Prepare the Way',
};
const EN_BATTLE: Readonly<Record<BattleIcon, string>> = {
  crysknife: 'Crysknife',
  desertMouse: 'Desert Mouse',
  ornithopter: 'Ornithopter',
};
/** "a" or "an" before an English word. */
const enArticle = (word: string) => (/^[AEIOU]/i.test(word) ? 'an' : 'a');
const enAnd = (items: readonly string[]) => joinList(items, 'and');
const enOr = (items: readonly string[]) => joinList(items, 'or');

const en: Vocabulary = {
  and: enAnd,
  or: enOr,
  condition: (c) => {
    switch (c.kind) {
      case 'spiesOnBoard':
        return `you have ${c.atLeast} or more Spies on the board`;
      case 'recalledSpyThisTurn':
        return 'you recalled a Spy this turn';
      case 'sentAgentTo':
        return `you sent an Agent to a ${c.space === 'maker' ? 'Maker' : 'Faction'} board space this turn`;
      case 'completedContracts':
        return `you have completed ${c.atLeast} or more contracts`;
      case 'unitsInConflict':
        return `you have ${c.atLeast} or more units in the Conflict`;
      case 'sandwormInConflict':
        return 'you have a sandworm in the Conflict';
      case 'makerHook':
        return 'you have Maker Hooks';
      case 'swordmaster':
        return 'you have your Swordmaster';
      case 'spyingOnMakerSpace':
        return 'you are spying on a Maker board space';
      case 'deckHasAtLeast':
        return `your deck has ${c.cards} or more cards`;
      case 'discardedFactionCard':
        return `you discarded a ${EN_FACTION[c.faction]} card`;
      case 'acquiredThisTurn':
        return `you acquire ${EN_RESERVE[c.card]} this turn`;
      case 'shieldWallStands':
        return 'the Shield Wall stands';
      case 'strengthInConflict':
        return `you have ${c.atLeast} or more strength in the Conflict`;
      case 'spyPlacedOn':
        return `you placed it on ${c.post === 'choam' ? 'the CHOAM' : 'a Faction'} observation post`;
      case 'deployedUnitsThisTurn':
        return `you deployed ${c.atLeast} or more units to the Conflict this turn`;
      case 'gainedSpiceThisTurn':
        return 'you gained spice this turn';
      case 'influenceWhereOpponentAllied':
        return `you have ${c.atLeast} or more Influence with a Faction whose Alliance an opponent holds`;
    }
  },
  counter: (c) => {
    switch (c.kind) {
      case 'completedContracts':
        return 'for each contract you have completed';
      case 'sandwormsInConflict':
        return 'for each sandworm you have in the Conflict';
      case 'revealedCardsWithSwords':
        return 'for each card you revealed this turn that gives one or more swords';
      case 'factionCardsRevealed':
        return `for each ${EN_FACTION[c.faction]} card you revealed this turn, this one included`;
      case 'spiesOnBoard':
        return 'for each of your Spies on the board';
    }
  },
  cost: (c) => {
    switch (c.kind) {
      case 'recallSpy':
        return `recall ${count(c.amount, 'Spy', 'Spies')}`;
      case 'discard':
        return `discard ${count(c.amount, 'card', 'cards')}`;
      case 'trash':
        return 'trash a card';
      case 'trashFromHand':
        return `trash a card that costs ${c.minCost} Persuasion or more from your hand`;
      case 'flipConflictCard':
        return `flip one of your face-up ${EN_BATTLE[c.icon]} or wild Conflict cards`;
      case 'trashIntrigue':
        return 'trash an Intrigue card';
      case 'retreat':
        return `retreat ${count(c.amount, 'troop', 'troops')}`;
      case 'trashFactionCard':
        return `trash another ${EN_FACTION[c.faction]} card ${c.from === 'hand' ? 'from your hand' : 'you have in play'}`;
    }
  },
  post: (post, mayShare) => {
    switch (post.kind) {
      case 'any':
        return 'place a Spy on an observation post';
      case 'icons':
        return `place a Spy on an observation post connected to ${enArticle(EN_ICON[post.icons[0] ?? 'city'])} ${enOr(post.icons.map((i) => EN_ICON[i]))} board space`;
      case 'agentSpace':
        return `place a Spy on an observation post connected to the board space you sent an Agent to this turn${
          mayShare ? "; it may share the post with another player's Spy" : ''
        }`;
    }
  },
  ifThen: (clause, then, otherwise) =>
    otherwise === null ? `if ${clause}, ${then}` : `if ${clause}, ${then}; otherwise, ${otherwise}`,
  labelled: (label, then, otherwise) =>
    otherwise === null ? `${label}: ${then}` : `${label}: ${then}; otherwise, ${otherwise}`,
  summon: (n) => `summon ${count(n, 'sandworm', 'sandworms')} into the Conflict`,
  acquireToHand: (n) => `acquire a card that costs ${n} Persuasion or less into your hand`,
  whenAcquiring: (effects) => `during your Reveal turn this round, each time you acquire a card, ${effects}`,
  influenceByPriority: (position) =>
    `gain 1 Influence with the Faction in position ${position} of the Rival's priority list`,
  rivalInfluence: (n, track) =>
    `gain ${n} Influence with ${
      track === 'lowest'
        ? 'the Faction where the Rival has the least'
        : track === 'highest'
          ? 'the Faction where the Rival has the most'
          : 'a Faction where this gives the Rival an Alliance, if there is one'
    }`,
  sortTopCards: (look, draw, discard, trash) =>
    `look at the top ${look} cards of your deck: draw ${draw}, discard ${discard} and trash ${trash} of them`,
  fixed: {
    gainMakerHook: 'take Maker Hooks',
    breakShieldWall: 'you may destroy the Shield Wall',
    destroyShieldWall: 'destroy the Shield Wall',
    takeContract: 'take a contract',
    influenceWhereSpying: 'gain 1 Influence with each Faction you are spying on',
    ignoreInfluenceRequirements: 'this turn, ignore the Influence requirements of board spaces',
    acquireWithSolari: 'you may acquire a card into your hand paying Solari instead of Persuasion',
    returnThisCardToHand: 'return this card from play to your hand',
    recruitedMayDeploy: 'this turn, you may deploy to the Conflict any troops you recruit',
    controlConflictSpace: 'take control of the board space this Conflict names',
    addMemory: 'move a troop from your supply to the Bene Gesserit area of the board: it becomes a Memory',
    noDeployThisTurn: 'units cannot be deployed to the Conflict this turn',
    advanceTraining: "move Feyd's token one space right on your Training track and gain that space's reward",
    rivalHarvestUprising:
      "take this Maker space's bonus spice, then summon its sandworms if the Rival can; if it cannot, also gain the space's base spice",
  },
};

const FR_FACTION: Readonly<Record<Faction, string>> = {
  emperor: 'Empereur',
  spacingGuild: 'Guilde Spatiale',
  beneGesserit: 'Bene Gesserit',
  fremen: 'Fremen',
};
const FR_ICON: Readonly<Record<AgentIcon, string>> = {
  ...FR_FACTION,
  landsraad: 'Landsraad',
  city: 'Ville',
  spiceTrade: "Commerce de l'Épice",
};
const FR_RESERVE: Readonly<Record<UprisingReserveCardId, string>> = {
  theSpiceMustFlow: "L'épice doit couler",
  prepareTheWay: 'Préparer le chemin',
};
const FR_BATTLE: Readonly<Record<BattleIcon, string>> = {
  crysknife: 'Krys',
  desertMouse: 'Souris du désert',
  ornithopter: 'Orni',
};
const frAnd = (items: readonly string[]) => joinList(items, 'et');
const frOr = (items: readonly string[]) => joinList(items, 'ou');

const fr: Vocabulary = {
  and: frAnd,
  or: frOr,
  condition: (c) => {
    switch (c.kind) {
      case 'spiesOnBoard':
        return `vous avez au moins ${c.atLeast} Espions sur le plateau`;
      case 'recalledSpyThisTurn':
        return 'vous avez rappelé un Espion ce tour-ci';
      case 'sentAgentTo':
        return `vous avez envoyé un Agent sur un emplacement ${c.space === 'maker' ? 'Faiseur' : 'de Faction'} ce tour-ci`;
      case 'completedContracts':
        return `vous avez rempli au moins ${c.atLeast} contrats`;
      case 'unitsInConflict':
        return `vous avez au moins ${c.atLeast} unités dans le Conflit`;
      case 'sandwormInConflict':
        return 'vous avez un Ver des Sables dans le Conflit';
      case 'makerHook':
        return 'vous avez un Hameçon';
      case 'swordmaster':
        return "vous avez votre Maître d'Armes";
      case 'spyingOnMakerSpace':
        return 'vous espionnez un emplacement Faiseur';
      case 'deckHasAtLeast':
        return `votre paquet contient au moins ${c.cards} cartes`;
      case 'discardedFactionCard':
        return `vous avez défaussé une carte ${FR_FACTION[c.faction]}`;
      case 'acquiredThisTurn':
        return `vous acquérez ${FR_RESERVE[c.card]} ce tour-ci`;
      case 'shieldWallStands':
        return 'le Bouclier est en place';
      case 'strengthInConflict':
        return `vous avez au moins ${c.atLeast} points de Force dans le Conflit`;
      case 'spyPlacedOn':
        return `il est placé sur ${c.post === 'choam' ? 'le poste de la CHOM' : 'un poste de Faction'}`;
      case 'deployedUnitsThisTurn':
        return `vous avez déployé au moins ${c.atLeast} unités dans le Conflit ce tour-ci`;
      case 'gainedSpiceThisTurn':
        return 'vous avez gagné de l’épice ce tour-ci';
      case 'influenceWhereOpponentAllied':
        return `vous avez au moins ${c.atLeast} influence sur une Faction dont un adversaire a l'Alliance`;
    }
  },
  counter: (c) => {
    switch (c.kind) {
      case 'completedContracts':
        return 'par contrat rempli';
      case 'sandwormsInConflict':
        return 'par Ver des Sables que vous avez dans le Conflit';
      case 'revealedCardsWithSwords':
        return 'par carte révélée ce tour-ci qui donne au moins une épée';
      case 'factionCardsRevealed':
        return `par carte ${FR_FACTION[c.faction]} révélée ce tour-ci, celle-ci comprise`;
      case 'spiesOnBoard':
        return 'par Espion que vous avez sur le plateau';
    }
  },
  cost: (c) => {
    switch (c.kind) {
      case 'recallSpy':
        return `rappelez ${count(c.amount, 'Espion', 'Espions')}`;
      case 'discard':
        return `défaussez ${count(c.amount, 'carte', 'cartes')}`;
      case 'trash':
        return 'détruisez une carte';
      case 'trashFromHand':
        return `détruisez une carte de votre main coûtant au moins ${c.minCost} persuasion`;
      case 'flipConflictCard':
        return `retournez une de vos cartes Conflit face visible portant l'icône ${FR_BATTLE[c.icon]} ou joker`;
      case 'trashIntrigue':
        return 'détruisez une carte Intrigue';
      case 'retreat':
        return `repliez ${count(c.amount, 'troupe', 'troupes')}`;
      case 'trashFactionCard':
        return `détruisez une autre carte ${FR_FACTION[c.faction]} ${c.from === 'hand' ? 'de votre main' : 'en jeu'}`;
    }
  },
  post: (post, mayShare) => {
    switch (post.kind) {
      case 'any':
        return "placez un Espion sur un poste d'observation";
      case 'icons':
        return `placez un Espion sur un poste d'observation relié à un emplacement ${frOr(post.icons.map((i) => FR_ICON[i]))}`;
      case 'agentSpace':
        return `placez un Espion sur un poste d'observation relié à l'emplacement où vous avez envoyé un Agent ce tour-ci${
          mayShare ? " ; il peut partager le poste avec l'Espion d'un autre joueur" : ''
        }`;
    }
  },
  ifThen: (clause, then, otherwise) =>
    otherwise === null ? `si ${clause}, ${then}` : `si ${clause}, ${then} ; sinon, ${otherwise}`,
  labelled: (label, then, otherwise) =>
    otherwise === null ? `${label} : ${then}` : `${label} : ${then} ; sinon, ${otherwise}`,
  summon: (n) => `invoquez ${count(n, 'Ver des Sables', 'Vers des Sables')} dans le Conflit`,
  acquireToHand: (n) => `acquérez en main une carte coûtant ${n} persuasion ou moins`,
  whenAcquiring: (effects) =>
    `pendant votre tour Révélation de cette manche, chaque fois que vous acquérez une carte, ${effects}`,
  influenceByPriority: (position) =>
    `gagnez 1 influence sur la Faction en position ${position} de la liste de priorité du Rival`,
  rivalInfluence: (n, track) =>
    `gagnez ${n} influence ${
      track === 'lowest'
        ? 'sur la piste de Faction où le Rival est le plus bas'
        : track === 'highest'
          ? 'sur la piste de Faction où le Rival en a le plus'
          : "sur une Faction où le Rival gagne ainsi une Alliance, s'il y en a une"
    }`,
  sortTopCards: (look, draw, discard, trash) =>
    `regardez les ${look} premières cartes de votre paquet : piochez-en ${draw}, défaussez-en ${discard} et détruisez-en ${trash}`,
  fixed: {
    gainMakerHook: 'prenez un Hameçon',
    breakShieldWall: 'vous pouvez briser le Bouclier',
    destroyShieldWall: 'brisez le Bouclier',
    takeContract: 'prenez un Contrat',
    influenceWhereSpying: 'gagnez 1 influence sur chaque Faction que vous espionnez',
    ignoreInfluenceRequirements: "ce tour-ci, ignorez les conditions d'influence des emplacements",
    acquireWithSolari: 'vous pouvez acquérir une carte dans votre main en payant des Solari au lieu de la persuasion',
    returnThisCardToHand: 'reprenez cette carte en main',
    recruitedMayDeploy: 'ce tour-ci, vous pouvez déployer dans le Conflit toutes les troupes que vous recrutez',
    controlConflictSpace: "prenez le contrôle de l'emplacement que nomme ce Conflit",
    addMemory: 'déplacez 1 troupe de votre réserve sur la zone Bene Gesserit du plateau : elle devient une Mémoire',
    noDeployThisTurn: 'les unités ne peuvent pas être déployées dans le Conflit ce tour-ci',
    rivalHarvestUprising:
      "prenez l'épice bonus de cet emplacement Faiseur, puis invoquez ses Vers des Sables si le Rival le peut ; sinon, gagnez aussi l'épice de base de l'emplacement",
    advanceTraining:
      "avancez le jeton Feyd d'une case vers la droite sur la piste Entraînement et gagnez la récompense de cette case",
  },
};

const NL_FACTION: Readonly<Record<Faction, string>> = {
  emperor: 'Keizer',
  spacingGuild: 'Ruimtegilde',
  beneGesserit: 'Bene Gesserit',
  fremen: 'Fremen',
};
const NL_ICON: Readonly<Record<AgentIcon, string>> = {
  ...NL_FACTION,
  landsraad: 'Landsraad',
  city: 'Stad',
  spiceTrade: 'Specerijhandel',
};
const NL_RESERVE: Readonly<Record<UprisingReserveCardId, string>> = {
  theSpiceMustFlow: 'De specerij moet stromen',
  prepareTheWay: 'Bereid de weg',
};
const NL_BATTLE: Readonly<Record<BattleIcon, string>> = {
  crysknife: 'Crysmes',
  desertMouse: 'Woestijnmuis',
  ornithopter: 'Ornithopter',
};
const nlAnd = (items: readonly string[]) => joinList(items, 'en');
const nlOr = (items: readonly string[]) => joinList(items, 'of');

const nl: Vocabulary = {
  and: nlAnd,
  or: nlOr,
  condition: (c) => {
    switch (c.kind) {
      case 'spiesOnBoard':
        return `je ${c.atLeast} of meer Spionnen op het bord hebt`;
      case 'recalledSpyThisTurn':
        return 'je deze beurt een Spion hebt teruggeroepen';
      case 'sentAgentTo':
        return `je deze beurt een Agent naar een ${c.space === 'maker' ? 'Zandwormen' : 'Factie'}plaats hebt gestuurd`;
      case 'completedContracts':
        return `je ${c.atLeast} of meer contracten hebt voltooid`;
      case 'unitsInConflict':
        return `je ${c.atLeast} of meer eenheden in het Conflict hebt`;
      case 'sandwormInConflict':
        return 'je een zandworm in het Conflict hebt';
      case 'makerHook':
        return 'je Makerhaken hebt';
      case 'swordmaster':
        return 'je je Zwaardmeester hebt';
      case 'spyingOnMakerSpace':
        return 'je een Zandwormenplaats bespioneert';
      case 'deckHasAtLeast':
        return `je stapel ${c.cards} of meer kaarten bevat`;
      case 'discardedFactionCard':
        return `je een ${NL_FACTION[c.faction]}-kaart hebt afgelegd`;
      case 'acquiredThisTurn':
        return `je deze beurt ${NL_RESERVE[c.card]} verwerft`;
      case 'shieldWallStands':
        return 'de Schildmuur nog staat';
      case 'strengthInConflict':
        return `je ${c.atLeast} of meer kracht in het Conflict hebt`;
      case 'spyPlacedOn':
        return `je hem op ${c.post === 'choam' ? 'de CHOAM-post' : 'een Factiepost'} plaatste`;
      case 'deployedUnitsThisTurn':
        return `je deze beurt ${c.atLeast} of meer eenheden in het Conflict hebt ingezet`;
      case 'gainedSpiceThisTurn':
        return 'je deze beurt specerij hebt gekregen';
      case 'influenceWhereOpponentAllied':
        return `je ${c.atLeast} of meer invloed hebt bij een Factie waarvan een tegenstander de Alliantie heeft`;
    }
  },
  counter: (c) => {
    switch (c.kind) {
      case 'completedContracts':
        return 'per voltooid contract';
      case 'sandwormsInConflict':
        return 'per zandworm die je in het Conflict hebt';
      case 'revealedCardsWithSwords':
        return 'per deze beurt onthulde kaart die een of meer zwaarden geeft';
      case 'factionCardsRevealed':
        return `per deze beurt onthulde ${NL_FACTION[c.faction]}-kaart, deze inbegrepen`;
      case 'spiesOnBoard':
        return 'per Spion die je op het bord hebt';
    }
  },
  cost: (c) => {
    switch (c.kind) {
      case 'recallSpy':
        return `roep ${count(c.amount, 'Spion', 'Spionnen')} terug`;
      case 'discard':
        return `leg ${count(c.amount, 'kaart', 'kaarten')} af`;
      case 'trash':
        return 'vernietig een kaart';
      case 'trashFromHand':
        return `vernietig een kaart uit je hand die ${c.minCost} of meer overtuiging kost`;
      case 'flipConflictCard':
        return `draai een van je open Conflictkaarten met het ${NL_BATTLE[c.icon]}- of jokersymbool om`;
      case 'trashIntrigue':
        return 'vernietig een Intrigekaart';
      case 'retreat':
        return `trek ${count(c.amount, 'troep', 'troepen')} terug`;
      case 'trashFactionCard':
        return `vernietig nog een ${NL_FACTION[c.faction]}-kaart ${c.from === 'hand' ? 'uit je hand' : 'die je in het spel hebt'}`;
    }
  },
  post: (post, mayShare) => {
    switch (post.kind) {
      case 'any':
        return 'plaats een Spion op een observatiepost';
      case 'icons':
        return `plaats een Spion op een observatiepost die verbonden is met een ${nlOr(post.icons.map((i) => NL_ICON[i]))}plaats`;
      case 'agentSpace':
        return `plaats een Spion op een observatiepost die verbonden is met de plaats waar je deze beurt een Agent naartoe stuurde${
          mayShare ? '; hij mag de post delen met de Spion van een andere speler' : ''
        }`;
    }
  },
  ifThen: (clause, then, otherwise) =>
    otherwise === null ? `als ${clause}: ${then}` : `als ${clause}: ${then}; anders: ${otherwise}`,
  labelled: (label, then, otherwise) =>
    otherwise === null ? `${label}: ${then}` : `${label}: ${then}; anders: ${otherwise}`,
  summon: (n) => `roep ${count(n, 'zandworm', 'zandwormen')} op in het Conflict`,
  acquireToHand: (n) => `verwerf een kaart die ${n} of minder overtuiging kost in je hand`,
  whenAcquiring: (effects) => `tijdens je Onthullingsbeurt deze ronde, telkens als je een kaart verwerft: ${effects}`,
  influenceByPriority: (position) =>
    `ontvang 1 invloed bij de Factie op plaats ${position} van de prioriteitenlijst van de Rivaal`,
  rivalInfluence: (n, track) =>
    `ontvang ${n} invloed ${
      track === 'lowest'
        ? 'bij de Factie waar de Rivaal de minste heeft'
        : track === 'highest'
          ? 'bij de Factie waar de Rivaal de meeste heeft'
          : 'bij een Factie waar de Rivaal zo een Alliantie krijgt, als die er is'
    }`,
  sortTopCards: (look, draw, discard, trash) =>
    `bekijk de bovenste ${look} kaarten van je stapel: trek er ${draw}, leg er ${discard} af en vernietig er ${trash}`,
  fixed: {
    gainMakerHook: 'neem Makerhaken',
    breakShieldWall: 'je mag de Schildmuur vernietigen',
    destroyShieldWall: 'vernietig de Schildmuur',
    takeContract: 'neem een contract',
    influenceWhereSpying: 'ontvang 1 invloed bij elke Factie die je bespioneert',
    ignoreInfluenceRequirements: 'negeer deze beurt de invloedsvereisten van bordplaatsen',
    acquireWithSolari: 'je mag een kaart in je hand verwerven door Solari te betalen in plaats van overtuiging',
    returnThisCardToHand: 'neem deze kaart terug in je hand',
    recruitedMayDeploy: 'deze beurt mag je alle troepen die je rekruteert in het Conflict inzetten',
    controlConflictSpace: 'neem de controle over de bordplaats die dit Conflict noemt',
    addMemory:
      'verplaats een troep uit je voorraad naar het Bene Gesserit-gebied van het bord: hij wordt een Herinnering',
    noDeployThisTurn: 'deze beurt kunnen geen eenheden in het Conflict worden ingezet',
    advanceTraining:
      'schuif het Feyd-fiche één plaats naar rechts op je Trainingsspoor en ontvang de beloning van die plaats',
    rivalHarvestUprising:
      'neem de bonusspecerij van deze Zandwormenplaats en roep dan haar zandwormen op als de Rivaal dat kan; zo niet, ontvang dan ook de basisspecerij van de plaats',
  },
};

/** The Uprising phrases of each language, spread into its phrasebook's effect table. */
export const UPRISING_PHRASES: Readonly<Record<Language, UprisingPhrases>> = {
  en: phrases(en),
  fr: phrases(fr),
  nl: phrases(nl),
};

const SPY_ICON: Readonly<Record<Language, string>> = { en: 'Spy', fr: 'Espion', nl: 'Spion' };
const ICON_NAMES: Readonly<Record<Language, Readonly<Record<AgentIcon, string>>>> = {
  en: EN_ICON,
  fr: FR_ICON,
  nl: NL_ICON,
};
const BATTLE_NAMES: Readonly<Record<Language, Readonly<Record<BattleIcon, string>>>> = {
  en: EN_BATTLE,
  fr: FR_BATTLE,
  nl: NL_BATTLE,
};
const WILD: Readonly<Record<Language, string>> = { en: 'wild', fr: 'joker', nl: 'joker' };

/** An Uprising Agent icon's name: the 2020 seven and the Spy icon (rules 004 "icône Agent Espion"). */
export const uprisingAgentIconName = (icon: UprisingAgentIcon, language: Language): string =>
  icon === 'spy' ? SPY_ICON[language] : ICON_NAMES[language][icon];

/** A battle icon's name, the wild one included (rules 004 III. Combat). */
export const battleIconName = (icon: BattleIcon | 'wild', language: Language): string =>
  icon === 'wild' ? WILD[language] : BATTLE_NAMES[language][icon];
