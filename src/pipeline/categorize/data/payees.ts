// Utilities, telecoms and insurers: everyday payees a statement prints under billing names that look
// nothing like the company (`PGANDE WEB ONLINE`, `CON ED OF NY`). Debits to them are operating expenses
// (`other`); the canonical name is the counterparty, so one payee has one name across a packet.
import { entryOf, type CounterpartyEntry } from './types.ts';

const payee = entryOf('payee');

export const PAYEES: CounterpartyEntry[] = [
  payee('PG&E', 'PGANDE', 'PG E', 'PACIFIC GAS', 'PACIFIC GAS AND ELECTRIC'),
  payee('National Grid', 'NATIONAL GRID', 'NATL GRID', 'NATIONALGRID'),
  payee('Con Edison', 'CON ED', 'CONED', 'CON EDISON', 'CONSOLIDATED EDISON', 'CON ED OF NY'),
  payee('Southern California Edison', 'SO CAL EDISON', 'SOUTHERN CALIFORNIA EDISON', 'SCE BILL'),
  payee('SoCalGas', 'SOCALGAS', 'SO CAL GAS'),
  payee('Dominion Energy', 'DOMINION ENERGY', 'DOMINION VA POWER'),
  payee('Xcel Energy', 'XCEL ENERGY', 'XCELENERGY'),
  payee('FPL', 'FPL', 'FLORIDA POWER', 'FLORIDA POWER LIGHT'),
  payee('PSEG', 'PSEG', 'PSE G', 'PSEG LI'),
  payee('Entergy', 'ENTERGY'),
  payee('Duke Energy', 'DUKE ENERGY', 'DUKE ENERGY PROGRESS'),
  payee('Georgia Power', 'GEORGIA POWER'),
  payee('Eversource', 'EVERSOURCE'),
  payee('ComEd', 'COMED', 'COMMONWEALTH EDISON'),
  payee('DTE Energy', 'DTE ENERGY'),
  payee('Ameren', 'AMEREN'),
  payee('CenterPoint Energy', 'CENTERPOINT', 'CENTERPOINT ENERGY'),
  payee('Atmos Energy', 'ATMOS ENERGY'),
  payee('Pepco', 'PEPCO'),
  payee('Comcast', 'COMCAST', 'COMCAST BUSINESS', 'XFINITY'),
  payee('Spectrum', 'SPECTRUM', 'CHARTER COMMUNICATIONS', 'CHARTER COMM'),
  payee('AT&T', 'AT T', 'ATT', 'AT T PAYMENT'),
  payee('Verizon', 'VERIZON', 'VERIZON WIRELESS', 'VZ WIRELESS'),
  payee('T-Mobile', 'T MOBILE', 'TMOBILE'),
  payee('Cox Communications', 'COX COMM', 'COX COMMUNICATIONS'),
  payee('Waste Management', 'WASTE MANAGEMENT', 'WM EZPAY', 'WM CORPORATE'),
  payee('Republic Services', 'REPUBLIC SERVICES'),
  payee('Hiscox', 'HISCOX'),
  payee('State Farm', 'STATE FARM'),
  payee('Next Insurance', 'NEXT INSURANCE'),
  payee('The Hartford', 'THE HARTFORD', 'HARTFORD INS'),
  payee('GEICO', 'GEICO'),
  payee('Progressive', 'PROGRESSIVE INS'),
];
