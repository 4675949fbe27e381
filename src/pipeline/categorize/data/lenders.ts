// Term lenders and lines of credit. Lenders that also sell advances are `ambiguous`: the row stays a
// loan (the conservative reading for withhold) and the position decision may revisit it.
import { entryOf, type CounterpartyEntry } from './types.ts';

const loan = (name: string, aliases: string[], extra: Partial<CounterpartyEntry> = {}): CounterpartyEntry => ({
  ...entryOf('loan')(name, ...aliases),
  ...extra,
});

export const LENDERS: CounterpartyEntry[] = [
  loan('SBA', [
    'SBA',
    'SBA LOAN',
    'SBA EIDL',
    'SBA EIDL LOAN',
    'SBAD TREAS',
    'US SMALL BUSINESS',
    'U S SMALL BUSINESS',
    'SMALL BUSINESS ADMIN',
  ]),
  loan('OnDeck', ['ONDECK', 'ON DECK', 'ONDECK CAPITAL', 'ON DECK CAPITAL'], { ambiguous: true }),
  loan('Kabbage', ['KABBAGE'], { ambiguous: true }),
  loan('BlueVine', ['BLUEVINE', 'BLUEVINE CAPITAL', 'BLUE VINE'], { ambiguous: true }),
  loan('Fundbox', ['FUNDBOX'], { ambiguous: true }),
  loan('Funding Circle', ['FUNDING CIRCLE']),
  loan('Headway Capital', ['HEADWAY CAPITAL', 'HEADWAY'], { ambiguous: true }),
  loan('National Funding', ['NATIONAL FUNDING'], { ambiguous: true }),
  loan('IOU Financial', ['IOU FINANCIAL', 'IOU CENTRAL']),
  loan('PayPal Working Capital', ['PAYPAL WORKING CAPITAL', 'PAYPAL LOAN']),
  loan('Amazon Lending', ['AMAZON LENDING']),
  loan('American Express Business Loan', ['AMEX BUS LOAN', 'AMEX BUSINESS LOAN']),
  loan('Ford Credit', ['FORD CREDIT', 'FORD MOTOR CREDIT']),
  loan('Toyota Financial Services', ['TOYOTA FINANCIAL', 'TOYOTA FINANCIAL SERVICES', 'TOYOTA MOTOR CREDIT']),
  loan('John Deere Financial', ['JOHN DEERE FINANCIAL', 'DEERE CREDIT']),
  loan('Balboa Capital', ['BALBOA CAPITAL']),
  loan('Idea Financial', ['IDEA FINANCIAL']),
  loan('Lendistry', ['LENDISTRY']),
  loan(
    'Bank loan',
    [
      'LOAN PMT',
      'LOAN PYMT',
      'LOAN PAYMENT',
      'COMMERCIAL LOAN',
      'LN PMT',
      'LN PYMT',
      'LOAN PROCEEDS',
      'LOAN ADVANCE',
      'LOAN DISBURSEMENT',
    ],
    { generic: true },
  ),
];
