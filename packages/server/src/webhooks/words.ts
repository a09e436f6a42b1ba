import { DUNE_TEXT } from '@arrakis/dune';
import { LOG_TEXT } from '@arrakis/imperium';
import type { GameName, MatchLanguage } from '../protocol.ts';

/*
 * The webhook's own sentences: whose turn it is, and which phase ended. The events themselves are said by the
 * games' renderers, and the phases' names are the games' own words (`DUNE_TEXT`, `LOG_TEXT`), as the web shows them.
 */

export interface WebhookWords {
  phaseName(game: GameName, phase: string): string;
  phaseEnded(p: { phase: string }): string;
  phaseEndedInTurn(p: { phase: string; turn: number; game: GameName }): string;
  yourTurn(p: { seat: string; phase: string }): string;
}

function words(
  lang: MatchLanguage,
  say: Omit<WebhookWords, 'phaseName' | 'phaseEndedInTurn'> & {
    turn(n: number): string;
    round(n: number): string;
  },
): WebhookWords {
  return {
    phaseName: (game, phase) => {
      const names: Readonly<Record<string, string>> = game === 'dune' ? DUNE_TEXT[lang].phase : LOG_TEXT[lang].phase;
      return names[phase] ?? phase;
    },
    phaseEnded: say.phaseEnded,
    phaseEndedInTurn: ({ phase, turn, game }) =>
      `${say.phaseEnded({ phase })} (${game === 'dune' ? say.turn(turn) : say.round(turn)})`,
    yourTurn: say.yourTurn,
  };
}

export const WEBHOOK_WORDS: Readonly<Record<MatchLanguage, WebhookWords>> = {
  fr: words('fr', {
    phaseEnded: ({ phase }) => `**Fin de la phase ${phase}**`,
    turn: (n) => `tour ${n}`,
    round: (n) => `manche ${n}`,
    yourTurn: ({ seat, phase }) => `À ${seat} de jouer (${phase}).`,
  }),
  en: words('en', {
    phaseEnded: ({ phase }) => `**End of the ${phase} phase**`,
    turn: (n) => `turn ${n}`,
    round: (n) => `round ${n}`,
    yourTurn: ({ seat, phase }) => `${seat} to play (${phase}).`,
  }),
  nl: words('nl', {
    phaseEnded: ({ phase }) => `**Einde van de fase ${phase}**`,
    turn: (n) => `beurt ${n}`,
    round: (n) => `ronde ${n}`,
    yourTurn: ({ seat, phase }) => `${seat} is aan de beurt (${phase}).`,
  }),
};
