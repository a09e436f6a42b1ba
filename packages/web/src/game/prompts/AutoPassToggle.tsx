import { useTranslation } from 'react-i18next';

/**
 * The seat's choice whether the host answers the windows it cannot use (a card window without the card): on by
 * default; off, every window is put to the player.
 */
export function AutoPassToggle({
  enabled,
  setAutoPass,
  passing,
  frame,
}: {
  enabled: boolean | undefined;
  setAutoPass: (enabled: boolean) => void;
  /** The game waits for this seat in a window it cannot use: the host passes for it shortly. */
  passing: boolean;
  /** The decision the game waits for. */
  frame?: string | undefined;
}) {
  const { t } = useTranslation();
  if (enabled === undefined) return null;
  return (
    <div className="auto-pass">
      {passing && (
        <p className="hint" data-testid="passing-for-you" data-frame={frame}>
          {t('deciding.passingForYou')}
        </p>
      )}
      <label data-testid="auto-pass">
        <input type="checkbox" checked={enabled} onChange={(event) => setAutoPass(event.target.checked)} />{' '}
        {t('deciding.autoPass')}
      </label>
    </div>
  );
}
