/**
 * The knowledge base the concierge starts with (seeded when the table is empty): the FAQ, fees, shipping, payments,
 * verification, disputes and support texts of the product in en, fr, yo, ha and ar. Generated once from the web FAQ
 * catalogues; every business number is a {{placeholder}} filled from the shared constants (fees.ts, constants.ts),
 * so the articles change with the constants. Admins edit the stored copies afterwards.
 */
import type { Language } from '@app/shared/constants';

export interface SeedArticle {
  slug: string;
  language: Language;
  tags: string[];
  title: string;
  body: string;
}

export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    "slug": "about-platform",
    "language": "en",
    "tags": [
      "general"
    ],
    "title": "What is {{brand}}?",
    "body": "{{brand}} is a business-to-business marketplace that connects African manufacturers, farmers, artisans and exporters with buyers in Africa and around the world. It combines product listings, escrow payments, shipping and tracking in one platform.\n\nWho can use the platform? Buyers such as importers, retailers and distributors, and vendors such as manufacturers, producers and exporters. One account can hold both roles; you work in one active role at a time and can switch between them from your account menu."
  },
  {
    "slug": "about-platform",
    "language": "fr",
    "tags": [
      "general"
    ],
    "title": "Qu'est-ce que {{brand}} ?",
    "body": "{{brand}} est une place de marché B2B qui met en relation des fabricants, agriculteurs, artisans et exportateurs africains avec des acheteurs en Afrique et dans le monde. Elle réunit catalogue de produits, paiement sous séquestre, expédition et suivi sur une seule plateforme.\n\nQui peut utiliser la plateforme ? Les acheteurs (importateurs, détaillants, distributeurs) et les vendeurs (fabricants, producteurs, exportateurs). Un même compte peut avoir les deux rôles ; vous travaillez dans un rôle actif à la fois et pouvez changer depuis le menu de votre compte."
  },
  {
    "slug": "about-platform",
    "language": "yo",
    "tags": [
      "general"
    ],
    "title": "Kí ni {{brand}}?",
    "body": "{{brand}} jẹ́ ọjà B2B tí ń so àwọn olùpèsè, àgbẹ̀, oníṣẹ́ ọwọ́ àti olùkójà-lọ-òkèèrè ilẹ̀ Áfíríkà pọ̀ mọ́ àwọn olùrà ní Áfíríkà àti kárí ayé. Ó ní àkójọ ọjà, ìsanwó escrow, ìfiránṣẹ́ àti ìtọpinpin lórí pẹpẹ kan ṣoṣo.\n\nTa ni ó lè lo pẹpẹ yìí? Àwọn olùrà bí àwọn tí ń kó ọjà wọlé, àwọn oníṣòwò àti olùpínkiri, àti àwọn olùtajà bí olùpèsè àti olùkójà-lọ-òkèèrè. Àkáǹtì kan lè ní ipa méjèèjì; ipa kan ni o ń lò lẹ́ẹ̀kan, o sì lè yí i padà láti inú mẹ́nù àkáǹtì rẹ."
  },
  {
    "slug": "about-platform",
    "language": "ha",
    "tags": [
      "general"
    ],
    "title": "Mene ne {{brand}}?",
    "body": "{{brand}} kasuwa ce ta B2B da ke haɗa masana'antu, manoma, masu sana'a da masu fitar da kaya na Afirka da masu saye a Afirka da faɗin duniya. Tana haɗa jerin kayayyaki, biyan kuɗi ta asusun amana, jigila da bibiya a dandali ɗaya.\n\nSu wa za su iya amfani da dandalin? Masu saye kamar masu shigo da kaya, 'yan kasuwa da masu rarrabawa, da masu sayarwa kamar masana'antu, masu samarwa da masu fitar da kaya. Asusu ɗaya zai iya riƙe matsayin biyu; kuna aiki a matsayi ɗaya a lokaci guda kuma kuna iya sauyawa daga menu na asusunku."
  },
  {
    "slug": "about-platform",
    "language": "ar",
    "tags": [
      "general"
    ],
    "title": "ما هي {{brand}}؟",
    "body": "{{brand}} سوق للتجارة بين الشركات تربط المصنّعين والمزارعين والحرفيين والمصدّرين الأفارقة بالمشترين في أفريقيا وحول العالم. تجمع عرض المنتجات والدفع عبر الضمان والشحن والتتبع في منصة واحدة.\n\nمن يمكنه استخدام المنصة؟ المشترون مثل المستوردين وتجار التجزئة والموزعين، والبائعون مثل المصنّعين والمنتجين والمصدّرين. يمكن للحساب الواحد أن يحمل الدورين؛ تعمل بدور نشط واحد في كل مرة ويمكنك التبديل من قائمة حسابك."
  },
  {
    "slug": "languages",
    "language": "en",
    "tags": [
      "general"
    ],
    "title": "Which languages are supported?",
    "body": "English, French, Yoruba, Hausa and Arabic. Choose your language from the language menu at any time."
  },
  {
    "slug": "languages",
    "language": "fr",
    "tags": [
      "general"
    ],
    "title": "Quelles langues sont proposées ?",
    "body": "L'anglais, le français, le yoruba, le haoussa et l'arabe. Choisissez votre langue à tout moment dans le menu des langues."
  },
  {
    "slug": "languages",
    "language": "yo",
    "tags": [
      "general"
    ],
    "title": "Àwọn èdè wo ni ó wà?",
    "body": "Gẹ̀ẹ́sì, Faransé, Yorùbá, Hausa àti Lárúbáwá. Yan èdè rẹ nígbàkígbà láti inú mẹ́nù èdè."
  },
  {
    "slug": "languages",
    "language": "ha",
    "tags": [
      "general"
    ],
    "title": "Wane harsuna ake da su?",
    "body": "Turanci, Faransanci, Yarbanci, Hausa da Larabci. Zaɓi harshenku a kowane lokaci daga menu na harsuna."
  },
  {
    "slug": "languages",
    "language": "ar",
    "tags": [
      "general"
    ],
    "title": "ما اللغات المتاحة؟",
    "body": "الإنجليزية والفرنسية واليوروبا والهوسا والعربية. اختر لغتك في أي وقت من قائمة اللغات."
  },
  {
    "slug": "joining-cost",
    "language": "en",
    "tags": [
      "fees"
    ],
    "title": "Does it cost anything to join?",
    "body": "No. Creating an account and listing products is free. Fees apply only to completed transactions (see Payments)."
  },
  {
    "slug": "joining-cost",
    "language": "fr",
    "tags": [
      "fees"
    ],
    "title": "L'inscription est-elle payante ?",
    "body": "Non. Créer un compte et publier des produits est gratuit. Des frais s'appliquent uniquement aux transactions réalisées (voir Paiements)."
  },
  {
    "slug": "joining-cost",
    "language": "yo",
    "tags": [
      "fees"
    ],
    "title": "Ṣé owó wà fún ìforúkọsílẹ̀?",
    "body": "Rárá. Ṣíṣí àkáǹtì àti fífi ọjà sójú òpó jẹ́ ọ̀fẹ́. Owó iṣẹ́ wà fún òwò tí ó parí nìkan (wo apá Ìsanwó)."
  },
  {
    "slug": "joining-cost",
    "language": "ha",
    "tags": [
      "fees"
    ],
    "title": "Shin akwai kuɗin shiga?",
    "body": "A'a. Buɗe asusu da saka kayayyaki kyauta ne. Ana cajin kuɗi ne kawai kan cinikin da aka kammala (duba Biyan kuɗi)."
  },
  {
    "slug": "joining-cost",
    "language": "ar",
    "tags": [
      "fees"
    ],
    "title": "هل الانضمام مجاني؟",
    "body": "نعم. إنشاء الحساب وعرض المنتجات مجانيان. تُفرض الرسوم على المعاملات المكتملة فقط (انظر قسم الدفع)."
  },
  {
    "slug": "buyer-fees",
    "language": "en",
    "tags": [
      "fees"
    ],
    "title": "What fees do buyers pay?",
    "body": "A service fee on the order subtotal: {{buyerFeeTiers}}. The rate of the subtotal's tier applies to the whole subtotal."
  },
  {
    "slug": "buyer-fees",
    "language": "fr",
    "tags": [
      "fees"
    ],
    "title": "Quels frais paient les acheteurs ?",
    "body": "Des frais de service sur le sous-total de la commande : {{buyerFeeTiers}}. Le taux de la tranche du sous-total s'applique à tout le sous-total."
  },
  {
    "slug": "buyer-fees",
    "language": "yo",
    "tags": [
      "fees"
    ],
    "title": "Owó iṣẹ́ wo ni olùrà ń san?",
    "body": "Owó iṣẹ́ lórí àròpọ̀ owó ọjà: {{buyerFeeTiers}}. Ìdá ti ìpele tí àròpọ̀ náà bọ́ sí ni a ń lò fún gbogbo àròpọ̀ náà."
  },
  {
    "slug": "buyer-fees",
    "language": "ha",
    "tags": [
      "fees"
    ],
    "title": "Wane kuɗin sabis masu saye ke biya?",
    "body": "Kuɗin sabis kan jimillar oda: {{buyerFeeTiers}}. Kashin matakin da jimillar ta faɗa ciki ne ake amfani da shi kan jimillar gaba ɗaya."
  },
  {
    "slug": "buyer-fees",
    "language": "ar",
    "tags": [
      "fees"
    ],
    "title": "ما الرسوم التي يدفعها المشترون؟",
    "body": "رسوم خدمة على المجموع الفرعي للطلب: {{buyerFeeTiers}}. تُطبَّق نسبة الشريحة التي يقع فيها المجموع الفرعي على المجموع كله."
  },
  {
    "slug": "seller-fees",
    "language": "en",
    "tags": [
      "fees"
    ],
    "title": "How much does it cost to sell?",
    "body": "There are no listing fees. We charge a seller fee of {{sellerPct}}% on each successful sale."
  },
  {
    "slug": "seller-fees",
    "language": "fr",
    "tags": [
      "fees"
    ],
    "title": "Combien coûte la vente ?",
    "body": "Aucuns frais de publication. Nous prélevons des frais vendeur de {{sellerPct}} % sur chaque vente réussie."
  },
  {
    "slug": "seller-fees",
    "language": "yo",
    "tags": [
      "fees"
    ],
    "title": "Èló ni ó ná láti tajà?",
    "body": "Kò sí owó fún fífi ọjà sójú òpó. A ń gba owó iṣẹ́ olùtajà tí ó jẹ́ {{sellerPct}}% lórí títà kọ̀ọ̀kan tí ó yọrí sí rere."
  },
  {
    "slug": "seller-fees",
    "language": "ha",
    "tags": [
      "fees"
    ],
    "title": "Nawa ne kuɗin sayarwa?",
    "body": "Babu kuɗin saka kaya. Muna cajin kuɗin mai sayarwa na {{sellerPct}}% kan kowace ciniki da ta yi nasara."
  },
  {
    "slug": "seller-fees",
    "language": "ar",
    "tags": [
      "fees"
    ],
    "title": "كم تكلفة البيع؟",
    "body": "لا توجد رسوم على عرض المنتجات. نتقاضى رسوم بائع بنسبة {{sellerPct}}% على كل عملية بيع ناجحة."
  },
  {
    "slug": "escrow",
    "language": "en",
    "tags": [
      "payments"
    ],
    "title": "How does escrow work?",
    "body": "When you pay, the funds are held in escrow. The vendor ships, you receive the goods and confirm delivery, then the funds are released to the vendor. If you neither confirm nor open a dispute, the funds are released after the {{inspectionDays}}-day inspection window.\n\nWhen do I receive my money? The buyer's payment is held in escrow. It is released to you once the buyer confirms delivery, or automatically when the {{inspectionDays}}-day inspection window ends without a dispute."
  },
  {
    "slug": "escrow",
    "language": "fr",
    "tags": [
      "payments"
    ],
    "title": "Comment fonctionne le séquestre ?",
    "body": "Lorsque vous payez, les fonds sont conservés sous séquestre. Le vendeur expédie, vous recevez la marchandise et confirmez la livraison, puis les fonds sont versés au vendeur. Sans confirmation ni litige, ils sont versés à la fin de la période d'inspection de {{inspectionDays}} jours.\n\nQuand suis-je payé ? Le paiement de l'acheteur est conservé sous séquestre. Il vous est versé dès que l'acheteur confirme la livraison, ou automatiquement à la fin de la période d'inspection de {{inspectionDays}} jours sans litige."
  },
  {
    "slug": "escrow",
    "language": "yo",
    "tags": [
      "payments"
    ],
    "title": "Báwo ni escrow ṣe ń ṣiṣẹ́?",
    "body": "Nígbà tí o bá sanwó, a ó pa owó náà mọ́ ní escrow. Olùtajà yóò fi ọjà ránṣẹ́, o ó gba ọjà náà, o ó sì fìdí ìfijíṣẹ́ múlẹ̀, lẹ́yìn náà a ó san owó fún olùtajà. Bí o kò bá fìdí rẹ̀ múlẹ̀ tàbí ṣí àríyànjiyàn, a ó san owó náà lẹ́yìn ọjọ́ {{inspectionDays}} àyẹ̀wò.\n\nÌgbà wo ni màá gba owó mi? A ń pa owó olùrà mọ́ ní escrow. A ó san án fún ọ ní kété tí olùrà bá fìdí ìfijíṣẹ́ múlẹ̀, tàbí fúnra rẹ̀ nígbà tí ọjọ́ {{inspectionDays}} àyẹ̀wò bá parí láìsí àríyànjiyàn."
  },
  {
    "slug": "escrow",
    "language": "ha",
    "tags": [
      "payments"
    ],
    "title": "Yaya asusun amana ke aiki?",
    "body": "Idan kun biya, ana riƙe kuɗin a asusun amana. Mai sayarwa zai tura kaya, ku karɓa kuma ku tabbatar da isowa, sannan a saki kuɗin ga mai sayarwa. Idan ba ku tabbatar ba kuma ba ku buɗe takaddama ba, ana sakin kuɗin bayan wa'adin dubawa na kwana {{inspectionDays}}.\n\nYaushe zan karɓi kuɗina? Ana riƙe kuɗin mai saye a asusun amana. Ana sakar muku shi da zarar mai saye ya tabbatar da isowar kaya, ko kai tsaye idan wa'adin dubawa na kwana {{inspectionDays}} ya ƙare ba tare da takaddama ba."
  },
  {
    "slug": "escrow",
    "language": "ar",
    "tags": [
      "payments"
    ],
    "title": "كيف يعمل حساب الضمان؟",
    "body": "عندما تدفع تُحفظ الأموال في حساب الضمان. يشحن البائع، فتستلم البضاعة وتؤكد الاستلام، ثم تُحوَّل الأموال إلى البائع. إذا لم تؤكد ولم تفتح نزاعًا، تُحوَّل الأموال بعد انتهاء فترة الفحص البالغة {{inspectionDays}} أيام.\n\nمتى أستلم أموالي؟ تُحفظ دفعة المشتري في حساب الضمان، وتُحوَّل إليك بمجرد أن يؤكد المشتري الاستلام، أو تلقائيًا عند انتهاء فترة الفحص البالغة {{inspectionDays}} أيام دون نزاع."
  },
  {
    "slug": "payment-methods",
    "language": "en",
    "tags": [
      "payments"
    ],
    "title": "How can I pay?",
    "body": "By card or PayPal wallet for orders up to {{cardMax}}; larger orders are paid by bank transfer against a pro-forma invoice. Payments are processed in US dollars.\n\nCan I place large or custom orders? Yes. Orders above {{cardMax}} are paid by bank transfer; contact our support team for letters of credit or other payment terms."
  },
  {
    "slug": "payment-methods",
    "language": "fr",
    "tags": [
      "payments"
    ],
    "title": "Comment puis-je payer ?",
    "body": "Par carte ou avec un portefeuille PayPal pour les commandes jusqu'à {{cardMax}} ; au-delà, par virement bancaire sur facture pro forma. Les paiements sont traités en dollars américains.\n\nPuis-je passer des commandes importantes ou sur mesure ? Oui. Les commandes de plus de {{cardMax}} se paient par virement bancaire ; contactez notre support pour une lettre de crédit ou d'autres conditions de paiement."
  },
  {
    "slug": "payment-methods",
    "language": "yo",
    "tags": [
      "payments"
    ],
    "title": "Báwo ni mo ṣe lè sanwó?",
    "body": "Pẹ̀lú káàdì tàbí àpamọ́wọ́ PayPal fún ọjà tí kò ju {{cardMax}} lọ; ọjà tí ó ju bẹ́ẹ̀ lọ ni a ń sanwó fún nípa fífi owó ránṣẹ́ sí báǹkì pẹ̀lú ìwé-owó pro-forma. A ń ṣe ìsanwó ní dọ́là Amẹ́ríkà.\n\nṢé mo lè ra ọjà púpọ̀ tàbí ọjà àkànṣe? Bẹ́ẹ̀ ni. Ọjà tí ó ju {{cardMax}} lọ ni a ń sanwó fún nípa fífi owó ránṣẹ́ sí báǹkì; kàn sí ẹgbẹ́ ìrànlọ́wọ́ wa fún lẹ́tà ìdánilójú tàbí ètò ìsanwó mìíràn."
  },
  {
    "slug": "payment-methods",
    "language": "ha",
    "tags": [
      "payments"
    ],
    "title": "Ta yaya zan biya?",
    "body": "Da kati ko walat ɗin PayPal don oda har zuwa {{cardMax}}; oda mafi girma ana biyan ta ta hanyar tura kuɗi a banki da takardar pro-forma. Ana sarrafa biyan kuɗi a dalar Amurka.\n\nZan iya yin oda mai yawa ko ta musamman? Eh. Oda sama da {{cardMax}} ana biyan ta ta banki; ku tuntuɓi ƙungiyar tallafinmu don wasiƙar bashi ko wasu sharuɗɗan biya."
  },
  {
    "slug": "payment-methods",
    "language": "ar",
    "tags": [
      "payments"
    ],
    "title": "كيف أدفع؟",
    "body": "بالبطاقة أو بمحفظة PayPal للطلبات حتى {{cardMax}}، أما الطلبات الأكبر فتُدفع بالتحويل المصرفي مقابل فاتورة أولية. تُعالَج المدفوعات بالدولار الأمريكي.\n\nهل يمكنني تقديم طلبات كبيرة أو مخصصة؟ نعم. تُدفع الطلبات التي تتجاوز {{cardMax}} بالتحويل المصرفي، وتواصل مع فريق الدعم لخطابات الاعتماد أو شروط الدفع الأخرى."
  },
  {
    "slug": "refunds",
    "language": "en",
    "tags": [
      "payments"
    ],
    "title": "Can I get a refund?",
    "body": "If a dispute is decided in your favour, the amount held in escrow is refunded to you in full or in part, as decided."
  },
  {
    "slug": "refunds",
    "language": "fr",
    "tags": [
      "payments"
    ],
    "title": "Puis-je être remboursé ?",
    "body": "Si un litige est tranché en votre faveur, le montant conservé sous séquestre vous est remboursé en totalité ou en partie, selon la décision."
  },
  {
    "slug": "refunds",
    "language": "yo",
    "tags": [
      "payments"
    ],
    "title": "Ṣé mo lè gba owó mi padà?",
    "body": "Bí a bá dá àríyànjiyàn fún ọ, a ó dá owó tí ó wà ní escrow padà fún ọ ní odindi tàbí lápá kan, gẹ́gẹ́ bí ìpinnu."
  },
  {
    "slug": "refunds",
    "language": "ha",
    "tags": [
      "payments"
    ],
    "title": "Zan iya samun maida kuɗi?",
    "body": "Idan aka yanke hukuncin takaddama a kan amfaninku, za a maido muku kuɗin da ke asusun amana gaba ɗaya ko wani ɓangare, gwargwadon hukuncin."
  },
  {
    "slug": "refunds",
    "language": "ar",
    "tags": [
      "payments"
    ],
    "title": "هل يمكنني استرداد أموالي؟",
    "body": "إذا صدر قرار النزاع لصالحك، يُعاد إليك المبلغ المحفوظ في الضمان كليًا أو جزئيًا بحسب القرار."
  },
  {
    "slug": "placing-orders",
    "language": "en",
    "tags": [
      "buyers"
    ],
    "title": "How do I place an order?",
    "body": "Browse products, add them to your cart and check out. Your payment goes into escrow and the vendor is asked to ship."
  },
  {
    "slug": "placing-orders",
    "language": "fr",
    "tags": [
      "buyers"
    ],
    "title": "Comment passer une commande ?",
    "body": "Parcourez les produits, ajoutez-les à votre panier et validez la commande. Votre paiement est placé sous séquestre et le vendeur est invité à expédier."
  },
  {
    "slug": "placing-orders",
    "language": "yo",
    "tags": [
      "buyers"
    ],
    "title": "Báwo ni mo ṣe lè ra ọjà?",
    "body": "Wo àwọn ọjà, fi wọ́n sínú apẹ̀rẹ̀ rẹ kí o sì parí ìrajà. Owó rẹ yóò lọ sí escrow, a ó sì sọ fún olùtajà láti fi ọjà ránṣẹ́."
  },
  {
    "slug": "placing-orders",
    "language": "ha",
    "tags": [
      "buyers"
    ],
    "title": "Ta yaya zan yi oda?",
    "body": "Duba kayayyaki, saka su a kwandonku kuma ku kammala biya. Kuɗinku zai shiga asusun amana kuma za a nemi mai sayarwa ya tura kayan."
  },
  {
    "slug": "placing-orders",
    "language": "ar",
    "tags": [
      "buyers"
    ],
    "title": "كيف أقدّم طلبًا؟",
    "body": "تصفّح المنتجات وأضفها إلى سلتك ثم أكمل الدفع. تذهب دفعتك إلى حساب الضمان ويُطلب من البائع الشحن."
  },
  {
    "slug": "become-vendor",
    "language": "en",
    "tags": [
      "verification"
    ],
    "title": "How do I become a vendor?",
    "body": "Open the vendor onboarding, enter your business details, upload your documents and add your first product. Our team reviews every application within {{reviewHours}} hours."
  },
  {
    "slug": "become-vendor",
    "language": "fr",
    "tags": [
      "verification"
    ],
    "title": "Comment devenir vendeur ?",
    "body": "Ouvrez l'inscription vendeur, saisissez les informations de votre entreprise, téléversez vos documents et ajoutez votre premier produit. Notre équipe examine chaque demande sous {{reviewHours}} heures."
  },
  {
    "slug": "become-vendor",
    "language": "yo",
    "tags": [
      "verification"
    ],
    "title": "Báwo ni mo ṣe lè di olùtajà?",
    "body": "Ṣí ojú-ìwé ìforúkọsílẹ̀ olùtajà, kọ àlàyé iṣòwò rẹ, gbé àwọn ìwé rẹ sókè kí o sì fi ọjà àkọ́kọ́ rẹ kún un. Ẹgbẹ́ wa ń yẹ ìbéèrè kọ̀ọ̀kan wò láàárín wákàtí {{reviewHours}}."
  },
  {
    "slug": "become-vendor",
    "language": "ha",
    "tags": [
      "verification"
    ],
    "title": "Ta yaya zan zama mai sayarwa?",
    "body": "Buɗe rajistar mai sayarwa, shigar da bayanan kasuwancinku, ɗora takardunku kuma ku ƙara kayanku na farko. Ƙungiyarmu tana duba kowace buƙata cikin awa {{reviewHours}}."
  },
  {
    "slug": "become-vendor",
    "language": "ar",
    "tags": [
      "verification"
    ],
    "title": "كيف أصبح بائعًا؟",
    "body": "افتح صفحة تسجيل البائع، وأدخل بيانات نشاطك التجاري، وارفع وثائقك، وأضف منتجك الأول. يراجع فريقنا كل طلب خلال {{reviewHours}} ساعة."
  },
  {
    "slug": "verification-documents",
    "language": "en",
    "tags": [
      "verification"
    ],
    "title": "Which documents do I need?",
    "body": "A business registration certificate and a tax certificate, plus an export licence and quality certificates where they apply. Files may be PDF, JPG or PNG, up to {{maxMb}} MB each.\n\nHow do I know a supplier is genuine? Vendors carry a Verified badge once our team has reviewed their business documents. Ratings and reliability profiles show how they have performed on past orders."
  },
  {
    "slug": "verification-documents",
    "language": "fr",
    "tags": [
      "verification"
    ],
    "title": "Quels documents dois-je fournir ?",
    "body": "Un certificat d'immatriculation et une attestation fiscale, ainsi qu'une licence d'exportation et des certificats de qualité le cas échéant. Formats acceptés : PDF, JPG ou PNG, {{maxMb}} Mo maximum par fichier.\n\nComment savoir si un fournisseur est fiable ? Les vendeurs affichent un badge « Vérifié » une fois leurs documents examinés par notre équipe. Les notes et les profils de fiabilité montrent leurs résultats sur les commandes passées."
  },
  {
    "slug": "verification-documents",
    "language": "yo",
    "tags": [
      "verification"
    ],
    "title": "Àwọn ìwé wo ni mo nílò?",
    "body": "Ìwé ẹ̀rí ìforúkọsílẹ̀ iṣòwò àti ìwé ẹ̀rí owó-orí, pẹ̀lú ìwé àṣẹ ìkójà-lọ-òkèèrè àti ìwé ẹ̀rí dídára níbi tí ó bá yẹ. Fáìlì lè jẹ́ PDF, JPG tàbí PNG, tí kò ju {{maxMb}} MB lọ ní ọ̀kọ̀ọ̀kan.\n\nBáwo ni mo ṣe lè mọ̀ pé olùpèsè kan jẹ́ ojúlówó? Àwọn olùtajà ń ní àmì 'A ti jẹ́rìísí' lẹ́yìn tí ẹgbẹ́ wa bá ti yẹ ìwé iṣòwò wọn wò. Máàkì àti ìwọ̀n ìgbẹ́kẹ̀lé ń fi bí wọ́n ti ṣe lórí ọjà tí wọ́n tà tẹ́lẹ̀ hàn."
  },
  {
    "slug": "verification-documents",
    "language": "ha",
    "tags": [
      "verification"
    ],
    "title": "Wane takardu nake buƙata?",
    "body": "Takardar shaidar rajistar kasuwanci da takardar shaidar haraji, tare da lasisin fitar da kaya da takardun shaidar inganci idan sun dace. Fayiloli za su iya zama PDF, JPG ko PNG, kowane bai wuce {{maxMb}} MB ba.\n\nTa yaya zan san mai samar da kaya na gaskiya ne? Masu sayarwa suna samun alamar 'An tantance' bayan ƙungiyarmu ta duba takardun kasuwancinsu. Maki da auna amincewa suna nuna yadda suka yi a odojin baya."
  },
  {
    "slug": "verification-documents",
    "language": "ar",
    "tags": [
      "verification"
    ],
    "title": "ما الوثائق المطلوبة؟",
    "body": "شهادة تسجيل النشاط التجاري وشهادة ضريبية، إضافة إلى رخصة التصدير وشهادات الجودة عند الاقتضاء. يمكن أن تكون الملفات بصيغة PDF أو JPG أو PNG بحد أقصى {{maxMb}} ميغابايت لكل ملف.\n\nكيف أعرف أن المورّد حقيقي؟ يحمل البائعون شارة «موثّق» بعد أن يراجع فريقنا وثائق نشاطهم التجاري. وتُظهر التقييمات وملفات الموثوقية أداءهم في الطلبات السابقة."
  },
  {
    "slug": "product-photos",
    "language": "en",
    "tags": [
      "vendors"
    ],
    "title": "How many photos can I add to a product?",
    "body": "Up to {{maxImages}} images per product, each up to {{maxMb}} MB."
  },
  {
    "slug": "product-photos",
    "language": "fr",
    "tags": [
      "vendors"
    ],
    "title": "Combien de photos puis-je ajouter à un produit ?",
    "body": "Jusqu'à {{maxImages}} images par produit, de {{maxMb}} Mo maximum chacune."
  },
  {
    "slug": "product-photos",
    "language": "yo",
    "tags": [
      "vendors"
    ],
    "title": "Àwòrán mélòó ni mo lè fi kún ọjà kan?",
    "body": "Tó àwòrán {{maxImages}} fún ọjà kan, tí ọ̀kọ̀ọ̀kan kò ju {{maxMb}} MB lọ."
  },
  {
    "slug": "product-photos",
    "language": "ha",
    "tags": [
      "vendors"
    ],
    "title": "Hotuna nawa zan iya sakawa ga kaya ɗaya?",
    "body": "Har zuwa hotuna {{maxImages}} ga kowane kaya, kowanne bai wuce {{maxMb}} MB ba."
  },
  {
    "slug": "product-photos",
    "language": "ar",
    "tags": [
      "vendors"
    ],
    "title": "كم صورة يمكنني إضافتها للمنتج؟",
    "body": "حتى {{maxImages}} صور لكل منتج، بحد أقصى {{maxMb}} ميغابايت لكل صورة."
  },
  {
    "slug": "shipping-times",
    "language": "en",
    "tags": [
      "shipping"
    ],
    "title": "How long does delivery take?",
    "body": "Vendors prepare orders in {{processingDays}} business days. International delivery then takes {{deliveryDays}} business days depending on the destination and service."
  },
  {
    "slug": "shipping-times",
    "language": "fr",
    "tags": [
      "shipping"
    ],
    "title": "Quel est le délai de livraison ?",
    "body": "Les vendeurs préparent les commandes en {{processingDays}} jours ouvrés. La livraison internationale prend ensuite {{deliveryDays}} jours ouvrés selon la destination et le service."
  },
  {
    "slug": "shipping-times",
    "language": "yo",
    "tags": [
      "shipping"
    ],
    "title": "Ó máa ń pẹ́ tó kí ọjà tó dé?",
    "body": "Àwọn olùtajà ń pèsè ọjà láàárín ọjọ́ iṣẹ́ {{processingDays}}. Ìfijíṣẹ́ sí ilẹ̀ òkèèrè yóò gba ọjọ́ iṣẹ́ {{deliveryDays}} gẹ́gẹ́ bí ibi tí ó ń lọ àti iṣẹ́ tí a yàn."
  },
  {
    "slug": "shipping-times",
    "language": "ha",
    "tags": [
      "shipping"
    ],
    "title": "Har yaushe kaya ke ɗauka kafin ya iso?",
    "body": "Masu sayarwa suna shirya oda cikin kwanakin aiki {{processingDays}}. Sannan isar da kaya zuwa ƙasashen waje na ɗaukar kwanakin aiki {{deliveryDays}} gwargwadon inda za a kai da sabis ɗin."
  },
  {
    "slug": "shipping-times",
    "language": "ar",
    "tags": [
      "shipping"
    ],
    "title": "كم يستغرق التوصيل؟",
    "body": "يجهّز البائعون الطلبات خلال {{processingDays}} أيام عمل، ثم يستغرق التوصيل الدولي {{deliveryDays}} يوم عمل حسب الوجهة والخدمة."
  },
  {
    "slug": "carriers",
    "language": "en",
    "tags": [
      "shipping"
    ],
    "title": "Which carriers do you work with?",
    "body": "Rates are available from DHL, FedEx, UPS and USPS. The vendor chooses the service and prints the label from their dashboard."
  },
  {
    "slug": "carriers",
    "language": "fr",
    "tags": [
      "shipping"
    ],
    "title": "Avec quels transporteurs travaillez-vous ?",
    "body": "Des tarifs sont proposés par DHL, FedEx, UPS et USPS. Le vendeur choisit le service et imprime l'étiquette depuis son tableau de bord."
  },
  {
    "slug": "carriers",
    "language": "yo",
    "tags": [
      "shipping"
    ],
    "title": "Àwọn ilé-iṣẹ́ ìfiránṣẹ́ wo ni ẹ ń bá ṣiṣẹ́?",
    "body": "Iye owó wà láti DHL, FedEx, UPS àti USPS. Olùtajà ni ó ń yan iṣẹ́ náà tí ó sì ń tẹ àmì ẹrù jáde láti inú dáṣíbọ̀ọ̀dù rẹ̀."
  },
  {
    "slug": "carriers",
    "language": "ha",
    "tags": [
      "shipping"
    ],
    "title": "Wane kamfanonin jigila kuke aiki da su?",
    "body": "Ana samun farashi daga DHL, FedEx, UPS da USPS. Mai sayarwa ne ke zaɓar sabis kuma yana buga lambar kaya daga dashbod ɗinsa."
  },
  {
    "slug": "carriers",
    "language": "ar",
    "tags": [
      "shipping"
    ],
    "title": "ما شركات الشحن التي تتعاملون معها؟",
    "body": "تتوفر أسعار من DHL وFedEx وUPS وUSPS. يختار البائع الخدمة ويطبع الملصق من لوحة التحكم الخاصة به."
  },
  {
    "slug": "tracking",
    "language": "en",
    "tags": [
      "shipping"
    ],
    "title": "How can I track my order?",
    "body": "Once the label is created you receive a tracking number. Follow the shipment from your dashboard or the public tracking page; you are notified of every status change."
  },
  {
    "slug": "tracking",
    "language": "fr",
    "tags": [
      "shipping"
    ],
    "title": "Comment suivre ma commande ?",
    "body": "Dès que l'étiquette est créée, vous recevez un numéro de suivi. Suivez le colis depuis votre tableau de bord ou la page de suivi publique ; vous êtes averti à chaque changement de statut."
  },
  {
    "slug": "tracking",
    "language": "yo",
    "tags": [
      "shipping"
    ],
    "title": "Báwo ni mo ṣe lè tọpinpin ọjà mi?",
    "body": "Ní kété tí a bá ṣe àmì ẹrù, wà á gba nọ́ńbà ìtọpinpin. Tẹ̀lé ẹrù náà láti inú dáṣíbọ̀ọ̀dù rẹ tàbí ojú-ìwé ìtọpinpin gbangba; a ó máa sọ fún ọ ní gbogbo ìgbà tí ipò rẹ̀ bá yí padà."
  },
  {
    "slug": "tracking",
    "language": "ha",
    "tags": [
      "shipping"
    ],
    "title": "Ta yaya zan bibiyi odata?",
    "body": "Da zarar an ƙirƙiri lambar kaya za ku karɓi lambar bibiya. Ku bi kayan daga dashbod ɗinku ko shafin bibiya na jama'a; za a sanar da ku a kowane sauyin matsayi."
  },
  {
    "slug": "tracking",
    "language": "ar",
    "tags": [
      "shipping"
    ],
    "title": "كيف أتتبع طلبي؟",
    "body": "بمجرد إنشاء الملصق تتلقى رقم تتبع. تابع الشحنة من لوحة التحكم أو من صفحة التتبع العامة، وستصلك إشعارات عند كل تغيير في الحالة."
  },
  {
    "slug": "customs",
    "language": "en",
    "tags": [
      "shipping"
    ],
    "title": "Who takes care of customs?",
    "body": "Vendors prepare the export documents with our guidance. The delivery terms on the order state who pays import duties and taxes at the destination."
  },
  {
    "slug": "customs",
    "language": "fr",
    "tags": [
      "shipping"
    ],
    "title": "Qui s'occupe de la douane ?",
    "body": "Les vendeurs préparent les documents d'exportation avec notre aide. Les conditions de livraison de la commande précisent qui paie les droits et taxes à l'arrivée."
  },
  {
    "slug": "customs",
    "language": "yo",
    "tags": [
      "shipping"
    ],
    "title": "Ta ni ó ń bójútó kọ́stọ̀mù?",
    "body": "Àwọn olùtajà ń pèsè ìwé ìkójà-lọ-òkèèrè pẹ̀lú ìtọ́sọ́nà wa. Àwọn òfin ìfijíṣẹ́ tí ó wà lórí ọjà tí a rà ni ó ń sọ ẹni tí yóò san owó-orí àti owó kọ́stọ̀mù níbi tí ọjà ń lọ."
  },
  {
    "slug": "customs",
    "language": "ha",
    "tags": [
      "shipping"
    ],
    "title": "Wa ke kula da kwastam?",
    "body": "Masu sayarwa suna shirya takardun fitar da kaya tare da jagorarmu. Sharuɗɗan isarwa da ke kan oda ne ke nuna wanda zai biya harajin shigo da kaya a inda za a kai."
  },
  {
    "slug": "customs",
    "language": "ar",
    "tags": [
      "shipping"
    ],
    "title": "من يتولى الجمارك؟",
    "body": "يُعد البائعون وثائق التصدير بإرشاد منا. وتحدد شروط التسليم في الطلب من يدفع الرسوم والضرائب الجمركية في بلد الوصول."
  },
  {
    "slug": "disputes",
    "language": "en",
    "tags": [
      "disputes"
    ],
    "title": "What if the goods are not as described?",
    "body": "Open a dispute within the {{inspectionDays}}-day inspection window after delivery. The money stays in escrow until the dispute is resolved.\n\nIf something is wrong with an order, open a dispute within the {{inspectionDays}}-day inspection window. The funds stay in escrow, the vendor has {{vendorResponseHours}} hours to respond, and our team decides on a release or refund."
  },
  {
    "slug": "disputes",
    "language": "fr",
    "tags": [
      "disputes"
    ],
    "title": "Et si la marchandise ne correspond pas à la description ?",
    "body": "Ouvrez un litige pendant la période d'inspection de {{inspectionDays}} jours suivant la livraison. L'argent reste sous séquestre jusqu'à la résolution du litige.\n\nEn cas de problème avec une commande, ouvrez un litige pendant la période d'inspection de {{inspectionDays}} jours. Les fonds restent sous séquestre, le vendeur a {{vendorResponseHours}} heures pour répondre et notre équipe décide du versement ou du remboursement."
  },
  {
    "slug": "disputes",
    "language": "yo",
    "tags": [
      "disputes"
    ],
    "title": "Bí ọjà kò bá rí bí wọ́n ṣe ṣàpèjúwe rẹ̀ ńkọ́?",
    "body": "Ṣí àríyànjiyàn láàárín ọjọ́ {{inspectionDays}} àyẹ̀wò lẹ́yìn ìfijíṣẹ́. Owó yóò wà ní escrow títí a ó fi yanjú àríyànjiyàn náà.\n\nBí nǹkan kan kò bá tọ́ nínú ọjà tí o rà, ṣí àríyànjiyàn láàárín ọjọ́ {{inspectionDays}} àyẹ̀wò. Owó yóò wà ní escrow, olùtajà ní wákàtí {{vendorResponseHours}} láti fèsì, ẹgbẹ́ wa yóò sì pinnu bóyá a ó san án tàbí dá a padà."
  },
  {
    "slug": "disputes",
    "language": "ha",
    "tags": [
      "disputes"
    ],
    "title": "Idan kayan ba kamar yadda aka bayyana su ba fa?",
    "body": "Buɗe takaddama cikin wa'adin dubawa na kwana {{inspectionDays}} bayan isowar kaya. Kuɗin zai ci gaba da zama a asusun amana har sai an warware takaddamar.\n\nIdan wani abu ba daidai ba ne a oda, buɗe takaddama cikin wa'adin dubawa na kwana {{inspectionDays}}. Kuɗin zai ci gaba da zama a asusun amana, mai sayarwa yana da awa {{vendorResponseHours}} ya amsa, kuma ƙungiyarmu za ta yanke hukuncin saki ko maida kuɗi."
  },
  {
    "slug": "disputes",
    "language": "ar",
    "tags": [
      "disputes"
    ],
    "title": "ماذا لو لم تطابق البضاعة الوصف؟",
    "body": "افتح نزاعًا خلال فترة الفحص البالغة {{inspectionDays}} أيام بعد الاستلام. تبقى الأموال في حساب الضمان حتى يُحل النزاع.\n\nإذا كانت هناك مشكلة في طلبك، افتح نزاعًا خلال فترة الفحص البالغة {{inspectionDays}} أيام. تبقى الأموال في الضمان، وأمام البائع {{vendorResponseHours}} ساعة للرد، ثم يقرر فريقنا التحويل أو الاسترداد."
  },
  {
    "slug": "contact-support",
    "language": "en",
    "tags": [
      "support"
    ],
    "title": "How do I contact support?",
    "body": "Use the online contact form, e-mail {{email}}, call {{phone}}, or send us the printable paper form.\n\nWhen can I call? Our phone line is open Monday to Friday, 9AM to 6PM West Africa Time (WAT)."
  },
  {
    "slug": "contact-support",
    "language": "fr",
    "tags": [
      "support"
    ],
    "title": "Comment contacter le support ?",
    "body": "Utilisez le formulaire de contact en ligne, écrivez à {{email}}, appelez le {{phone}} ou envoyez-nous le formulaire papier imprimable.\n\nQuand puis-je appeler ? Notre ligne est ouverte du lundi au vendredi, de 9 h à 18 h, heure d'Afrique de l'Ouest (WAT)."
  },
  {
    "slug": "contact-support",
    "language": "yo",
    "tags": [
      "support"
    ],
    "title": "Báwo ni mo ṣe lè kàn sí ẹgbẹ́ ìrànlọ́wọ́?",
    "body": "Lo fọ́ọ̀mù ìkànsí orí ayélujára, kọ ímeèlì sí {{email}}, pe {{phone}}, tàbí fi fọ́ọ̀mù ìwé tí a lè tẹ̀ jáde ránṣẹ́ sí wa.\n\nÌgbà wo ni mo lè pè? Fóònù wa wà ní ṣíṣí láti Ọjọ́ Ajé sí Ọjọ́ Ẹtì, láti aago 9 àárọ̀ sí aago 6 ìrọ̀lẹ́ (àkókò Ìwọ̀-oòrùn Áfíríkà, WAT)."
  },
  {
    "slug": "contact-support",
    "language": "ha",
    "tags": [
      "support"
    ],
    "title": "Ta yaya zan tuntuɓi sashen tallafi?",
    "body": "Yi amfani da fom ɗin tuntuɓa na yanar gizo, aika imel zuwa {{email}}, kira {{phone}}, ko ku aiko mana da fom ɗin takarda da za a iya bugawa.\n\nYaushe zan iya kira? Layin wayarmu yana buɗe daga Litinin zuwa Juma'a, ƙarfe 9 na safe zuwa ƙarfe 6 na yamma agogon Yammacin Afirka (WAT)."
  },
  {
    "slug": "contact-support",
    "language": "ar",
    "tags": [
      "support"
    ],
    "title": "كيف أتواصل مع الدعم؟",
    "body": "استخدم نموذج التواصل الإلكتروني، أو راسلنا على {{email}}، أو اتصل على {{phone}}، أو أرسل إلينا النموذج الورقي القابل للطباعة.\n\nمتى يمكنني الاتصال؟ خطنا الهاتفي متاح من الاثنين إلى الجمعة، من 9 صباحًا حتى 6 مساءً بتوقيت غرب أفريقيا (WAT)."
  },
  {
    "slug": "support-response-times",
    "language": "en",
    "tags": [
      "support"
    ],
    "title": "How quickly will you reply?",
    "body": "Within {{replyGeneral}} hours for general questions, {{replyTech}} hours for technical issues and {{replyUrgent}} hours for urgent matters. Paper forms are answered within {{replyPaper}} hours."
  },
  {
    "slug": "support-response-times",
    "language": "fr",
    "tags": [
      "support"
    ],
    "title": "Sous quel délai répondez-vous ?",
    "body": "Sous {{replyGeneral}} heures pour les questions générales, {{replyTech}} heures pour les problèmes techniques et {{replyUrgent}} heures pour les urgences. Les formulaires papier reçoivent une réponse sous {{replyPaper}} heures."
  },
  {
    "slug": "support-response-times",
    "language": "yo",
    "tags": [
      "support"
    ],
    "title": "Báwo ni ẹ ṣe máa ń fèsì kíákíá tó?",
    "body": "Láàárín wákàtí {{replyGeneral}} fún ìbéèrè gbogbogbò, wákàtí {{replyTech}} fún ìṣòro ìmọ̀ ẹ̀rọ àti wákàtí {{replyUrgent}} fún ọ̀rọ̀ pàjáwìrì. A ń fèsì sí fọ́ọ̀mù ìwé láàárín wákàtí {{replyPaper}}."
  },
  {
    "slug": "support-response-times",
    "language": "ha",
    "tags": [
      "support"
    ],
    "title": "Da sauri yaya kuke amsawa?",
    "body": "Cikin awa {{replyGeneral}} don tambayoyi na gabaɗaya, awa {{replyTech}} don matsalolin fasaha da awa {{replyUrgent}} don al'amura na gaggawa. Ana amsa fom ɗin takarda cikin awa {{replyPaper}}."
  },
  {
    "slug": "support-response-times",
    "language": "ar",
    "tags": [
      "support"
    ],
    "title": "ما سرعة الرد؟",
    "body": "خلال {{replyGeneral}} ساعة للأسئلة العامة، و{{replyTech}} ساعة للمشكلات التقنية، و{{replyUrgent}} ساعات للحالات العاجلة. ويُرد على النماذج الورقية خلال {{replyPaper}} ساعة."
  },
  {
    "slug": "after-hours",
    "language": "en",
    "tags": [
      "support"
    ],
    "title": "Is help available outside office hours?",
    "body": "Yes. The AI concierge answers common questions 24/7 and passes your request to a human agent when needed."
  },
  {
    "slug": "after-hours",
    "language": "fr",
    "tags": [
      "support"
    ],
    "title": "Peut-on obtenir de l'aide en dehors des heures de bureau ?",
    "body": "Oui. Le concierge IA répond aux questions courantes 24 h/24 et 7 j/7 et transmet votre demande à un agent humain si nécessaire."
  },
  {
    "slug": "after-hours",
    "language": "yo",
    "tags": [
      "support"
    ],
    "title": "Ṣé ìrànlọ́wọ́ wà lẹ́yìn àkókò iṣẹ́?",
    "body": "Bẹ́ẹ̀ ni. Olùrànlọ́wọ́ AI ń dáhùn àwọn ìbéèrè tí ó wọ́pọ̀ ní wákàtí 24 lójúmọ́, ọjọ́ méje lọ́sẹ̀, ó sì ń gbé ìbéèrè rẹ lọ sọ́dọ̀ ènìyàn nígbà tí ó bá yẹ."
  },
  {
    "slug": "after-hours",
    "language": "ha",
    "tags": [
      "support"
    ],
    "title": "Akwai taimako bayan lokacin aiki?",
    "body": "Eh. Mataimakin AI yana amsa tambayoyin da aka saba awa 24 a rana, kwana 7 a mako, kuma yana miƙa buƙatarku ga ma'aikaci idan ya zama dole."
  },
  {
    "slug": "after-hours",
    "language": "ar",
    "tags": [
      "support"
    ],
    "title": "هل تتوفر مساعدة خارج ساعات العمل؟",
    "body": "نعم. يجيب المساعد الذكي عن الأسئلة الشائعة على مدار الساعة طوال الأسبوع، ويحوّل طلبك إلى موظف عند الحاجة."
  }
];
