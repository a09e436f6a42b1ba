import { renderCard, renderIntrigue, type CardAgentIcon } from '@arrakis/imperium';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { labels, type ImpNames } from './content.ts';

const ICON_GLYPH: Readonly<Record<CardAgentIcon, string>> = {
  emperor: '♛',
  spacingGuild: '◎',
  beneGesserit: '☽',
  fremen: '⛰',
  landsraad: '⚖',
  city: '⌂',
  spiceTrade: '✦',
  spy: '◉',
};

/** An Agent icon as a small coloured badge with its name for screen readers and tooltips. */
export function AgentIconBadge({ icon }: { icon: CardAgentIcon }) {
  const { t } = useTranslation();
  const name = t(`imp.icon.${icon}`);
  return (
    <span className={`imp-icon icon-${icon}`} title={name} aria-label={name} role="img">
      {ICON_GLYPH[icon]}
    </span>
  );
}

/** A player card: name, cost, Faction and Agent icons, and each box's text rendered from the DSL. */
export function CardView({ id, names, extra }: { id: string; names: ImpNames; extra?: ReactNode }) {
  const card = names.content.playerCards[id];
  if (!card) return <div className="imp-card">{id}</div>;
  const text = renderCard(card, names.lang);
  const l = labels(names.lang);
  return (
    <div className="imp-card" data-card={id}>
      <div className="imp-card-head">
        <strong className="imp-card-name">{names.card(id)}</strong>
        {card.cost !== null && (
          <span className="imp-cost" title={names.t('imp.cost')}>
            {card.cost}
          </span>
        )}
      </div>
      <div className="imp-card-icons">
        {card.agentIcons.map((icon) => (
          <AgentIconBadge key={icon} icon={icon} />
        ))}
        {card.factions.map((f) => (
          <span key={f} className={`imp-faction-tag faction-${f}`}>
            {names.faction(f)}
          </span>
        ))}
      </div>
      {text.agent && (
        <p className="imp-box agent">
          <b>{l.agent}</b> {text.agent}
        </p>
      )}
      {text.reveal && (
        <p className="imp-box reveal">
          <b>{l.reveal}</b> {text.reveal}
        </p>
      )}
      {text.acquire && (
        <p className="imp-box">
          <b>{l.acquire}</b> {text.acquire}
        </p>
      )}
      {text.trashed && (
        <p className="imp-box">
          <b>{l.trashed}</b> {text.trashed}
        </p>
      )}
      {names.provisional('card', id) && (
        <p
          className="imp-box six-provisional"
          title={names.t('uprising.six.provisionalHelp')}
          data-testid="provisional"
        >
          {names.t('uprising.six.provisional')}
        </p>
      )}
      {extra}
    </div>
  );
}

/** An Intrigue card: name and its Plot, Combat and Endgame abilities. */
export function IntrigueView({ id, names, extra }: { id: string; names: ImpNames; extra?: ReactNode }) {
  const card = names.content.intrigues[id];
  if (!card) return <div className="imp-card intrigue">{id}</div>;
  const text = renderIntrigue(card, names.lang);
  const l = labels(names.lang);
  return (
    <div className="imp-card intrigue" data-intrigue={id}>
      <div className="imp-card-head">
        <strong className="imp-card-name">{names.intrigue(id)}</strong>
      </div>
      {text.plot && (
        <p className="imp-box">
          <b>{l.plot}</b> {text.plot}
        </p>
      )}
      {text.combat && (
        <p className="imp-box">
          <b>{l.combat}</b> {text.combat}
        </p>
      )}
      {text.endgame && (
        <p className="imp-box">
          <b>{l.endgame}</b> {text.endgame}
        </p>
      )}
      {extra}
    </div>
  );
}
