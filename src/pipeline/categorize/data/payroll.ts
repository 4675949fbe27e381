// Payroll processors: their debits are wages and payroll taxes.
import { entryOf, type CounterpartyEntry } from './types.ts';

const payroll = entryOf('payroll');

export const PAYROLL_PROCESSORS: CounterpartyEntry[] = [
  payroll('ADP', 'ADP', 'ADP WAGE PAY', 'ADP PAYROLL', 'ADP TAX'),
  payroll('Paychex', 'PAYCHEX', 'PAYCHEX TPS', 'PAYCHEX EIB'),
  payroll('Gusto', 'GUSTO', 'ZENPAYROLL'),
  payroll('Intuit Payroll', 'INTUIT PAYROLL', 'QUICKBOOKS PAYROLL', 'QBOOKS PAYROLL'),
  payroll('Paycom', 'PAYCOM'),
  payroll('Paylocity', 'PAYLOCITY'),
  payroll('Paycor', 'PAYCOR'),
  payroll('Rippling', 'RIPPLING', 'PEOPLE CENTER'),
  payroll('Square Payroll', 'SQ PAYROLL', 'SQUARE PAYROLL'),
  payroll('Justworks', 'JUSTWORKS'),
  payroll('TriNet', 'TRINET'),
  payroll('OnPay', 'ONPAY'),
  payroll('SurePayroll', 'SUREPAYROLL', 'SURE PAYROLL'),
  payroll('Insperity', 'INSPERITY'),
];
