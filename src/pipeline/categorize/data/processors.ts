// Card processors and marketplaces: their credits are sales settlements (revenue), their debits fees.
import { entryOf, type CounterpartyEntry } from './types.ts';

const proc = entryOf('processor');

export const PROCESSORS: CounterpartyEntry[] = [
  proc('Square', 'SQUARE', 'SQUARE INC'),
  proc('Stripe', 'STRIPE'),
  proc('Clover', 'CLOVER', 'CLOVER MERCHANT'),
  proc('Shopify', 'SHOPIFY'),
  proc('Toast', 'TOAST', 'TOAST INC'),
  proc('PayPal', 'PAYPAL'),
  proc('Amazon', 'AMAZON', 'AMAZON COM SVCS', 'AMZN'),
  proc('Uber Eats', 'UBER EATS', 'UBER USA'),
  proc('DoorDash', 'DOORDASH'),
  proc('Grubhub', 'GRUBHUB'),
  proc('Heartland Payment Systems', 'HEARTLAND PAYMENT', 'HEARTLAND PAYMENT SYSTEMS', 'HPS'),
  proc('Worldpay', 'WORLDPAY', 'VANTIV'),
  proc('Global Payments', 'GLOBAL PAYMENTS'),
  proc('Elavon', 'ELAVON'),
  proc('Chase Paymentech', 'PAYMENTECH', 'CHASE PAYMENTECH'),
  proc('Fiserv', 'FIRST DATA', 'FISERV'),
  proc('Etsy', 'ETSY'),
  proc('eBay', 'EBAY'),
  proc('Braintree', 'BRAINTREE'),
  proc('Shift4', 'SHIFT4', 'SHIFT 4'),
  proc('SpotOn', 'SPOTON'),
  proc('Lightspeed', 'LIGHTSPEED'),
  proc('Authorize.net', 'AUTHORIZE NET'),
  proc('TSYS', 'TSYS', 'TSYS MERCHANT'),
  proc('Instacart', 'INSTACART'),
  {
    name: 'Bank card settlement',
    kind: 'processor',
    generic: true,
    aliases: [
      'BANKCARD',
      'MERCHANT BANKCARD',
      'BANKCARD DEP',
      'MTOT DEP',
      'AMEX SETTLEMENT',
      'MERCH SETTLEMENT',
      'MERCHANT SETTLEMENT',
      'CARD SETTLEMENT',
    ],
  },
];
