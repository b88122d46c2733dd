import type { DemandsNeeds } from '../domain/disclosures';

/** The demands-and-needs statement's words: where she reads it first (the summary) and her copy (thank-you). */
export function DemandsNeedsText({ statement }: { statement: DemandsNeeds }) {
  return (
    <>
      <p>{statement.intro}</p>
      <ul className="mq-needs">
        {statement.needs.map((need) => (
          <li key={need}>{need}</li>
        ))}
      </ul>
      <p>{statement.meets}</p>
      <p>{statement.noAdvice}</p>
    </>
  );
}
