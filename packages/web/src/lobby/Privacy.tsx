import { useTranslation } from 'react-i18next';

/** The sections of the privacy page, in order (their words under `privacy.*`). */
const SECTIONS = ['kept', 'howLong', 'notKept', 'delete', 'browser'] as const;

/**
 * The privacy page (issue 18), opened from the lobby's footer: what the server keeps about players, for how long,
 * and how to delete it. The times are the server's defaults (docs/operations.md); an operator may set others.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <details className="privacy-page" id="privacy" data-testid="privacy-page">
      <summary>{t('privacy.link')}</summary>
      <h2>{t('privacy.title')}</h2>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h3>{t(`privacy.${section}.title`)}</h3>
          <p>{t(`privacy.${section}.text`)}</p>
        </section>
      ))}
    </details>
  );
}
