import { pay, when } from '../dsl/build.ts';
import type {
  BoardSpace,
  ConflictCard,
  FactionTrack,
  HagalCard,
  ImperiumCard,
  IntrigueAbility,
  IntrigueCard,
  Leader,
} from '../dsl/content.ts';
import type { Effect } from '../dsl/effect.ts';
import type { Language } from '../dsl/primitives.ts';
import { CONTROL_DEFENSIVE_BONUS, SPACES } from '../data/spaces.ts';
import { lowerFirst } from './grammar.ts';
import type { Phrasebook } from './phrasebook.ts';
import { PHRASEBOOKS, renderCosts, renderCondition, renderEffectsWith } from './render.ts';

/** Text of each box of a player card; null for an empty box. */
export interface CardText {
  readonly agent: string | null;
  readonly reveal: string | null;
  readonly acquire: string | null;
  readonly trashed: string | null;
}

const orNull = (book: Phrasebook, effects: readonly Effect[]): string | null =>
  effects.length === 0 ? null : renderEffectsWith(book, effects);

export function renderCard(card: ImperiumCard, language: Language): CardText {
  const book = PHRASEBOOKS[language];
  return {
    agent: orNull(book, card.agent),
    reveal: orNull(book, card.reveal),
    acquire: orNull(book, card.acquire),
    trashed: orNull(book, card.trashed),
  };
}

/** An Intrigue ability as the card reads: moment, requirement, then the arrow from its cost. */
function renderAbility(book: Phrasebook, ability: IntrigueAbility): string {
  const paid = ability.cost ? [pay(ability.cost, ability.effects)] : ability.effects;
  const body = renderEffectsWith(book, ability.requires ? [when(ability.requires, paid)] : paid);
  return ability.window ? `${book.window(ability.window)} ${lowerFirst(body)}` : body;
}

export interface IntrigueText {
  readonly plot: string | null;
  readonly combat: string | null;
  readonly endgame: string | null;
}

export function renderIntrigue(card: IntrigueCard, language: Language): IntrigueText {
  const book = PHRASEBOOKS[language];
  const ability = (a: IntrigueAbility | undefined) => (a ? renderAbility(book, a) : null);
  return { plot: ability(card.plot), combat: ability(card.combat), endgame: ability(card.endgame) };
}

export interface ConflictText {
  readonly first: string;
  readonly second: string;
  readonly third: string;
  /** The controller's defensive bonus, for a Conflict fought over a controllable space. */
  readonly defensiveBonus: string | null;
}

export function renderConflict(card: ConflictCard, language: Language): ConflictText {
  const book = PHRASEBOOKS[language];
  return {
    first: renderEffectsWith(book, card.first),
    second: renderEffectsWith(book, card.second),
    third: renderEffectsWith(book, card.third),
    defensiveBonus:
      card.controlSpace === null ? null : book.defensiveBonus(renderEffectsWith(book, CONTROL_DEFENSIVE_BONUS)),
  };
}

export interface SpaceText {
  readonly cost: string | null;
  readonly requires: string | null;
  readonly effects: string;
  readonly controlBonus: string | null;
  /** Combat, Maker and once-per-game notes, in that order. */
  readonly notes: readonly string[];
}

export function renderSpace(space: BoardSpace<string>, language: Language): SpaceText {
  const book = PHRASEBOOKS[language];
  const notes = [
    ...(space.combat ? [book.combatSpace] : []),
    ...(space.maker ? [book.makerSpace(space.maker.baseSpice)] : []),
    ...(space.oncePerGame ? [book.oncePerGame] : []),
  ];
  return {
    cost: space.cost.length === 0 ? null : book.sentence(renderCosts(space.cost, language)),
    requires: space.requires === null ? null : book.sentence(renderCondition(space.requires, language)),
    effects: renderEffectsWith(book, space.effects),
    controlBonus: space.controlBonus === null ? null : book.controlBonus(renderEffectsWith(book, space.controlBonus)),
    notes,
  };
}

export interface LeaderText {
  readonly ability: string;
  readonly signetRing: string;
}

export function renderLeader(leader: Leader, language: Language): LeaderText {
  const book = PHRASEBOOKS[language];
  const rule = leader.ability.rule;
  let ability: string;
  switch (rule.kind) {
    case 'special':
      ability = book.hook(rule.hook);
      break;
    case 'atSetup':
      ability = book.atSetup(renderEffectsWith(book, rule.effects));
      break;
    case 'whenever':
      ability = `${book.trigger(rule.trigger)} ${lowerFirst(renderEffectsWith(book, rule.effects))}`;
      break;
  }
  return { ability, signetRing: renderEffectsWith(book, leader.signetRing.effects) };
}

export interface HagalText {
  readonly target: string;
  readonly effects: string | null;
  readonly swords: string | null;
}

export function renderHagalCard(card: HagalCard, language: Language): HagalText {
  const book = PHRASEBOOKS[language];
  const spaceName = card.target.kind === 'space' ? SPACES[card.target.space].name[language] : null;
  return {
    target: book.hagalTarget(card.target, spaceName),
    effects: orNull(book, card.effects),
    swords: card.swords === null ? null : `${book.labels.swords} ${card.swords}`,
  };
}

export interface FactionTrackText {
  readonly bonus: string;
}

export function renderFactionTrack(track: FactionTrack, language: Language): FactionTrackText {
  return { bonus: renderEffectsWith(PHRASEBOOKS[language], track.bonus) };
}

/** A player card's boxes joined into one labelled text, for tooltips and logs. */
export function cardText(card: ImperiumCard, language: Language): string {
  const { labels } = PHRASEBOOKS[language];
  const text = renderCard(card, language);
  return [
    text.agent && `${labels.agent} ${text.agent}`,
    text.reveal && `${labels.reveal} ${text.reveal}`,
    text.acquire && `${labels.acquire} ${text.acquire}`,
    text.trashed && `${labels.trashed} ${text.trashed}`,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' — ');
}
