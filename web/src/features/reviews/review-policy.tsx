import { useMessages } from '../../i18n/messages';

/**
 * 'Come verifichiamo le recensioni' (Codice del Consumo art. 22 c. 4-bis and art. 23, D.Lgs.
 * 26/2023): whether and how the site makes sure its reviews come from people who stayed, what it
 * hides and why. Every figure on the site links here.
 */
export function ReviewPolicy() {
  const { policy } = useMessages('reviewsPage');
  return (
    <section
      id="come-verifichiamo"
      aria-labelledby="review-policy-title"
      className="scroll-mt-28 rounded-3xl bg-white p-7 ring-1 ring-lava-100 sm:p-10"
    >
      <h2 id="review-policy-title" className="text-2xl text-lava-900 sm:text-3xl">
        {policy.title}
      </h2>
      <div className="mt-5 space-y-4 leading-relaxed text-lava-700">
        <p>
          {policy.verifiedBefore} <strong>{policy.verifiedLabel}</strong> {policy.verifiedAfter}
        </p>
        <p>{policy.platforms}</p>
        <p>{policy.hiding}</p>
        <ul className="list-disc space-y-1 pl-6">
          {Object.values(policy.hideReasons).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <p>{policy.figures}</p>
      </div>
    </section>
  );
}
