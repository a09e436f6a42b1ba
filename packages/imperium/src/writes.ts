import type { BoardState, EnginePlayerState, EngineState } from './state.ts';

type Field = keyof EngineState & string;

/**
 * Every field a move may change once the game is set up. One action reaches far: effects (an Intrigue drawn, a card
 * trashed from the row, an Alliance taken), the next turns (House Hagal's are played inside the same `perform`), and
 * when the last seat reveals, the Combat, the Makers, the recall, the next round's Conflict card and hands, or the
 * end of the game. So every action lists them all; what they leave out is what no action after the setup writes:
 * `game`, `edition`, `options`, `seatCount` and the leaders not in play.
 */
const AFTER_SETUP: readonly Field[] = [
  'rng',
  'phase',
  'stage',
  'round',
  'firstPlayer',
  'current',
  'turn',
  'players',
  'board',
  'conflictDeck',
  'conflict',
  'conflictDiscard',
  'imperiumDeck',
  'imperiumRow',
  'reserve',
  'trash',
  'intrigueDeck',
  'intrigueDiscard',
  'alliances',
  'houseHagal',
  'uprising',
  'stack',
  'result',
];

/** The setup's choices (leaders, the Baron's tokens) also take leaders out of the pool. */
const DURING_SETUP: readonly Field[] = [...AFTER_SETUP, 'leaderPool'];

/** The top-level fields `perform` may change for a legal action from this state (GameRules.writes). */
export function fieldsWritten(state: EngineState): readonly Field[] {
  return state.phase === 'setup' ? DURING_SETUP : AFTER_SETUP;
}

/**
 * A player's deep copy, written out: `cloneJson` walks half the state key by key, while the card lists here are
 * arrays of strings (a slice is their deep copy) and the small records hold numbers. The object literal lists every
 * field of `PlayerState`, so the compiler refuses a copy that forgets a new one.
 */
function copyPlayer(p: EnginePlayerState): EnginePlayerState {
  return {
    leader: p.leader,
    deck: p.deck.slice(),
    hand: p.hand.slice(),
    discard: p.discard.slice(),
    inPlay: p.inPlay.slice(),
    revealed: p.revealed.slice(),
    intrigues: p.intrigues.slice(),
    solari: p.solari,
    spice: p.spice,
    water: p.water,
    troops: { supply: p.troops.supply, garrison: p.troops.garrison, conflict: p.troops.conflict },
    influence: { ...p.influence },
    victoryPoints: p.victoryPoints,
    agents: p.agents,
    agentsLeft: p.agentsLeft,
    swordmaster: p.swordmaster,
    highCouncil: p.highCouncil,
    persuasion: p.persuasion,
    swords: p.swords,
    revealedThisRound: p.revealedThisRound,
    acquireToTop: p.acquireToTop,
    discounts: { ...p.discounts },
    setAside: p.setAside && { card: p.setAside.card, discount: p.setAside.discount },
    masterstroke: p.masterstroke && p.masterstroke.slice(),
  };
}

function copyBoard(board: BoardState): BoardState {
  const agents: BoardState['agents'] = {};
  for (const space in board.agents) {
    const seats = board.agents[space as keyof BoardState['agents']];
    if (seats) agents[space as keyof BoardState['agents']] = seats.slice();
  }
  return {
    agents,
    bonusSpice: { ...board.bonusSpice },
    control: { ...board.control },
    blocked: board.blocked.map((b) => ({ space: b.space, by: b.by })),
    mentat: { holder: board.mentat.holder, keep: board.mentat.keep },
  };
}

function copyCards<T extends string>(cards: T[]): T[] {
  return cards.slice();
}

/** The copies `apply` makes of the biggest fields `fieldsWritten` names (GameRules.copies); the rest by `cloneJson`. */
export const fieldCopies: { readonly [K in keyof EngineState]?: (value: EngineState[K]) => EngineState[K] } = {
  players: (players) => players.map(copyPlayer),
  board: copyBoard,
  conflictDeck: copyCards,
  conflictDiscard: copyCards,
  imperiumDeck: copyCards,
  imperiumRow: copyCards,
  trash: copyCards,
  intrigueDeck: copyCards,
  intrigueDiscard: copyCards,
  leaderPool: copyCards,
};
