interface OpeningHoursProps {
  hours: { days: string; hours: string }[];
  title: string;
  headingLevel?: 2 | 3;
}

/** Opening hours as a description list: days, then hours. */
export function OpeningHours({ hours, title, headingLevel = 3 }: OpeningHoursProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="mq-opening-hours">
      <Heading className="mq-heading-s">{title}</Heading>
      <dl>
        {hours.map((row) => (
          <div key={row.days} className="mq-opening-hours__row">
            <dt>{row.days}</dt>
            <dd>{row.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
