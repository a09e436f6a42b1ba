import { FACTION_TRACKS } from '../../data/factions.ts';
import type { Language } from '../../dsl/primitives.ts';
import type { EditionId } from '../../edition.ts';
import { contentOf } from '../../editions/index.ts';
import { UPRISING_CONTRACTS } from '../../editions/uprising/contracts.ts';
import { logPhrase, type LogParams } from './catalogue.ts';
import { LOG_TEXT } from './texts.ts';

type Named = Readonly<Record<string, { readonly name: Readonly<Record<Language, string>> }>>;

const EDITIONS: readonly EditionId[] = ['base', 'uprising', 'uprisingSix'];

/** The name of an id in whichever edition has it (a refusal does not say its edition; the ids do not clash). */
function named(lang: Language, id: string, records: (edition: EditionId) => Named): string {
  for (const edition of EDITIONS) {
    const record = records(edition);
    if (Object.hasOwn(record, id)) return record[id]!.name[lang];
  }
  return id;
}

/**
 * The parameters of an Imperium reason (src/explain.ts) as its sentence names them: a card, an Intrigue card, a
 * space and a Faction by their names in `lang`, a cost (`resource`, `amount`) as an amount, the required influence
 * as `level`.
 */
export function reasonParams(params: Readonly<Record<string, string | number>>, lang: Language): LogParams {
  const out: Record<string, string | number> = { ...params };
  const text = (key: string) => (typeof params[key] === 'string' ? params[key] : null);
  const card = text('card');
  if (card !== null) out['card'] = named(lang, card, (e) => contentOf({ edition: e }).playerCards);
  const intrigue = text('intrigue');
  if (intrigue !== null) out['intrigue'] = named(lang, intrigue, (e) => contentOf({ edition: e }).intrigues);
  const space = text('space');
  if (space !== null) out['space'] = named(lang, space, (e) => contentOf({ edition: e }).spaces);
  const faction = text('faction');
  if (faction !== null && Object.hasOwn(FACTION_TRACKS, faction))
    out['faction'] = FACTION_TRACKS[faction as keyof typeof FACTION_TRACKS].name[lang];
  if (typeof params['count'] === 'number') {
    out['level'] = params['count'];
    delete out['count'];
  }
  // issue 21: the zone a card is picked from (the effects' answers).
  const zone = text('zone');
  if (zone !== null) out['zone'] = logPhrase(LOG_TEXT[lang], lang, 'zone', zone) ?? zone;
  // issue 21 (leader-reasons): a leader of either edition.
  const leader = text('leader');
  if (leader !== null) out['leader'] = named(lang, leader, (e) => contentOf({ edition: e }).leaders);
  // issue 21 (explain-last): a CHOAM contract; the choice made on the top card of the deck.
  const contract = text('contract');
  if (contract !== null) out['contract'] = named(lang, contract, () => UPRISING_CONTRACTS);
  const choice = text('choice');
  if (choice !== null) out['choice'] = logPhrase(LOG_TEXT[lang], lang, 'inspectChoice', choice) ?? choice;
  const resource = text('resource');
  if (resource !== null && typeof params['amount'] === 'number')
    out['cost'] =
      logPhrase(LOG_TEXT[lang], lang, 'amount', resource, { count: params['amount'] }) ??
      `${params['amount']} ${resource}`;
  return out;
}
