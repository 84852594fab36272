import { Checkbox } from 'radix-ui';
import { Check } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTH_MESSAGES } from '../../../shared/auth-rules';
import { DELAYS, STORAGE_KEYS, TERMS } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { TERMS_SECTIONS, TERMS_VERSION_DATE } from './terms-content';

export type TermsOutcome = 'accepted' | 'declined' | 'dismissed';

interface TermsModalProps {
  open: boolean;
  /** Records acceptance on the server; a rejection keeps the modal open. */
  onAccept: () => Promise<void>;
  /** After the modal has closed: accepted, declined, or closed any other way. */
  onClosed: (outcome: TermsOutcome) => void;
}

function isNearBottom(el: HTMLElement): boolean {
  return el.scrollTop + el.clientHeight >= el.scrollHeight - TERMS.scrollThresholdPx;
}

/**
 * The Terms and Conditions modal (spec 01 §2, §4): 14 sections in a 350 px scroll area; the
 * checkbox unlocks when the reader is within 50 px of the bottom, when the content fits (measured
 * after 300 ms) or after 1.5 s.
 */
export function TermsModal({ open, onAccept, onClosed }: TermsModalProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [canConfirm, setCanConfirm] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setCanConfirm(false);
    setConfirmed(false);
    const measure = window.setTimeout(() => {
      const el = scrollRef.current;
      if (el && el.scrollHeight <= el.clientHeight) setCanConfirm(true);
    }, DELAYS.termsMeasure);
    const auto = window.setTimeout(() => setCanConfirm(true), DELAYS.termsAutoEnable);
    return () => {
      window.clearTimeout(measure);
      window.clearTimeout(auto);
    };
  }, [open]);

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (el && isNearBottom(el)) setCanConfirm(true);
  }, []);

  const accept = async () => {
    if (!confirmed) {
      toast({
        title: AUTH_MESSAGES.pleaseConfirmTitle,
        description: AUTH_MESSAGES.pleaseConfirm,
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    try {
      await onAccept();
    } catch (err) {
      toast({
        title: 'Could not save your acceptance',
        description: err instanceof Error ? err.message : 'Please try again.',
        variant: 'destructive',
      });
      setSaving(false);
      return;
    }
    try {
      localStorage.setItem(STORAGE_KEYS.termsAccepted, new Date().toISOString());
    } catch {
      // The server holds the record; local storage is only a mirror.
    }
    setSaving(false);
    toast({
      title: AUTH_MESSAGES.welcomeTitle,
      description: AUTH_MESSAGES.welcome,
      variant: 'success',
    });
    onClosed('accepted');
  };

  const decline = () => {
    toast({
      title: AUTH_MESSAGES.termsDeclinedTitle,
      description: AUTH_MESSAGES.termsDeclined,
      variant: 'destructive',
    });
    onClosed('declined');
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onClosed('dismissed');
      }}
    >
      <DialogContent
        title="Terms and Conditions"
        description={`Please read and accept our terms to continue. Last updated ${TERMS_VERSION_DATE}.`}
        className="max-w-2xl"
      >
        <div
          ref={scrollRef}
          onScroll={onScroll}
          tabIndex={0}
          role="region"
          aria-label="Terms and Conditions text"
          data-testid="terms-scroll-area"
          style={{ height: TERMS.scrollAreaHeightPx }}
          className="overflow-y-auto rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm leading-relaxed text-ink"
        >
          {TERMS_SECTIONS.map((section) => (
            <section key={section.title} className="mb-4 last:mb-0">
              <h3 className="mb-1 font-semibold">{section.title}</h3>
              {section.paragraphs.map((p) => (
                <p key={p.slice(0, 40)} className="mb-2 text-muted">
                  {p}
                </p>
              ))}
            </section>
          ))}
        </div>

        <div className="mt-4 flex items-start gap-3">
          <Checkbox.Root
            id="terms-confirm"
            checked={confirmed}
            disabled={!canConfirm}
            onCheckedChange={(v) => setConfirmed(v === true)}
            className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded border border-gray-400 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Checkbox.Indicator>
              <Check aria-hidden className="h-4 w-4 text-white" />
            </Checkbox.Indicator>
          </Checkbox.Root>
          <label htmlFor="terms-confirm" className="text-sm text-ink">
            I have read and accept the Terms and Conditions
            {canConfirm ? null : (
              <span className="block text-xs text-muted">Scroll to the end to continue.</span>
            )}
          </label>
        </div>

        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={decline} disabled={saving}>
            Decline
          </Button>
          <Button onClick={() => void accept()} disabled={saving}>
            {saving ? 'Saving...' : 'Accept'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
