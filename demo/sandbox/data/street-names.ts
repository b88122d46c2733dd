// Among the commonest street names in Great Britain.
export const STREET_NAMES: readonly string[] = [
  'High Street', 'Station Road', 'Main Street', 'Park Road', 'Church Road', 'Church Street', 'London Road',
  'Victoria Road', 'Green Lane', 'Manor Road', 'Church Lane', 'Park Avenue', 'The Avenue', 'The Crescent',
  'Queens Road', 'New Road', 'Grange Road', 'Kings Road', 'Kingsway', 'Windsor Road', 'Highfield Road',
  'Mill Lane', 'Alexandra Road', 'York Road', 'St Johns Road', 'Main Road', 'Broadway', 'King Street',
  'The Green', 'Springfield Road', 'George Street', 'Park Lane', 'Victoria Street', 'Albert Road',
  'Queensway', 'New Street', 'Queen Street', 'West Street', 'North Street', 'Manchester Road',
  'The Drive', 'Richmond Road', 'Grove Road', 'South Street', 'School Lane', 'The Close', 'Mill Road',
  'Chester Road', 'Stanley Road', 'Albert Street', 'Market Street', 'Orchard Close', 'Beech Grove',
  'Willow Close', 'Oak Avenue', 'Elm Grove', 'Meadow Way', 'Chestnut Drive', 'Cedar Close', 'Hawthorn Road',
  'Rosemary Lane', 'Westfield Road', 'Mount Pleasant', 'Burnside Road',
  'Glebe Road', 'Priory Road', 'Abbey Road', 'Castle Street', 'Bridge Street', 'Lansdowne Road',
  'Cromwell Road', 'Nelson Street', 'Wellington Road', 'Clarence Road', 'Belmont Road', 'Fairfield Road',
  'Rectory Lane', 'Farm Close', 'Brookside', 'Riverside Walk', 'Linden Avenue', 'Sycamore Way',
];
