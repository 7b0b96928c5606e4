/**
 * Seed tags added to the knowledge base articles: the audience (`buyers` / `vendors`, see language-data.ts) and, per
 * language, the words people use when they ask about the topic. Admins edit them with the article (Tags field).
 */
import type { Language } from '@app/shared/constants';

export interface SeedKeywords {
  audience?: 'buyers' | 'vendors';
  words: Record<Language, readonly string[]>;
}

export const SEED_KEYWORDS: Record<string, SeedKeywords> = {
  'about-platform': {
    words: {
      en: ['about us', 'company', 'marketplace', 'B2B', 'who are you', 'what do you do'],
      fr: ['à propos', 'entreprise', 'place de marché', 'B2B', 'qui êtes-vous'],
      yo: ['nípa wa', 'ilé-iṣẹ́', 'ọjà B2B', 'ta ni yín'],
      ha: ['game da mu', 'kamfani', 'kasuwa', 'B2B', 'su wane ne ku'],
      ar: ['من نحن', 'الشركة', 'سوق', 'B2B'],
    },
  },
  languages: {
    words: {
      en: ['language', 'translation', 'speak', 'English', 'French', 'Arabic'],
      fr: ['langue', 'traduction', 'parlez', 'anglais', 'arabe'],
      yo: ['èdè', 'ìtúmọ̀', 'Gẹ̀ẹ́sì', 'Yorùbá'],
      ha: ['harshe', 'fassara', 'Turanci', 'Hausa'],
      ar: ['اللغة', 'الترجمة', 'الإنجليزية', 'العربية'],
    },
  },
  'joining-cost': {
    words: {
      en: ['free', 'registration', 'sign up', 'create an account', 'open an account', 'membership', 'subscription'],
      fr: ['gratuit', 'inscription', 'créer un compte', 'ouvrir un compte', 'abonnement'],
      yo: ['ọ̀fẹ́', 'ìforúkọsílẹ̀', 'ṣíṣí àkáǹtì', 'owó ìforúkọsílẹ̀'],
      ha: ['kyauta', 'rajista', 'buɗe asusu', 'kuɗin shiga'],
      ar: ['مجاني', 'التسجيل', 'فتح حساب', 'إنشاء حساب', 'اشتراك'],
    },
  },
  'buyer-fees': {
    audience: 'buyers',
    words: {
      en: ['buyer fee', 'service fee', 'service charge', 'checkout fee', 'subtotal'],
      fr: ['frais acheteur', 'frais de service', 'sous-total', 'achat'],
      yo: ['owó iṣẹ́ olùrà', 'àròpọ̀', 'olùrà'],
      ha: ['kuɗin sabis', 'mai saye', 'jimillar oda'],
      ar: ['رسوم المشتري', 'رسوم الخدمة', 'المشتري'],
    },
  },
  'seller-fees': {
    audience: 'vendors',
    words: {
      en: ['seller fee', 'commission', 'percentage of sales', 'listing fee', 'vendor fee', 'how much do you take'],
      fr: ['frais vendeur', 'commission', 'pourcentage des ventes', 'frais de publication'],
      yo: ['owó iṣẹ́ olùtajà', 'ìdá lórí títà', 'olùtajà'],
      ha: ['kuɗin mai sayarwa', 'kashi na ciniki', 'masu sayarwa'],
      ar: ['رسوم البائع', 'عمولة', 'نسبة المبيعات', 'البائع'],
    },
  },
  escrow: {
    words: {
      en: ['escrow', 'protection', 'safe payment', 'release', 'payout', 'get paid', 'receive money'],
      fr: ['séquestre', 'protection', 'paiement sécurisé', 'versement', 'être payé', 'recevoir mon argent'],
      yo: ['escrow', 'ààbò owó', 'dáàbò bo owó', 'gba owó', 'ìsanwó olùtajà'],
      ha: ['asusun amana', 'kare kuɗi', 'saki kuɗi', 'karɓi kuɗi'],
      ar: ['الضمان', 'حماية الدفع', 'تحويل الأموال', 'استلام الأموال', 'يحصل البائع'],
    },
  },
  'payment-methods': {
    words: {
      en: ['payment methods', 'pay with', 'accept', 'card', 'credit card', 'PayPal', 'bank transfer', 'currency'],
      fr: ['moyens de paiement', 'payer avec', 'acceptez', 'carte bancaire', 'PayPal', 'virement', 'devise'],
      yo: ['ọ̀nà ìsanwó', 'káàdì', 'PayPal', 'báǹkì'],
      ha: ['hanyoyin biya', 'kati', 'PayPal', 'banki'],
      ar: ['طرق الدفع', 'بطاقة', 'PayPal', 'تحويل مصرفي', 'تقبلون'],
    },
  },
  refunds: {
    audience: 'buyers',
    words: {
      en: ['refund', 'money back', 'reimbursement', 'get my money back'],
      fr: ['remboursement', 'rembourser', 'récupérer mon argent'],
      yo: ['gba owó padà', 'dá owó padà'],
      ha: ['maida kuɗi', 'mayar da kuɗi'],
      ar: ['استرداد', 'استرجاع المال', 'إرجاع المبلغ'],
    },
  },
  'placing-orders': {
    audience: 'buyers',
    words: {
      en: ['buy', 'purchase', 'place an order', 'cart', 'checkout', 'how to order'],
      fr: ['acheter', 'achat', 'passer commande', 'panier', 'commander'],
      yo: ['ra ọjà', 'ìrajà', 'apẹ̀rẹ̀'],
      ha: ['saya', 'yin oda', 'kwando', 'sayi kaya'],
      ar: ['شراء', 'الشراء', 'تقديم طلب', 'السلة'],
    },
  },
  'become-vendor': {
    audience: 'vendors',
    words: {
      en: ['become a vendor', 'start selling', 'sell on the platform', 'vendor account', 'onboarding', 'open a shop'],
      fr: ['devenir vendeur', 'commencer à vendre', 'vendre sur la plateforme', 'compte vendeur'],
      yo: ['di olùtajà', 'bẹ̀rẹ̀ sí tajà', 'tajà lórí pẹpẹ'],
      ha: ['zama mai sayarwa', 'fara sayarwa', 'sayarwa a dandali'],
      ar: ['أصبح بائعا', 'بدء البيع', 'البيع على المنصة', 'حساب بائع', 'مورد'],
    },
  },
  'verification-documents': {
    words: {
      en: ['documents', 'KYC', 'verification', 'get verified', 'certificate', 'verified badge', 'genuine supplier'],
      fr: ['documents', 'KYC', 'vérification', 'certificat', 'badge vérifié', 'entreprise', 'fournisseur fiable'],
      yo: ['ìwé', 'ìjẹ́rìísí', 'ìwé ẹ̀rí', 'KYC'],
      ha: ['takardu', 'tantancewa', 'takardar shaida', 'KYC'],
      ar: ['الوثائق', 'المستندات', 'التحقق', 'التوثيق', 'شهادة'],
    },
  },
  'product-photos': {
    audience: 'vendors',
    words: {
      en: ['photos', 'pictures', 'images', 'upload', 'listing'],
      fr: ['photos', 'images', 'téléverser', 'annonce'],
      yo: ['àwòrán', 'fọ́tò', 'gbé sókè'],
      ha: ['hotuna', 'ɗora', 'saka hoto'],
      ar: ['صور', 'رفع الصور', 'صورة المنتج'],
    },
  },
  'shipping-times': {
    words: {
      en: ['delivery time', 'how long', 'shipping time', 'business days', 'when will it arrive'],
      fr: ['délai de livraison', 'combien de temps', 'jours ouvrés', 'quand arrive'],
      yo: ['ọjọ́ mélòó', 'ìgbà wo ni yóò dé', 'ìfijíṣẹ́'],
      ha: ['kwanaki nawa', 'har yaushe', 'isar da kaya', 'jigila'],
      ar: ['مدة التوصيل', 'مدة الشحن', 'كم يوما', 'متى يصل'],
    },
  },
  carriers: {
    words: {
      en: ['carrier', 'courier', 'shipping company', 'DHL', 'FedEx', 'UPS', 'shipping rates', 'label'],
      fr: ['transporteur', 'société de transport', 'DHL', 'FedEx', 'UPS', 'tarifs', 'étiquette'],
      yo: ['ilé-iṣẹ́ ìfiránṣẹ́', 'DHL', 'FedEx', 'UPS', 'fi ọjà ránṣẹ́'],
      ha: ['kamfanonin jigila', 'DHL', 'FedEx', 'UPS'],
      ar: ['شركات الشحن', 'شركة شحن', 'DHL', 'FedEx', 'UPS'],
    },
  },
  tracking: {
    words: {
      en: ['track', 'tracking number', 'shipment status', 'where is my parcel'],
      fr: ['suivi', 'numéro de suivi', 'suivre mon colis'],
      yo: ['tọpinpin', 'nọ́ńbà ìtọpinpin'],
      ha: ['bibiya', 'lambar bibiya'],
      ar: ['تتبع', 'رقم التتبع', 'تتبع الشحنة'],
    },
  },
  customs: {
    words: {
      en: ['customs', 'import duties', 'import tax', 'clearance', 'export documents'],
      fr: ['douane', 'droits de douane', 'taxes', 'dédouanement'],
      yo: ['kọ́stọ̀mù', 'owó-orí'],
      ha: ['kwastam', 'haraji'],
      ar: ['الجمارك', 'الرسوم الجمركية', 'الضرائب'],
    },
  },
  disputes: {
    words: {
      en: ['dispute', 'complaint', 'damaged', 'broken', 'wrong item', 'not received', 'problem with my order'],
      fr: ['litige', 'réclamation', 'abîmé', 'endommagé', 'cassé', 'mauvais article', 'non reçu'],
      yo: ['àríyànjiyàn', 'ọjà bàjẹ́', 'kò dára', 'kò tọ́'],
      ha: ['takaddama', 'lalace', 'matsala', 'korafi'],
      ar: ['نزاع', 'شكوى', 'تالفة', 'مكسورة', 'مشكلة في الطلب'],
    },
  },
  'contact-support': {
    words: {
      en: ['contact', 'phone number', 'email', 'call', 'support', 'office hours'],
      fr: ['contact', 'numéro de téléphone', 'e-mail', 'appeler', 'support'],
      yo: ['kàn sí yín', 'nọ́ńbà fóònù', 'ímeèlì', 'pè'],
      ha: ['tuntuɓa', 'lambar waya', 'imel', 'kira'],
      ar: ['التواصل', 'رقم الهاتف', 'البريد', 'الاتصال', 'الدعم'],
    },
  },
  'support-response-times': {
    words: {
      en: ['response time', 'reply time', 'how fast', 'how quickly', 'waiting'],
      fr: ['délai de réponse', 'rapidité', 'répondez'],
      yo: ['fèsì kíákíá', 'ìgbà wo ni ẹ ó fèsì'],
      ha: ['saurin amsa', 'yaushe za ku amsa'],
      ar: ['سرعة الرد', 'وقت الرد', 'متى تردون'],
    },
  },
  'after-hours': {
    words: {
      en: ['weekend', 'night', 'after hours', '24/7', 'holiday', 'outside office hours'],
      fr: ['week-end', 'nuit', 'dimanche', 'jours fériés', '24 h/24'],
      yo: ['òpin ọ̀sẹ̀', 'alẹ́', 'lẹ́yìn àkókò iṣẹ́'],
      ha: ['karshen mako', 'dare', 'bayan lokacin aiki'],
      ar: ['عطلة نهاية الأسبوع', 'الليل', 'خارج ساعات العمل'],
    },
  },
};
