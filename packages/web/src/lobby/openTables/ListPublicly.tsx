import { useTranslation } from 'react-i18next';

/**
 * The opt-in of a new online game (issue 18): listed publicly, the other people's seats stay free and anyone takes
 * one from the list of open tables.
 */
export function ListPublicly({
  value,
  onChange,
  testId,
}: {
  value: boolean;
  onChange: (listed: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="list-publicly">
      <input type="checkbox" checked={value} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />{' '}
      <strong>{t('openTables.listPublicly')}</strong>
      <span className="help"> {t('openTables.listHelp')}</span>
    </label>
  );
}

/** The seats of a listed game: every person's seat but the creator's is left free. */
export function openSeats<S extends { readonly kind: 'human' | 'bot' }>(
  seats: readonly S[],
  listed: boolean,
): (S & { open?: boolean })[] {
  return seats.map((s, i) => (listed && i > 0 && s.kind === 'human' ? { ...s, open: true } : s));
}
