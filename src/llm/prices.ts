// Price table used only when the provider reports no cost. Dollars per million tokens, which is the same
// number as millionths of a dollar per token. Reasoning tokens are part of completion tokens (OpenAI's
// accounting), so they are not priced twice. Unknown models are priced as the dearest listed model, so
// a budget is never under-counted.
export interface Price {
  input: number;
  cachedInput: number;
  output: number;
}

export const PRICES: Record<string, Price> = {
  'gpt-4.1': { input: 2.0, cachedInput: 0.5, output: 8.0 },
  'gpt-4.1-mini': { input: 0.4, cachedInput: 0.1, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, cachedInput: 0.025, output: 0.4 },
  'gpt-4o': { input: 2.5, cachedInput: 1.25, output: 10.0 },
  'gpt-4o-mini': { input: 0.15, cachedInput: 0.075, output: 0.6 },
};

export const FALLBACK_PRICE: Price = { input: 2.5, cachedInput: 1.25, output: 10.0 };

export function priceOf(model: string): Price {
  if (PRICES[model]) return PRICES[model];
  // dated snapshots ("gpt-4.1-2025-04-14") price as their family
  const family = Object.keys(PRICES)
    .sort((a, b) => b.length - a.length)
    .find((k) => model.startsWith(`${k}-`));
  return family ? PRICES[family] : FALLBACK_PRICE;
}

/** Millionths of a dollar for one call's tokens. */
export function priceMicroUsd(
  model: string,
  t: { promptTokens: number; cachedPromptTokens: number; completionTokens: number },
): number {
  const p = priceOf(model);
  const uncached = Math.max(0, t.promptTokens - t.cachedPromptTokens);
  return Math.round(uncached * p.input + t.cachedPromptTokens * p.cachedInput + t.completionTokens * p.output);
}
