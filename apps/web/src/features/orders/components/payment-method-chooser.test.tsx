import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../lib/test-render';
import { PaymentMethodChooser } from './payment-method-chooser';

const cart = {
  cardPaymentAllowed: true,
  bankTransferAllowed: true,
  subtotalUsdCents: 50_000,
  cardPaymentMaxCents: 100_000,
};
const chooser = (letterOfCredit: boolean, lang: 'en' | 'fr' = 'en') =>
  renderStatic(
    <PaymentMethodChooser
      cart={cart}
      rails={[]}
      value="bank"
      onChange={() => undefined}
      letterOfCredit={letterOfCredit}
    />,
    { lang },
  );

describe('the payment methods of a cart with letter-of-credit products (issue 18)', () => {
  it('tells the buyer that a letter of credit is sent from the bank transfer’s pro-forma', async () => {
    expect(textOf(await chooser(true))).toContain(
      "Paying under a letter of credit? Choose this: you send the LC and your bank's confirmation from the pro-forma page.",
    );
    expect(textOf(await chooser(true, 'fr'))).toContain('Vous payez par lettre de crédit ?');
  });

  it('says nothing of it when no product is sold on those terms', async () => {
    expect(textOf(await chooser(false))).not.toContain('letter of credit');
    expect(textOf(await chooser(false))).toContain('Bank transfer (pro-forma invoice)');
  });
});
