import type { PaymentStatus, StaffPaymentsResponse } from '@umang/common';
import { type RefObject, useEffect, useState } from 'react';
import { showError } from '@/lib/show-error';
import { findPendingPage } from '../api/find-pending-page';

export const PROOF_MESSAGES = {
  notPending:
    'That proof is no longer waiting for a decision: it may have been approved or rejected already. Look in the Accepted or Rejected tab.',
  moved: 'The pending list changed while we looked for that proof. Press Refresh and follow the link again.',
} as const;

/** Appointment ids are UUIDs; anything else in the URL is ignored rather than searched for. */
const readProof = (raw: string | null) => (raw && /^[\w-]{1,64}$/.test(raw) ? raw : null);

interface ProofTargetOptions {
  /** `?proof=` of the URL. */
  raw: string | null;
  status: PaymentStatus;
  page: number;
  current: StaffPaymentsResponse | null;
  panelRef: RefObject<HTMLElement | null>;
  /** Opens a tab and page; with a proof id, keeps `?proof=` for the next look. */
  show: (status: PaymentStatus, page: number, proof?: string) => void;
}

/**
 * `?proof=<appointmentId>` (the statement import's links): brings that proof's row into view,
 * marks it and puts the keyboard on it, so staff decide it with the row's own buttons. The
 * list has no lookup by id, so when the row is not on the page shown, the pending pages are
 * searched and the right one opened; a proof that is not pending any more is said so. The
 * parameter is a one-time instruction: it leaves the URL once carried out.
 */
export function useProofTarget({ raw, status, page, current, panelRef, show }: ProofTargetOptions) {
  const proof = readProof(raw);
  // The link last carried out; a new object each time, so following it again focuses the row again.
  const [handled, setHandled] = useState<{ id: string } | null>(null);
  const [found, setFound] = useState<{ id: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Where the search said the proof is.
  const [searched, setSearched] = useState<{ id: string; page: number } | null>(null);
  const loaded = current !== null;
  const onPage = status === 'pending' && !!current?.payments.some((p) => p.appointmentId === proof);
  const done = proof !== null && handled?.id === proof;
  const lookedHere = proof !== null && searched?.id === proof && searched.page === page;

  // Carried out while rendering (React's way of following new props), once per link followed.
  if (proof && !done && loaded && (onPage || lookedHere)) {
    setHandled({ id: proof });
    setFound(onPage ? { id: proof } : null);
    setNotice(onPage ? null : PROOF_MESSAGES.moved);
  } else if (!proof && handled) {
    setHandled(null);
    setSearched(null);
  }

  // Carried out: the instruction leaves the URL, so a refresh or a decision does not repeat it.
  useEffect(() => {
    if (done) show(status, page);
  }, [done, show, status, page]);

  useEffect(() => {
    if (!proof || done || !loaded || onPage || lookedHere) return;
    const controller = new AbortController();
    findPendingPage(proof, controller.signal).then(
      (at) => {
        if (at !== null) {
          setSearched({ id: proof, page: at });
          return show('pending', at, proof);
        }
        setHandled({ id: proof });
        setFound(null);
        setNotice(PROOF_MESSAGES.notPending);
      },
      (err: unknown) => {
        if (showError(err)) setHandled({ id: proof });
      },
    );
    return () => controller.abort();
  }, [proof, done, loaded, onPage, lookedHere, show]);

  // Once the marked row is drawn (focusable now), the keyboard and the view go to it.
  useEffect(() => {
    if (!found) return;
    const row = [...(panelRef.current?.querySelectorAll<HTMLElement>('tr[data-appointment]') ?? [])].find(
      (tr) => tr.dataset.appointment === found.id,
    );
    row?.focus({ preventScroll: true });
    row?.scrollIntoView?.({ block: 'center' });
  }, [found, panelRef]);

  return { found: found?.id ?? null, notice };
}
