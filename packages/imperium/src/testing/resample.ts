import { cloneJson, randomInt, seedRng, shuffleInPlace, type RngState, type Seat } from '@arrakis/engine';
import { conflictIn } from '../edition.ts';
import { contentOf } from '../editions/index.ts';
import { hasHook } from '../leaders.ts';
import type { EngineState } from '../state.ts';

/**
 * Test support: re-randomises everything `seat` cannot know — the RNG, the order of every deck (its own too, but
 * a top card it is looking at), the other players' hands and Intrigues (same sizes, drawn again from what they
 * could be), the Conflict deck within each level, the Baron's hidden tokens. The seat's view must not change
 * (ARCHITECTURE §2, "Secrets").
 */
export function resampleHidden<S extends EngineState>(state: S, seat: Seat, rng: RngState): S {
  const s: EngineState = cloneJson(state);
  const content = contentOf(s);
  s.rng = seedRng(`resampled:${randomInt(rng, 1 << 30)}`);
  s.players.forEach((p, other) => {
    if (other === seat) {
      const top = s.stack[s.stack.length - 1];
      const looking = hasHook(s, seat, 'prescience') || (top?.kind === 'inspectTop' && top.seat === seat);
      const kept = looking ? p.deck.slice(0, 1) : [];
      p.deck = [...kept, ...shuffleInPlace(rng, p.deck.slice(kept.length))];
      return;
    }
    // What another player holds and draws is known as a whole (acquisitions are public), not which is where.
    const pool = shuffleInPlace(rng, [...p.deck, ...p.hand]);
    p.hand = pool.splice(0, p.hand.length);
    p.deck = pool;
    if (p.masterstroke) {
      const [a, b] = shuffleInPlace(rng, [...content.factions]);
      p.masterstroke = [a!, b!];
    }
  });
  const intrigues = [...s.intrigueDeck];
  s.players.forEach((p, other) => {
    if (other !== seat) intrigues.push(...p.intrigues);
  });
  shuffleInPlace(rng, intrigues);
  s.players.forEach((p, other) => {
    if (other !== seat) p.intrigues = intrigues.splice(0, p.intrigues.length);
  });
  s.intrigueDeck = intrigues;
  s.imperiumDeck = shuffleInPlace(rng, s.imperiumDeck.slice());
  if (s.houseHagal) shuffleInPlace(rng, s.houseHagal.deck);
  if (s.uprising?.choam) shuffleInPlace(rng, s.uprising.choam.deck);
  const conflictDeck = s.conflictDeck.slice();
  for (const level of [1, 2, 3]) {
    const positions = s.conflictDeck
      .map((c, i) => (conflictIn(content, c).level === level ? i : -1))
      .filter((i) => i >= 0);
    const cards = shuffleInPlace(
      rng,
      positions.map((i) => s.conflictDeck[i]!),
    );
    positions.forEach((i, k) => (conflictDeck[i] = cards[k]!));
  }
  s.conflictDeck = conflictDeck;
  // The same ids, dealt again: the state stays its edition's.
  return s as S;
}
