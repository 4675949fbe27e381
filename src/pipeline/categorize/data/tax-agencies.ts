// Federal and state tax agencies as they print on business statements.
import { entryOf, type CounterpartyEntry } from './types.ts';

const tax = entryOf('tax');

export const TAX_AGENCIES: CounterpartyEntry[] = [
  tax('IRS', 'IRS', 'IRS USATAXPYMT', 'IRS TREAS', 'USATAXPYMT'),
  tax('EFTPS', 'EFTPS'),
  tax('California FTB', 'FRANCHISE TAX BD', 'FRANCHISE TAX BOARD', 'CA FTB'),
  tax('California CDTFA', 'CDTFA', 'CA CDTFA'),
  tax('California EDD', 'CA EDD', 'EDD EFTPMT'),
  tax('New York DTF', 'NYS DTF', 'NYS DTF SALES', 'NY DTF', 'NYS TAX'),
  tax('Texas Comptroller', 'TX COMPTROLLER', 'TEXAS COMPTROLLER', 'COMPTROLLER OF PUBLIC ACCOUNTS'),
  tax('Florida DOR', 'FL DEPT REVENUE', 'FL DEPT OF REVENUE', 'FLORIDA DEPT REVENUE', 'FL DOR'),
  tax('New Jersey Taxation', 'NJ DIV TAXATION', 'NJ DIVISION OF TAXATION', 'NJ TAXATION', 'STATE OF NJ TAX'),
  tax('Pennsylvania Revenue', 'PA DEPT REVENUE', 'PA DEPT OF REVENUE', 'PA REVENUE'),
  tax('Illinois Revenue', 'IL DEPT OF REVENUE', 'IL DEPT REVENUE', 'ILLINOIS DEPT REVENUE'),
  tax('Georgia DOR', 'GA DEPT OF REVENUE', 'GA DEPT REVENUE', 'GA DOR'),
  tax('Ohio Taxation', 'OHIO DEPT TAX', 'OHIO DEPT OF TAXATION', 'OHIO TREASURER', 'OH TREASURER'),
  tax('Washington DOR', 'WA DOR', 'WA DEPT OF REVENUE', 'WA DEPT REVENUE'),
  tax('Massachusetts DOR', 'MA DOR', 'MASS DOR', 'MA DEPT OF REVENUE'),
  tax('North Carolina DOR', 'NC DEPT REVENUE', 'NC DEPT OF REVENUE', 'NC DOR'),
  tax('Colorado DOR', 'CO DEPT OF REVENUE', 'CO DEPT REVENUE', 'COLORADO DEPT REVENUE'),
  tax('Arizona DOR', 'AZ DEPT OF REVENUE', 'AZ DOR'),
  tax('Tennessee DOR', 'TN DEPT OF REVENUE', 'TN DEPT REVENUE'),
  tax('Michigan Treasury', 'MI DEPT TREASURY', 'MICHIGAN TREASURY'),
];
