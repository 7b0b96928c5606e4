import { afterEach, describe, expect, it } from 'vitest';
import type { ProductDto } from '@app/shared/catalog';
import { i18n } from '../../../i18n/i18n';
import { renderStatic, textOf } from '../../../lib/test-render';
import { ProductPriceTiers } from './product-price-tiers';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const product = (priceTiers: ProductDto['priceTiers']) =>
  ({ priceCents: 310, currency: 'USD', minOrder: 1000, unit: 'Yards', priceTiers }) as unknown as ProductDto;

const LADDER = [
  { minQuantity: 5000, price: '2.90', priceCents: 290 },
  { minQuantity: 20000, price: '2.70', priceCents: 270 },
];

describe('volume prices on a product page (issue 22)', () => {
  it('lists the base price from the minimum order, then each break, and says the cart applies them', async () => {
    const text = textOf(await renderStatic(<ProductPriceTiers product={product(LADDER)} />));
    expect(text).toMatch(
      /Volume prices Quantity Unit price From 1,000 yards \$3\.10 per yard From 5,000 yards \$2\.90 per yard From 20,000 yards \$2\.70 per yard/,
    );
    expect(text).toContain('Your cart applies the lowest price your quantity reaches.');
  });

  it('shows nothing for a product with one price, or saved offline by a build from before volume prices', async () => {
    expect(await renderStatic(<ProductPriceTiers product={product([])} />)).not.toContain('product-price-tiers');
    const saved = product([]);
    delete (saved as Partial<ProductDto>).priceTiers;
    expect(await renderStatic(<ProductPriceTiers product={saved} />)).not.toContain('product-price-tiers');
  });

  it('speaks the reader’s language', async () => {
    const fr = textOf(await renderStatic(<ProductPriceTiers product={product(LADDER)} />, { lang: 'fr' }));
    expect(fr).toContain('Prix par volume');
    expect(fr).toContain('À partir de 5');
    const ar = textOf(await renderStatic(<ProductPriceTiers product={product(LADDER)} />, { lang: 'ar' }));
    expect(ar).toContain('أسعار الكميات');
  });
});
