import { cloneJson, randomInt, seedRng, shuffleInPlace, type RngState, type Seat } from '@arrakis/engine';
import { expandCopies } from './cards.ts';
import type { Faction } from './dsl/primitives.ts';
import type { ContentSet, Edition } from './edition.ts';
import { contentOf, editionOf } from './editions/index.ts';
import type { CardId, EngineState, EnginePlayerState, ImperiumState, UprisingPieces } from './state.ts';
import type {
  AnyConflictId as ConflictCardId,
  AnyIds,
  AnyIntrigueId as IntrigueCardId,
  BaseIds,
  EditionIds,
  ReservePileId as ReserveCardId,
} from './ids.ts';
import type { EngineView, ImperiumView, PlayerView, UprisingPiecesView } from './view.ts';
import { heldConflicts } from './editions/uprising/battleIcons.ts';
import { DECK_CONTRACTS } from './editions/uprising/choam.ts';

/** What a seat believes beyond its view; the sampler honours it where the view allows, and ignores the rest. */
export interface ImperiumBelief {
  /** Cards believed to be on top of a seat's deck, top first (acquired to the top and not drawn since). */
  readonly deckTops?: Readonly<Partial<Record<Seat, readonly CardId[]>>>;
  /** Intrigue cards another seat is believed to hold (seen taken from us, for instance). */
  readonly intrigues?: Readonly<Partial<Record<Seat, readonly IntrigueCardId[]>>>;
}

/** A view that cannot come from a game: what it shows does not add up. */
export class InconsistentViewError extends Error {
  constructor(message: string) {
    super(`determinize: ${message}`);
    this.name = 'InconsistentViewError';
  }
}

/** Removes one copy of each card from `pool`; every card must be there. */
function takeOut<T>(pool: T[], cards: readonly T[], what: string): void {
  for (const card of cards) {
    const i = pool.indexOf(card);
    if (i < 0) throw new InconsistentViewError(`${what}: ${String(card)} is not among the cards left`);
    pool.splice(i, 1);
  }
}

/** The cards of `wanted` still in `pool`, in order, each taken out of it; at most `room` of them. */
function takeBelieved<T>(pool: T[], wanted: readonly T[] | undefined, room: number): T[] {
  const out: T[] = [];
  for (const card of wanted ?? []) {
    if (out.length >= room) break;
    const i = pool.indexOf(card);
    if (i < 0) break;
    pool.splice(i, 1);
    out.push(card);
  }
  return out;
}

/** Every player card of a game with `seatCount` starting decks (rules 002 MATÉRIEL). */
function allPlayerCards(edition: Edition, seatCount: number, inGame: (card: CardId) => boolean): CardId[] {
  const content = edition.content;
  return [
    ...expandCopies(content.imperiumDeck).filter(inGame),
    ...expandCopies(content.reserve),
    ...Array.from(
      { length: seatCount },
      (_, seat) => edition.startingDeck?.(seatCount, seat) ?? expandCopies(content.starterDeck),
    ).flat(),
  ];
}

/** A seat's deck and hand: its own hand as shown, the rest dealt from what its deck and hand hold together. */
function cardsOf(
  pv: PlayerView<AnyIds>,
  own: boolean,
  rng: RngState,
  believedTop: readonly CardId[] | undefined,
): { deck: CardId[]; hand: CardId[] } {
  const pool = [...pv.deckAndHand];
  let hand: CardId[] = [];
  if (own) {
    hand = [...(pv.hand ?? [])];
    takeOut(pool, hand, `seat ${pv.seat}'s hand`);
  }
  const tops: CardId[] = [];
  if (own && pv.topOfDeck !== null) {
    takeOut(pool, [pv.topOfDeck], `seat ${pv.seat}'s top card`);
    tops.push(pv.topOfDeck);
    // A belief about the top must agree with what the seat sees there.
    if (believedTop?.[0] === pv.topOfDeck) tops.push(...takeBelieved(pool, believedTop.slice(1), pv.deckCount - 1));
  } else {
    tops.push(...takeBelieved(pool, believedTop, Math.min(pv.deckCount, pool.length - (own ? 0 : pv.handCount))));
  }
  shuffleInPlace(rng, pool);
  if (!own) hand = pool.splice(0, pv.handCount);
  const deck = [...tops, ...pool];
  if (deck.length !== pv.deckCount || hand.length !== pv.handCount)
    throw new InconsistentViewError(`seat ${pv.seat}: ${deck.length} + ${hand.length} cards for its deck and hand`);
  return { deck, hand };
}

