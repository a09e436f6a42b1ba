import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../App.tsx';
import { IMPORTED_KEY } from './links.ts';

/**
 * The lobby's import (issue 22): a record picked or dropped is checked by the record reader and replayed with this
 * browser's engine (and by the server when it has the check), then opened in the viewer; a record that does not
 * replay is refused with its first refused action and why.
 */
export function ImportRecord({ onOpen }: { onOpen: (route: Route) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const read = async (file: File) => {
    setBusy(true);
    setRefusal(null);
    try {
      const text = await file.text();
      // The engines and the reader load with the viewer, not with the lobby's first page.
      const { checkRecord, problemText, serverCheck } = await import('./records.ts');
      const checked = checkRecord(text);
      if (!checked.ok) {
        setRefusal(problemText(t, checked.problem));
        return;
      }
      const server = await serverCheck(checked.replay.record);
      if (server) {
        setRefusal(problemText(t, { kind: 'server', error: server }));
        return;
      }
      sessionStorage.setItem(IMPORTED_KEY, JSON.stringify(checked.replay.record));
      onOpen({ screen: 'replay', source: { kind: 'file' } });
    } finally {
      setBusy(false);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void read(file);
  };

  return (
    <section
      className={`panel import-record ${over ? 'drop-over' : ''}`}
      aria-labelledby="import-record"
      data-testid="import-record"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <h2 id="import-record">{t('replay.importTitle')}</h2>
      <p className="hint">{t('replay.importHint')}</p>
      <input
        type="file"
        accept="application/json,.json"
        aria-label={t('replay.importTitle')}
        data-testid="import-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void read(file);
          e.target.value = '';
        }}
      />
      <p className="drop-zone" aria-hidden="true">
        {t('replay.importDrop')}
      </p>
      {busy && <p aria-live="polite">{t('replay.importChecking')}</p>}
      {refusal && (
        <p className="error" role="alert" data-testid="import-refused">
          {refusal}
        </p>
      )}
    </section>
  );
}
