import { useTranslation } from 'react-i18next';
import { POINTS_TURNS } from './options.ts';

/**
 * rules 000 XXXVIII "décider à l'avance de la durée de la partie, en nombre de tours": shown under the victory points
 * while they are on; the turns the engine's options schema allows (1–15, the 15 of §5 by default).
 */
export function GameLength({ value, onChange }: { value: number; onChange: (turns: number) => void }) {
  const { t } = useTranslation();
  const turns = Array.from({ length: POINTS_TURNS.max - POINTS_TURNS.min + 1 }, (_, i) => POINTS_TURNS.min + i);
  return (
    <div className="game-length">
      <label>
        {t('gameLength.label')}
        {t('ui.colon')}
        <select
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
          data-testid="option-victoryPointsTurns"
        >
          {turns.map((n) => (
            <option key={n} value={n}>
              {t('gameLength.turns', { count: n })}
            </option>
          ))}
        </select>
      </label>
      <div className="help">{t('gameLength.help')}</div>
    </div>
  );
}