function playerFrom(
  view: EngineView,
  pv: PlayerView<AnyIds>,
  cards: { deck: CardId[]; hand: CardId[] },
): EnginePlayerState {
  return {
    leader: pv.leader,
    deck: cards.deck,
    hand: cards.hand,
    discard: [...pv.discard],
    inPlay: [...pv.inPlay],
    revealed: [...pv.revealed],
    intrigues: [],
    solari: pv.solari,
    spice: pv.spice,
    water: pv.water,
    troops: { ...pv.troops },
    influence: { ...pv.influence },
    victoryPoints: pv.victoryPoints,
    agents: pv.agents,
    agentsLeft: pv.agentsLeft,
    swordmaster: pv.swordmaster,
    highCouncil: pv.highCouncil,
    persuasion: pv.persuasion,
    swords: pv.swords,
    revealedThisRound: pv.revealedThisRound,
    acquireToTop: pv.acquireToTop,
    discounts: { ...pv.discounts },
    setAside: pv.setAside ? { ...pv.setAside } : null,
    masterstroke: pv.seat === view.seat && pv.masterstroke ? [...pv.masterstroke] : null,
  };
}

/** The Baron's two hidden tokens, as another seat may imagine them. */
function guessTokens(content: ContentSet, rng: RngState): Faction[] {
  const [a, b] = shuffleInPlace(rng, [...content.factions]);
  return [a!, b!];
}

/** The Conflict deck: each card back shows its level; the cards are drawn from those of that level not seen. */
function conflictDeck(content: ContentSet, view: EngineView, rng: RngState): ConflictCardId[] {
  const { conflicts } = content;
  const seen = new Set<ConflictCardId>([
    ...view.conflictDiscard,
    ...(view.conflict ? [view.conflict] : []),
    // Uprising: the Conflict cards won are kept by their winners (rules 004 III. Combat).
    ...(heldConflicts(view.uprising ?? {}) as ConflictCardId[]),
  ]);
  const unseen = (Object.keys(conflicts) as ConflictCardId[]).filter((c) => !seen.has(c));
  const byLevel = new Map<number, ConflictCardId[]>();
  for (const level of [1, 2, 3])
    byLevel.set(
      level,
      shuffleInPlace(
        rng,
        unseen.filter((c) => conflicts[c]!.level === level),
      ),
    );
  return view.conflictDeckLevels.map((level) => {
    const card = byLevel.get(level)!.pop();
    if (!card) throw new InconsistentViewError(`no level ${level} Conflict card left`);
    return card;
  });
}

/** Uprising's pieces: the CHOAM contract deck dealt from the contracts seen nowhere else (rules 004 "Module CHOM"). */
function uprisingFrom(view: UprisingPiecesView, rng: RngState): UprisingPieces {
  const { choam, ...rest } = cloneJson(view);
  if (!choam) return rest;
  const { deckCount, ...shown } = choam;
  const deck = [...DECK_CONTRACTS] as string[];
  const out = [...shown.faceUp, ...shown.held.flat(), ...shown.completed.flat()];
  takeOut(
    deck,
    out.filter((c) => (DECK_CONTRACTS as readonly string[]).includes(c)),
    'contracts',
  );
  if (deck.length !== deckCount) throw new InconsistentViewError('the CHOAM contracts do not add up');
  return { ...rest, choam: { ...shown, deck: shuffleInPlace(rng, deck) } };
}

/**
 * A full state consistent with everything `view` shows its seat (ARCHITECTURE §5, information-set search): what
 * the seat cannot know is drawn at random from what it could be — the order of its own deck (but a top card it is
 * looking at), the others' hands and decks (dealt from what they hold together), the others' Intrigues and the
 * Intrigue deck (from the Intrigues not seen), the Imperium deck's order, the Conflict deck's cards within each
 * level, the House Hagal deck's order, the Baron's hidden tokens, and the RNG. `view(state, seat)` of the result
 * equals `view`, and the seat's legal actions are the same.
 */
export function determinize<I extends EditionIds = BaseIds>(
  view: ImperiumView<I>,
  rng: RngState,
  belief: ImperiumBelief = {},
): ImperiumState<I> {
  // A view's ids are its edition's, and so are the sample's: the sample only deals ids the view holds or leaves unseen.
  return determinizeView(view as unknown as EngineView, rng, belief) as unknown as ImperiumState<I>;
}

