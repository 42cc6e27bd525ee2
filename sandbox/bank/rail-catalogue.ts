// The rails the sandbox offers (GET /rails, spec 2.12). Static: the sandbox models no
// maintenance windows.
import type { RailInfo } from '../../shared/schemas';

const SWIFT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'JPY', 'CNY', 'HKD', 'SGD', 'INR', 'AED', 'BRL', 'MXN', 'MYR', 'SEK', 'NOK', 'DKK', 'PLN', 'ZAR'];
const SWIFT_COUNTRIES = ['US', 'GB', 'DE', 'FR', 'NL', 'ES', 'IT', 'IE', 'CH', 'CA', 'AU', 'JP', 'CN', 'HK', 'SG', 'IN', 'AE', 'BR', 'MX', 'MY', 'SE', 'NO', 'DK', 'PL', 'ZA'];

export const RAIL_CATALOGUE: readonly RailInfo[] = [
  {
    id: 'ach',
    name: 'ACH',
    description: 'US domestic batch payments and debits (NACHA).',
    status: 'active',
    supportedCurrencies: ['USD'],
    supportedCountries: ['US'],
    typicalSettlementTime: '1 business day (same-day before the cutoff)',
    cutoffTime: '14:45 America/New_York',
    capabilities: ['inbound', 'outbound', 'return', 'same_day'],
    requiredFields: ['accountHolderName', 'routingNumber', 'accountNumber'],
  },
  {
    id: 'fedwire',
    name: 'Fedwire',
    description: 'US real-time gross settlement wires.',
    status: 'active',
    supportedCurrencies: ['USD'],
    supportedCountries: ['US'],
    typicalSettlementTime: '30 minutes',
    cutoffTime: '18:00 America/New_York',
    capabilities: ['outbound'],
    requiredFields: ['accountHolderName', 'routingNumber', 'accountNumber'],
  },
  {
    id: 'swift',
    name: 'SWIFT',
    description: 'International wires with FX; purpose required for some corridors.',
    status: 'active',
    supportedCurrencies: SWIFT_CURRENCIES,
    supportedCountries: SWIFT_COUNTRIES,
    typicalSettlementTime: '2 days',
    cutoffTime: '15:00 Europe/London',
    capabilities: ['outbound'],
    requiredFields: ['accountHolderName', 'bic', 'iban'],
  },
  {
    id: 'crypto',
    name: 'Crypto',
    description: 'Stablecoin transfers on ethereum, solana, base, ink and sui.',
    status: 'active',
    supportedCurrencies: ['USDC', 'USDT', 'PYUSD', 'EURC', 'USDG'],
    supportedCountries: ['US', 'GB', 'DE', 'FR', 'NL', 'SG', 'CH', 'AE'],
    typicalSettlementTime: '10 seconds to 3 minutes, by network',
    cutoffTime: 'none',
    capabilities: ['outbound', 'inbound'],
    requiredFields: ['chain', 'walletAddress'],
  },
  {
    id: 'open',
    name: 'Open network',
    description: 'The internal network: instant, fee-free, same currency only.',
    status: 'active',
    supportedCurrencies: ['USD', 'EUR', 'GBP', 'USDC'],
    supportedCountries: ['US', 'GB', 'DE', 'FR', 'NL', 'ES', 'IT', 'IE', 'SG'],
    typicalSettlementTime: 'instant',
    cutoffTime: 'none',
    capabilities: ['inbound', 'outbound'],
    requiredFields: ['openId'],
  },
];
