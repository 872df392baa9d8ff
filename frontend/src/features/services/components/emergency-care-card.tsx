import { CENTRE } from '@/content/centre';

const phone =
  'inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-lg font-bold text-red-800 ' +
  'ring-1 ring-red-200 hover:bg-red-100';

/** Two numbers to call: the centre in working hours, Tele-MANAS at any hour. */
export function EmergencyCareCard() {
  return (
    <section
      aria-labelledby="emergency-care"
      className="rounded-2xl border border-red-200 bg-red-50 p-6 sm:p-8"
    >
      <h2 id="emergency-care" className="text-2xl font-bold text-red-900">
        Emergency care
      </h2>
      <p className="mt-2 max-w-3xl text-lg text-ink">
        If you are worried about someone’s safety right now, please do not wait for an appointment. Call our
        centre (<span className="figures">{CENTRE.hours}</span>) or the free national Tele-MANAS mental-health
        helpline, open day and night. If anyone is in immediate danger, call{' '}
        <strong className="figures">112</strong>.
      </p>
      <ul className="mt-5 flex flex-wrap gap-3">
        <li>
          <a href={CENTRE.phoneHref} className={phone}>
            <span className="sr-only">Call the centre: </span>
            <span className="figures">{CENTRE.phoneDisplay}</span>
          </a>
        </li>
        <li>
          <a href="tel:14416" className={phone}>
            <span className="sr-only">Call Tele-MANAS: </span>
            <span className="figures">14416</span>
            <span aria-hidden="true" className="text-base font-medium text-ink">
              Tele-MANAS
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}
