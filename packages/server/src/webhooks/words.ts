import type { GameName, MatchLanguage } from '../protocol.ts';

/*
 * The webhook's own sentences: whose turn it is, and which phase ended. The events themselves are said by the
 * games' renderers; the phases' names are those of the rulebooks (rules 000 for Dune, 002/004 for Imperium), as
 * the web client shows them.
 */

const DUNE_PHASES: Readonly<Record<MatchLanguage, Readonly<Record<string, string>>>> = {
  fr: {
    setup: 'Mise en place',
    harvest: 'Moisson d’Épice',
    storm: 'Tempête',
    spiceBlow: 'Explosion de l’Epice',
    bidding: 'Enchères',
    movement: 'Enrôlement et mouvement',
    battle: 'Bataille',
    collection: 'Récolte',
    over: 'Partie terminée',
  },
  en: {
    setup: 'Setup',
    harvest: 'Spice harvest',
    storm: 'Storm',
    spiceBlow: 'Spice Blow',
    bidding: 'Bidding',
    movement: 'Revival and movement',
    battle: 'Battle',
    collection: 'Spice collection',
    over: 'Game over',
  },
  nl: {
    setup: 'Voorbereiding',
    harvest: 'Specerijoogst',
    storm: 'Storm',
    spiceBlow: 'Specerij-explosie',
    bidding: 'Bieden',
    movement: 'Rekrutering en beweging',
    battle: 'Gevecht',
    collection: 'Oogst',
    over: 'Spel afgelopen',
  },
};

const IMPERIUM_PHASES: Readonly<Record<MatchLanguage, Readonly<Record<string, string>>>> = {
  fr: {
    setup: 'Mise en place',
    roundStart: 'Début de manche',
    playerTurns: 'Tours des joueurs',
    combat: 'Combat',
    makers: 'Faiseurs',
    recall: 'Rappel',
    endgame: 'Fin de partie',
    over: 'Partie terminée',
  },
  en: {
    setup: 'Setup',
    roundStart: 'Round start',
    playerTurns: 'Player turns',
    combat: 'Combat',
    makers: 'Makers',
    recall: 'Recall',
    endgame: 'Endgame',
    over: 'Game over',
  },
  nl: {
    setup: 'Voorbereiding',
    roundStart: 'Begin van de ronde',
    playerTurns: 'Spelersbeurten',
    combat: 'Gevecht',
    makers: 'Makers',
    recall: 'Terugroepen',
    endgame: 'Einde van het spel',
    over: 'Spel afgelopen',
  },
};

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
    phaseName: (game, phase) => (game === 'dune' ? DUNE_PHASES : IMPERIUM_PHASES)[lang][phase] ?? phase,
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
