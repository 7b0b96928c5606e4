import { describe, expect, it } from 'vitest';
import { balanceOrderOf, orderPath, rememberBalanceCheckout } from './balance-return';

function memoryStore() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('balance payments in this tab', () => {
  it('remembers which order a balance checkout pays', () => {
    const store = memoryStore();
    rememberBalanceCheckout('chk-1', 'order-1', store);
    expect(balanceOrderOf('chk-1', store)).toBe('order-1');
    expect(balanceOrderOf('chk-2', store)).toBeNull();
    expect(balanceOrderOf(undefined, store)).toBeNull();
  });

  it('keeps the newest ten and survives a corrupt entry', () => {
    const store = memoryStore();
    for (let i = 0; i < 12; i++) rememberBalanceCheckout(`chk-${i}`, `order-${i}`, store);
    expect(balanceOrderOf('chk-0', store)).toBeNull();
    expect(balanceOrderOf('chk-11', store)).toBe('order-11');
    store.setItem('balanceCheckouts', '{not json');
    expect(balanceOrderOf('chk-11', store)).toBeNull();
  });

  it('leads to the order page', () => {
    expect(orderPath('a/b')).toBe('/order-confirmation/a%2Fb');
  });
});
