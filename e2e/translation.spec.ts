import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './helpers';
import { apiLogin, call } from './vendor-flows';

/**
 * On-demand translation against the LibreTranslate-compatible stand-in the global setup starts
 * (e2e/translate-loopback.ts; the server runs with TRANSLATE_URL pointing at it).
 */
const FRENCH = {
  name: 'Fèves de cacao fermentées de Côte d’Ivoire',
  description:
    'Fèves de cacao fermentées et séchées au soleil, issues de coopératives de la région de Soubré. Triées à la main, qualité export, récolte de cette année.',
  specifications: 'Humidité inférieure à 7 %, 95 fèves pour 100 g, sacs en jute de 62,5 kg',
};
const INQUIRY = 'Bonjour, pouvez-vous livrer 20 tonnes au port de Lagos avant la fin du mois ?';

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

test('a French listing and a French message are translated on demand, with the original still shown', async ({
  page,
  browser,
}) => {
  // The demo vendor lists a product written in French.
  const vendorApi = (await browser.newContext({ baseURL: test.info().project.use.baseURL })).request;
  await apiLogin(vendorApi, DEMO.vendor);
  const product = await call<{ id: string }>(vendorApi, 'POST', '/api/vendor/products', {
    ...FRENCH,
    category: 'agriculture-farming',
    price: '2800.00',
    currency: 'USD',
    minOrder: 1,
    unit: 'MT',
    stock: 50,
    origin: 'Côte d’Ivoire',
    leadTime: 14,
    paymentTerms: 'letter-of-credit',
    tags: ['cacao'],
  });

  // An English-speaking visitor is offered a translation, and sees both texts.
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: FRENCH.name })).toBeVisible();
  const panel = page.getByTestId('product-translation');
  await expect(panel).toContainText('This listing is written in French.');
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'translate-button');
  // The service failing shows an error with a retry.
  await page.route('**/api/translation/products/*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'TRANSLATION_UNAVAILABLE', message: 'down', details: { reason: 'upstream' } },
          }),
        })
      : route.fallback(),
  );
  await panel.getByRole('button', { name: 'Translate to English' }).click();
  await expect(panel.getByRole('alert')).toContainText('The translation service is not answering right now.');
  await page.unroute('**/api/translation/products/*');
  await panel.getByRole('button', { name: 'Try again' }).click();
  const result = page.getByTestId('product-translation-result');
  await expect(result.getByRole('heading', { name: 'Fermented cocoa beans from Côte d’Ivoire' })).toBeVisible();
  await expect(result).toContainText('Hand-sorted, export quality');
  await expect(result).toContainText('Machine translation from French to English');
  await expect(page.getByRole('heading', { level: 1, name: FRENCH.name })).toBeVisible();
  await expect(page.getByText(FRENCH.description)).toBeVisible();
  await shot(page, 'translated-listing');
  await panel.getByRole('button', { name: 'Show original' }).click();
  await expect(result).toBeHidden();
  await panel.getByRole('button', { name: 'Show translation' }).click();
  await expect(result).toBeVisible();

  // In Arabic the target follows the UI language, right to left.
  await page.getByLabel('Language').first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await panel.getByRole('button', { name: 'ترجمة إلى العربية' }).click();
  await expect(result.getByRole('heading', { name: 'حبوب كاكاو مخمرة من ساحل العاج' })).toBeVisible();
  await shot(page, 'translated-listing-ar');
  await page.getByLabel('اللغة').first().selectOption('en');

  // A listing already in the reader's language offers nothing (a seeded English one: the newest listing may be
  // another test's French one).
  const listed = (await (await page.request.get('/api/products?q=Kente&limit=10')).json()) as {
    items: { id: string; name: string }[];
  };
  const english = listed.items.find((p) => p.name === 'Handwoven Kente Cloth');
  await page.goto(`/products/${english!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-translation')).toHaveCount(0);

  // The buyer writes in French; the vendor reads it in English under the original.
  const buyerApi = (await browser.newContext({ baseURL: test.info().project.use.baseURL })).request;
  await apiLogin(buyerApi, DEMO.buyer);
  const conv = await call<{ id: string }>(buyerApi, 'POST', '/api/messaging/inquiries', {
    productId: product.id,
    quantity: 20,
    unit: 'MT',
    targetPrice: '2700.00',
    currency: 'USD',
    destinationCountry: 'Nigeria',
    requiredBy: '',
    message: INQUIRY,
  });
  await login(page, DEMO.vendor);
  await page.goto(`/messages/${conv.id}`);
  const message = page.getByTestId('message').filter({ hasText: INQUIRY });
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Translate' }).click();
  await expect(message).toContainText(
    'Hello, can you deliver 20 tonnes to the port of Lagos before the end of the month?',
  );
  await expect(message).toContainText(INQUIRY);
  await shot(page, 'translated-message');
  await message.getByRole('button', { name: 'Show original' }).click();
  await expect(message).not.toContainText('Hello, can you deliver');
});