function determinizeView(view: EngineView, rng: RngState, belief: ImperiumBelief): EngineState {
  const you = view.seat;
  if (you === null) throw new Error('determinize: a spectator has no information set');
  const content = contentOf(view);
  const players = view.players.map((pv) =>
    playerFrom(view, pv, cardsOf(pv, pv.seat === you, rng, belief.deckTops?.[pv.seat])),
  );

  // Intrigues: those not seen (discarded or in the seat's hand) are dealt to the others, the rest is the deck.
  // Only the cards of this game: an edition's modules may leave some out (Uprising's CHOAM cards).
  const edition = editionOf(view);
  const inGame = (kind: 'imperium' | 'intrigue', id: string) => edition.inGame?.(view.options, kind, id) ?? true;
  const intrigues = (expandCopies(content.intrigues) as IntrigueCardId[]).filter((c) => inGame('intrigue', c));
  takeOut(intrigues, view.intrigueDiscard, 'Intrigue discard');
  takeOut(intrigues, (view.uprising?.trashedIntrigues ?? []) as IntrigueCardId[], 'trashed Intrigues');
  takeOut(intrigues, view.players[you]!.intrigues ?? [], 'own Intrigues');
  players[you]!.intrigues = [...(view.players[you]!.intrigues ?? [])];
  const believed = view.players.map((pv) =>
    pv.seat === you ? [] : takeBelieved(intrigues, belief.intrigues?.[pv.seat], pv.intrigueCount),
  );
  shuffleInPlace(rng, intrigues);
  view.players.forEach((pv) => {
    if (pv.seat === you) return;
    const held = believed[pv.seat]!;
    players[pv.seat]!.intrigues = [...held, ...intrigues.splice(0, pv.intrigueCount - held.length)];
    if (pv.masterstrokeHidden) players[pv.seat]!.masterstroke = guessTokens(content, rng);
  });
  if (
    intrigues.length !== view.intrigueDeckCount ||
    players.some((p, s) => p.intrigues.length !== view.players[s]!.intrigueCount)
  )
    throw new InconsistentViewError('the Intrigue cards do not add up');

  // The Imperium deck: every player card not seen anywhere else.
  const imperiumDeck = allPlayerCards(edition, view.seatCount, (c) => inGame('imperium', c));
  for (const [card, n] of Object.entries(view.reserve) as [ReserveCardId, number][])
    takeOut(imperiumDeck, Array<CardId>(n).fill(card), 'reserve');
  takeOut(imperiumDeck, view.imperiumRow, 'Imperium row');
  takeOut(imperiumDeck, view.trash, 'trash');
  for (const pv of view.players) {
    takeOut(imperiumDeck, [...pv.deckAndHand, ...pv.discard, ...pv.inPlay, ...pv.revealed], `seat ${pv.seat}'s cards`);
    if (pv.setAside) takeOut(imperiumDeck, [pv.setAside.card], `seat ${pv.seat}'s set-aside card`);
  }
  if (imperiumDeck.length !== view.imperiumDeckCount)
    throw new InconsistentViewError(
      `${imperiumDeck.length} cards left for an Imperium deck of ${view.imperiumDeckCount}`,
    );
  shuffleInPlace(rng, imperiumDeck);

  let houseHagal: EngineState['houseHagal'] = null;
  if (view.houseHagal) {
    const h = view.houseHagal;
    const deck = editionOf(view).rivals.deck(h.mode);
    takeOut(deck, h.discard, 'House Hagal discard');
    if (deck.length !== h.deckCount) throw new InconsistentViewError('the House Hagal cards do not add up');
    houseHagal = {
      mode: h.mode,
      seats: [...h.seats],
      difficulty: h.difficulty,
      deck: shuffleInPlace(rng, deck),
      discard: [...h.discard],
      ...(h.rivals ? { rivals: [...h.rivals] } : {}),
    };
  }

  return {
    game: 'imperium',
    ...(view.edition ? { edition: view.edition } : {}),
    options: cloneJson(view.options),
    seatCount: view.seatCount,
    rng: seedRng(`determinized:${randomInt(rng, 1 << 30)}:${randomInt(rng, 1 << 30)}`),
    phase: view.phase,
    stage: view.stage,
    round: view.round,
    firstPlayer: view.firstPlayer,
    current: view.current,
    turn: view.turn ? cloneJson(view.turn) : null,
    players,
    board: cloneJson(view.board),
    conflictDeck: conflictDeck(content, view, rng),
    conflict: view.conflict,
    conflictDiscard: [...view.conflictDiscard],
    imperiumDeck,
    imperiumRow: [...view.imperiumRow],
    reserve: { ...view.reserve },
    trash: [...view.trash],
    intrigueDeck: intrigues,
    intrigueDiscard: [...view.intrigueDiscard],
    alliances: { ...view.alliances },
    leaderPool: [...view.leaderPool],
    houseHagal,
    ...(view.uprising ? { uprising: uprisingFrom(view.uprising, rng) } : {}),
    stack: cloneJson([...view.stack]),
    result: view.result ? cloneJson(view.result) : null,
  };
}
