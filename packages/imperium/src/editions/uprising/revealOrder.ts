import type { RuleModule } from '../../edition.ts';
import { uprisingPieces } from './pieces.ts';

/**
 * rules 004 FIN DE PARTIE, with the FAQ: players still tied after spice, Solari, water and the garrison are
 * separated by who most recently took a Reveal turn (facts uprising-rules.md "Tie-breaks"). In the last round every
 * player reveals, so the later reveal of that round wins; a Rival, which never reveals, loses that tie.
 */
export const REVEAL_ORDER: RuleModule = {
  id: 'revealOrder',
  revealed(state, seat) {
    const pieces = uprisingPieces(state);
    const before = state.players.filter((p, s) => s !== seat && p.revealedThisRound).length;
    pieces.lastReveal ??= state.players.map(() => 0);
    pieces.lastReveal[seat] = state.round * 10 + before + 1;
  },
  tieBreak: (state, seat) => state.uprising?.lastReveal?.[seat] ?? 0,
};
