import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A wizard's draft kept in sessionStorage so a reload does not lose what was typed: per user and versioned (the
 * key names the user, the stored value carries its version and `parse` refuses any other), cleared on submit.
 */
export interface WizardDraft<D extends { step: number }> {
  /** The storage key, per user: "onboarding-draft:<userId>". */
  key: string;
  /** The stored text as a draft, or null when it is missing, malformed or of another version. */
  parse: (text: string | null) => D | null;
  /** What to keep at the given step (files by their server ids, never their content); called after each render. */
  snapshot: (step: number) => D;
}

function readDraft<D extends { step: number }>(key: string, parse: (text: string | null) => D | null): D | null {
  try {
    return parse(sessionStorage.getItem(key));
  } catch {
    return null;
  }
}

function removeDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing to clear
  }
}

/**
 * Step navigation for a multi-step form: the current step (restored from the draft after a reload), goTo(), which
 * moves focus to the step's heading (`headingRef`) so keyboard and screen reader users start at the top of the new
 * step, and with `draft` the draft kept on every change and clearDraft() for a successful submit.
 */
export function useWizard<S extends string, D extends { step: number } = { step: number }>({
  steps,
  draft,
}: {
  steps: readonly S[];
  draft?: WizardDraft<D>;
}) {
  const [saved] = useState(() => (draft ? readDraft(draft.key, draft.parse) : null));
  const [step, setStep] = useState(() => saved?.step ?? 0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const written = useRef<string | null>(null);
  const key = draft?.key;

  // Keep the draft after each render that changed it (the snapshot reads state declared after this hook, so it
  // is only called here). Storage full or unavailable: the form still works, only the reload safety net is lost.
  useEffect(() => {
    if (!draft) return;
    const text = JSON.stringify(draft.snapshot(step));
    if (text === written.current) return;
    written.current = text;
    try {
      sessionStorage.setItem(draft.key, text);
    } catch {
      // see above
    }
  });

  // after a step change (not on the first render), the new step's heading takes the focus
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [step]);

  const goTo = useCallback((index: number) => {
    moved.current = true;
    setStep(index);
  }, []);

  const clearDraft = useCallback(() => {
    if (key !== undefined) removeDraft(key);
  }, [key]);

  return {
    step,
    stepId: (steps[step] ?? steps[0]) as S,
    last: step === steps.length - 1,
    goTo,
    headingRef,
    /** The draft found in storage when the wizard opened (null: none, or no draft kept). */
    saved,
    clearDraft,
  };
}
