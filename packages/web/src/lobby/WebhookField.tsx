import type { CreateMatchRequest } from '@arrakis/server/protocol';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/index.ts';

/**
 * The optional webhook of a new online game (issue 18): a Discord-compatible URL the server tells whose turn it is
 * and each phase's result. `refusal` is the server's refusal of the URL, in words, shown beside the field it is about.
 */
export function WebhookField({
  value,
  onChange,
  refusal,
  testId,
}: {
  value: string;
  onChange: (url: string) => void;
  refusal: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const helpId = `${testId}-help`;
  return (
    <div className="webhook-field">
      <label>
        <strong>{t('webhook.label')}</strong>
        {t('ui.colon')}
        <input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://…"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={helpId}
          aria-invalid={refusal !== null}
          data-testid={testId}
        />
      </label>
      <div className="help" id={helpId}>
        {t('webhook.help')}
      </div>
      {refusal !== null && (
        <p className="error" role="alert" data-testid={`${testId}-refusal`}>
          {refusal}
        </p>
      )}
    </div>
  );
}

/**
 * The request's webhook fields: none for an empty field; else the URL, and the language the lobby is read in, which
 * the webhook's sentences are written in.
 */
export function webhookRequest(url: string): Pick<CreateMatchRequest, 'webhookUrl' | 'lang'> {
  const trimmed = url.trim();
  return trimmed === '' ? {} : { webhookUrl: trimmed, lang: currentLanguage() };
}

/** The server's refusals of a webhook URL (`webhookNotHttps`, `webhookAddressRefused`, `webhooksDisabled`…). */
export function isWebhookRefusal(code: string): boolean {
  return /^webhooks?[A-Z]/.test(code);
}
