import type { DuneAction } from '@arrakis/dune';
import { useState } from 'react';
import { describeAction } from '../text.ts';
import { ConfirmBar } from './deciding.tsx';
import { ActionList, ActionPicker, type PromptProps } from './generic.tsx';

/**
 * Choices that cannot be taken back once sent (a gift of spice): the choice first, then its summary and Confirm,
 * or Back to choose again.
 */
export function ConfirmFirst({ actions, namer, send, picker }: PromptProps & { picker: boolean }) {
  const [chosen, setChosen] = useState<DuneAction | null>(null);
  if (chosen)
    return (
      <ConfirmBar
        summary={describeAction(namer, chosen)}
        onConfirm={() => {
          setChosen(null);
          send(chosen);
        }}
        onBack={() => setChosen(null)}
      />
    );
  return picker ? (
    <ActionPicker actions={actions} namer={namer} send={setChosen} role="step" />
  ) : (
    <ActionList actions={actions} namer={namer} send={setChosen} role="step" />
  );
}
