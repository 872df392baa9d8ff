import type { PatientHealthResponse } from '@umang/common';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError, Loading } from '@/components/ui/load-states';
import { errorMessage, LOAD_FAILED } from '@/lib/show-error';
import { usePatientHealth } from '../hooks/use-patient-health';
import { DetailItem } from './detail-list';

type Health = PatientHealthResponse['health'];

const HEADING_ID = 'appointment-health';

/** A field the patient left empty says so, rather than leaving a gap that reads as "not loaded". */
const given = (value: string) => value.trim() || <span className="text-muted">None given</span>;

function HealthList({ health }: { health: Health }) {
  return (
    <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
      <DetailItem term="Patient">{health.name}</DetailItem>
      <DetailItem term="Blood group">{given(health.bloodGroup)}</DetailItem>
      <DetailItem term="Allergies">{given(health.allergy)}</DetailItem>
      <DetailItem term="Medical condition">{given(health.medicalCondition)}</DetailItem>
    </dl>
  );
}

/**
 * The patient's health details, for an admin or the visit's doctor, shown only on request:
 * each opening is one audit entry naming the viewer, so the page never asks by itself and
 * forgets them on "Hide". Focus follows: onto the details once they arrive, back to the
 * button once they are hidden.
 */
export function HealthSection({ appointmentId }: { appointmentId: string }) {
  const health = usePatientHealth(appointmentId);
  const detailsRef = useRef<HTMLDivElement>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  const hidden = useRef(false);

  useEffect(() => {
    if (health.isSuccess) detailsRef.current?.focus();
  }, [health.isSuccess]);
  useEffect(() => {
    if (health.isIdle && hidden.current) showRef.current?.focus();
  }, [health.isIdle]);

  const show = () => health.mutate();
  const hide = () => {
    hidden.current = true;
    health.reset();
  };

  return (
    <section aria-labelledby={HEADING_ID} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={HEADING_ID} className="text-lg font-semibold text-ink">
        Health details
      </h2>
      <p className="mt-1 text-base text-muted">
        Opening them is recorded in the audit log with your name and the time.
      </p>
      <div className="mt-3">
        {health.isSuccess ? (
          <>
            <div
              ref={detailsRef}
              tabIndex={-1}
              className="-m-2 rounded-lg p-2 focus:outline-2 focus:outline-primary"
            >
              <HealthList health={health.data} />
            </div>
            <Button variant="neutral" size="sm" className="mt-4" onClick={hide}>
              Hide
            </Button>
          </>
        ) : health.isError ? (
          <LoadError message={errorMessage(health.error, { fallback: LOAD_FAILED })} onRetry={show} />
        ) : (
          <>
            <Button ref={showRef} variant="secondary" size="sm" disabled={health.isPending} onClick={show}>
              Show health details
            </Button>
            {health.isPending && <Loading>Loading the health details…</Loading>}
          </>
        )}
      </div>
    </section>
  );
}
