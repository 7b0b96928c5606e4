import type { Language } from '@app/shared/constants';

/**
 * The fixed retrieval-quality set: questions a user might type, per language, with the article that should come
 * first. Phrased differently from the article titles on purpose.
 */
export const RETRIEVAL_QUESTIONS: Record<Language, readonly (readonly [question: string, slug: string])[]> = {
  en: [
    ['How much is the service fee for buyers?', 'buyer-fees'],
    ['What commission do sellers pay on a sale?', 'seller-fees'],
    ['When is the money released to the vendor from escrow?', 'escrow'],
    ['How long does international delivery take?', 'shipping-times'],
    ['Which documents are needed for vendor verification?', 'verification-documents'],
    ['The goods are not as described, what can I do?', 'disputes'],
    ['What is your support phone number?', 'contact-support'],
    ['Can I pay with PayPal?', 'payment-methods'],
    ['Which carriers ship the goods?', 'carriers'],
    ['How fast do you reply to a support request?', 'support-response-times'],
  ],
  fr: [
    ['Quels sont les frais de service pour un acheteur ?', 'buyer-fees'],
    ['Combien prélevez-vous sur mes ventes en tant que vendeur ?', 'seller-fees'],
    ['Quand les fonds du séquestre sont-ils versés au vendeur ?', 'escrow'],
    ['Combien de jours faut-il pour la livraison internationale ?', 'shipping-times'],
    ['Quels documents faut-il pour la vérification ?', 'verification-documents'],
    ['La marchandise est abîmée, comment ouvrir un litige ?', 'disputes'],
    ['Quel est le numéro de téléphone du support ?', 'contact-support'],
    ['Puis-je payer par carte ?', 'payment-methods'],
    ['Qui paie la douane et les droits ?', 'customs'],
  ],
  yo: [
    ['Èló ni owó iṣẹ́ tí olùrà ń san?', 'buyer-fees'],
    ['Owó iṣẹ́ olùtajà lórí títà', 'seller-fees'],
    ['Ìgbà wo ni escrow yóò san owó fún olùtajà?', 'escrow'],
    ['Ọjọ́ mélòó ni ìfijíṣẹ́ sí ilẹ̀ òkèèrè ń gbà?', 'shipping-times'],
    ['Ìwé ẹ̀rí wo ni olùtajà nílò?', 'verification-documents'],
    ['Ọjà náà kò dára, báwo ni mo ṣe lè ṣí àríyànjiyàn?', 'disputes'],
    ['Báwo ni mo ṣe lè pe ẹgbẹ́ ìrànlọ́wọ́ lórí fóònù?', 'contact-support'],
    ['Ṣé mo lè sanwó pẹ̀lú káàdì?', 'payment-methods'],
  ],
  ha: [
    ['Nawa ne kuɗin sabis na mai saye?', 'buyer-fees'],
    ['Kuɗin mai sayarwa kan ciniki nawa ne?', 'seller-fees'],
    ['Yaushe ake sakin kuɗin asusun amana ga mai sayarwa?', 'escrow'],
    ['Kwanaki nawa isar da kaya zuwa ƙasashen waje ke ɗauka?', 'shipping-times'],
    ['Wane takardun shaida mai sayarwa ke buƙata?', 'verification-documents'],
    ['Kayan sun lalace, ta yaya zan buɗe takaddama?', 'disputes'],
    ['Menene lambar wayar tallafi?', 'contact-support'],
    ['Zan iya biya da kati?', 'payment-methods'],
  ],
  ar: [
    ['ما رسوم الخدمة على المشتري؟', 'buyer-fees'],
    ['كم نسبة رسوم البائع على كل بيع؟', 'seller-fees'],
    ['متى تحول أموال الضمان إلى البائع؟', 'escrow'],
    ['كم يوما يستغرق التوصيل الدولي؟', 'shipping-times'],
    ['ما الوثائق والشهادات المطلوبة من البائع؟', 'verification-documents'],
    ['البضاعة تالفة، كيف أفتح نزاعا؟', 'disputes'],
    ['ما رقم هاتف الدعم؟', 'contact-support'],
    ['هل يمكنني الدفع بالبطاقة؟', 'payment-methods'],
  ],
};
