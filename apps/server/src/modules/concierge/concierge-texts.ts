/**
 * What the concierge says around its tools and retrieved passages, in every language. Values in {{braces}} are
 * filled by the service (amounts from the shared fee function, order data from the orders service).
 */
import type { Language } from '@app/shared/constants';

export interface ConciergeTexts {
  greeting: string;
  /** Below the confidence threshold: the concierge does not know, and offers a person (web: a button under it). */
  unknown: string;
  /** The same on WhatsApp: the word to send to reach a person. */
  unknownWhatsapp: string;
  signInForOrders: string;
  noOrders: string;
  orderNotFound: string;
  ordersIntro: string;
  orderLine: string;
  trackingLine: string;
  noTracking: string;
  feeFixed: string;
  /** The fee is a little under the tier's rate (a larger order never costs less in total). */
  feeCapped: string;
  /** Above the card/wallet maximum the order is paid by bank transfer. */
  feeBankTransfer: string;
  feeNeedAmount: string;
  sellerFeeLine: string;
  verificationNone: string;
  verificationStatus: string;
  verificationApplication: string;
  disputeHowTo: string;
  escalated: string;
  escalatedAlready: string;
  linkSentMissing: string;
  linkConfirmed: string;
  linkUnknownCode: string;
  whatsappSignIn: string;
  sourceOrders: string;
  sourceVerification: string;
  sourceContact: string;
  sourceSignIn: string;
  sourceTrack: string;
  escalateSignIn: string;
  status: Record<'processing' | 'shipped' | 'delivered' | 'completed' | 'cancelled', string>;
  kyc: Record<'NONE' | 'PENDING' | 'VERIFIED' | 'REJECTED', string>;
  shipment: Record<'PENDING_LABEL' | 'LABEL_READY' | 'IN_TRANSIT' | 'DELIVERED' | 'EXCEPTION', string>;
}

export const TEXTS: Record<Language, ConciergeTexts> = {
  en: {
    greeting:
      "Hello! I'm the {{brand}} concierge. Ask me about fees, escrow, shipping, verification or disputes, or about your own orders once you're signed in.",
    unknown:
      "I don't know the answer to that, and I would rather not guess. I can answer questions about {{brand}} itself — fees, escrow payments, shipping, vendor verification and disputes — but not about other topics such as market prices or the weather. A person from our team can help: choose “Talk to a person” below, or write to {{email}}.",
    unknownWhatsapp:
      "I don't know the answer to that, and I would rather not guess. I can answer questions about {{brand}} itself — fees, escrow payments, shipping, vendor verification and disputes — but not about other topics such as market prices or the weather. A person from our team can help: reply HUMAN and I will pass this conversation to them, or write to {{email}}.",
    signInForOrders: 'Please sign in so I can look up your orders. I can only show orders of the signed-in account.',
    noOrders: "You don't have any orders yet. Browse products to place your first order.",
    orderNotFound: "I couldn't find order {{ref}} in your account. Check the reference on your order confirmation.",
    ordersIntro: 'Here are your latest orders:',
    orderLine: '• Order {{ref}} ({{date}}): {{status}}, total {{total}}.',
    trackingLine: '  {{carrier}} tracking {{tracking}}: {{shipmentStatus}}{{lastEvent}}.',
    noTracking: '  No shipment yet: the vendor prepares orders in {{processing}} business days.',
    feeFixed:
      'For a subtotal of {{amount}}, the buyer service fee is {{rate}}% = {{fee}}, so you pay {{total}} in total.',
    feeCapped:
      'For a subtotal of {{amount}}, the buyer service fee is {{fee}} (a little under the {{rate}}% rate, so that a larger order never costs less), so you pay {{total}} in total.',
    feeBankTransfer:
      'Above {{limit}}, card and wallet payment is not available: the order is paid by bank transfer against a pro-forma invoice.',
    feeNeedAmount: 'Tell me the order amount in US dollars (for example "fee for $750") and I will calculate the fee.',
    sellerFeeLine: 'Vendors pay {{sellerRate}}% of each successful sale ({{sellerFee}} on this amount).',
    verificationNone:
      'Your account has no verification yet. Vendors are verified through the vendor onboarding; we review applications within {{hours}} hours.',
    verificationStatus: 'Your account verification status: {{status}}.',
    verificationApplication: 'Latest application for {{business}}: {{status}}{{reason}}.',
    disputeHowTo:
      'To open a dispute: open My Orders, choose the order, and use "Open a dispute" within the {{days}}-day inspection window after delivery. The money stays in escrow while we review it; the vendor has {{hours}} hours to respond.',
    escalated:
      'I have passed this conversation to our support team (ticket {{ref}}). A person will reply by e-mail within {{hours}} hours.',
    escalatedAlready: 'This conversation is already with our support team (ticket {{ref}}).',
    linkSentMissing:
      'To link this WhatsApp number, open Settings on the website, enter this number and send me the code shown there as "LINK 123456".',
    linkConfirmed:
      'This WhatsApp number is now linked to your {{brand}} account. You can ask me about your orders here.',
    linkUnknownCode: 'That code is not valid or has expired. Request a new one in Settings.',
    whatsappSignIn: 'To ask about your orders here, link this number to your account in Settings on the website.',
    sourceOrders: 'My orders',
    sourceVerification: 'Vendor verification',
    sourceContact: 'Contact support',
    sourceSignIn: 'Sign in',
    sourceTrack: 'Track order {{ref}}',
    escalateSignIn:
      'To pass this conversation to a person, please sign in (so we can reply to you) or use the contact form.',
    status: {
      processing: 'processing',
      shipped: 'shipped',
      delivered: 'delivered',
      completed: 'completed',
      cancelled: 'cancelled',
    },
    kyc: { NONE: 'not started', PENDING: 'under review', VERIFIED: 'verified', REJECTED: 'rejected' },
    shipment: {
      PENDING_LABEL: 'label pending',
      LABEL_READY: 'label ready',
      IN_TRANSIT: 'in transit',
      DELIVERED: 'delivered',
      EXCEPTION: 'delivery problem',
    },
  },
  fr: {
    greeting:
      "Bonjour ! Je suis le concierge {{brand}}. Posez-moi vos questions sur les frais, le séquestre, l'expédition, la vérification ou les litiges, ou sur vos commandes une fois connecté.",
    unknown:
      "Je ne connais pas la réponse à cette question et je préfère ne pas deviner. Je réponds aux questions sur {{brand}} — frais, paiement sous séquestre, expédition, vérification des vendeurs et litiges — mais pas sur d'autres sujets comme les cours du marché ou la météo. Une personne de notre équipe peut vous aider : choisissez « Parler à une personne » ci-dessous, ou écrivez à {{email}}.",
    unknownWhatsapp:
      "Je ne connais pas la réponse à cette question et je préfère ne pas deviner. Je réponds aux questions sur {{brand}} — frais, paiement sous séquestre, expédition, vérification des vendeurs et litiges — mais pas sur d'autres sujets comme les cours du marché ou la météo. Une personne de notre équipe peut vous aider : répondez HUMAIN et je lui transmettrai cette conversation, ou écrivez à {{email}}.",
    signInForOrders:
      'Connectez-vous pour que je puisse consulter vos commandes. Je ne montre que les commandes du compte connecté.',
    noOrders: "Vous n'avez encore aucune commande. Parcourez les produits pour passer votre première commande.",
    orderNotFound:
      'Je ne trouve pas la commande {{ref}} dans votre compte. Vérifiez la référence sur votre confirmation de commande.',
    ordersIntro: 'Voici vos dernières commandes :',
    orderLine: '• Commande {{ref}} ({{date}}) : {{status}}, total {{total}}.',
    trackingLine: '  Suivi {{carrier}} {{tracking}} : {{shipmentStatus}}{{lastEvent}}.',
    noTracking: "  Pas encore d'expédition : le vendeur prépare les commandes en {{processing}} jours ouvrés.",
    feeFixed:
      'Pour un sous-total de {{amount}}, les frais de service acheteur sont de {{rate}} % soit {{fee}} : vous payez {{total}} au total.',
    feeCapped:
      "Pour un sous-total de {{amount}}, les frais de service acheteur sont de {{fee}} (un peu moins que le taux de {{rate}} %, pour qu'une commande plus grande ne coûte jamais moins) : vous payez {{total}} au total.",
    feeBankTransfer:
      "Au-delà de {{limit}}, le paiement par carte ou portefeuille n'est pas proposé : la commande se paie par virement bancaire sur facture pro forma.",
    feeNeedAmount:
      'Indiquez-moi le montant de la commande en dollars (par exemple « frais pour 750 $ ») et je calcule les frais.',
    sellerFeeLine: 'Les vendeurs paient {{sellerRate}} % de chaque vente réussie ({{sellerFee}} sur ce montant).',
    verificationNone:
      "Votre compte n'a pas encore de vérification. Les vendeurs sont vérifiés via l'inscription vendeur ; nous examinons les demandes sous {{hours}} heures.",
    verificationStatus: 'Statut de vérification de votre compte : {{status}}.',
    verificationApplication: 'Dernière demande pour {{business}} : {{status}}{{reason}}.',
    disputeHowTo:
      'Pour ouvrir un litige : ouvrez Mes commandes, choisissez la commande et utilisez « Ouvrir un litige » pendant la période d’inspection de {{days}} jours après la livraison. L’argent reste sous séquestre pendant l’examen ; le vendeur a {{hours}} heures pour répondre.',
    escalated:
      'J’ai transmis cette conversation à notre équipe support (ticket {{ref}}). Une personne vous répondra par e-mail sous {{hours}} heures.',
    escalatedAlready: 'Cette conversation est déjà entre les mains de notre support (ticket {{ref}}).',
    linkSentMissing:
      'Pour lier ce numéro WhatsApp, ouvrez les Paramètres sur le site, saisissez ce numéro et envoyez-moi le code affiché sous la forme « LINK 123456 ».',
    linkConfirmed:
      'Ce numéro WhatsApp est maintenant lié à votre compte {{brand}}. Vous pouvez m’interroger ici sur vos commandes.',
    linkUnknownCode: 'Ce code n’est pas valide ou a expiré. Demandez-en un nouveau dans les Paramètres.',
    whatsappSignIn:
      'Pour poser des questions sur vos commandes ici, liez ce numéro à votre compte dans les Paramètres du site.',
    sourceOrders: 'Mes commandes',
    sourceVerification: 'Vérification vendeur',
    sourceContact: 'Contacter le support',
    sourceSignIn: 'Se connecter',
    sourceTrack: 'Suivre la commande {{ref}}',
    escalateSignIn:
      'Pour transmettre cette conversation à une personne, connectez-vous (pour que nous puissions vous répondre) ou utilisez le formulaire de contact.',
    status: {
      processing: 'en préparation',
      shipped: 'expédiée',
      delivered: 'livrée',
      completed: 'terminée',
      cancelled: 'annulée',
    },
    kyc: { NONE: 'non commencée', PENDING: 'en cours d’examen', VERIFIED: 'vérifié', REJECTED: 'refusée' },
    shipment: {
      PENDING_LABEL: 'étiquette en attente',
      LABEL_READY: 'étiquette prête',
      IN_TRANSIT: 'en transit',
      DELIVERED: 'livré',
      EXCEPTION: 'incident de livraison',
    },
  },
  yo: {
    greeting:
      'Ẹ káàbọ̀! Èmi ni olùrànlọ́wọ́ {{brand}}. Bi mí nípa owó iṣẹ́, escrow, ìfiránṣẹ́, ìjẹ́rìísí tàbí àríyànjiyàn, tàbí nípa àwọn ọjà tí o rà nígbà tí o bá wọlé.',
    unknown:
      'Mi ò mọ ìdáhùn sí ìbéèrè yìí, n kò sì fẹ́ ṣe àmòdi. Mo ń dáhùn ìbéèrè nípa {{brand}} fúnra rẹ̀ — owó iṣẹ́, ìsanwó escrow, ìfiránṣẹ́, ìjẹ́rìísí olùtajà àti àríyànjiyàn — ṣùgbọ́n kì í ṣe nípa ọ̀rọ̀ mìíràn bí iye ọjà lọ́jà tàbí ojú ọjọ́. Ènìyàn kan láti ẹgbẹ́ wa lè ràn ọ́ lọ́wọ́: yan “Bá ènìyàn sọ̀rọ̀” nísàlẹ̀, tàbí kọ sí {{email}}.',
    unknownWhatsapp:
      'Mi ò mọ ìdáhùn sí ìbéèrè yìí, n kò sì fẹ́ ṣe àmòdi. Mo ń dáhùn ìbéèrè nípa {{brand}} fúnra rẹ̀ — owó iṣẹ́, ìsanwó escrow, ìfiránṣẹ́, ìjẹ́rìísí olùtajà àti àríyànjiyàn — ṣùgbọ́n kì í ṣe nípa ọ̀rọ̀ mìíràn bí iye ọjà lọ́jà tàbí ojú ọjọ́. Ènìyàn kan láti ẹgbẹ́ wa lè ràn ọ́ lọ́wọ́: fèsì ENIYAN, màá sì gbé ìjíròrò yìí lọ sọ́dọ̀ wọn, tàbí kọ sí {{email}}.',
    signInForOrders: 'Jọ̀wọ́ wọlé kí n lè wo àwọn ọjà tí o rà. Àwọn ọjà ti àkọọ́lẹ̀ tí ó wọlé nìkan ni mo lè fi hàn.',
    noOrders: 'O kò tíì ra ọjà kankan. Wo àwọn ọjà láti ra àkọ́kọ́.',
    orderNotFound: 'N kò rí ọjà {{ref}} nínú àkọọ́lẹ̀ rẹ. Ṣàyẹ̀wò nọ́ńbà náà lórí ìwé ìfìdímúlẹ̀ rẹ.',
    ordersIntro: 'Àwọn ọjà tí o rà láìpẹ́ nìyí:',
    orderLine: '• Ọjà {{ref}} ({{date}}): {{status}}, àpapọ̀ {{total}}.',
    trackingLine: '  Ìtọpinpin {{carrier}} {{tracking}}: {{shipmentStatus}}{{lastEvent}}.',
    noTracking: '  Kò tíì sí ìfiránṣẹ́: olùtajà ń pèsè ọjà láàárín ọjọ́ iṣẹ́ {{processing}}.',
    feeFixed: 'Fún àròpọ̀ {{amount}}, owó iṣẹ́ olùrà jẹ́ {{rate}}% = {{fee}}, nítorí náà o ó san {{total}} lápapọ̀.',
    feeCapped:
      'Fún àròpọ̀ {{amount}}, owó iṣẹ́ olùrà jẹ́ {{fee}} (ó kéré díẹ̀ sí ìdá {{rate}}%, kí ọjà tí ó tóbi jù má bàa wọ́n dín), nítorí náà o ó san {{total}} lápapọ̀.',
    feeBankTransfer:
      'Fún ọjà tí ó ju {{limit}} lọ, ìsanwó pẹ̀lú káàdì tàbí àpamọ́wọ́ kò sí: a ń sanwó nípa fífi owó ránṣẹ́ sí báǹkì pẹ̀lú ìwé-owó pro-forma.',
    feeNeedAmount: 'Sọ iye owó ọjà ní dọ́là fún mi (bí àpẹẹrẹ "owó iṣẹ́ fún $750"), màá sì ṣírò owó iṣẹ́ náà.',
    sellerFeeLine: 'Olùtajà ń san {{sellerRate}}% lórí títà kọ̀ọ̀kan tí ó yọrí sí rere ({{sellerFee}} lórí iye yìí).',
    verificationNone:
      'Àkọọ́lẹ̀ rẹ kò tíì ní ìjẹ́rìísí. A ń jẹ́rìísí olùtajà nípasẹ̀ ìforúkọsílẹ̀ olùtajà; a ń yẹ ìbéèrè wò láàárín wákàtí {{hours}}.',
    verificationStatus: 'Ipò ìjẹ́rìísí àkọọ́lẹ̀ rẹ: {{status}}.',
    verificationApplication: 'Ìbéèrè tó kẹ́yìn fún {{business}}: {{status}}{{reason}}.',
    disputeHowTo:
      'Láti ṣí àríyànjiyàn: ṣí Àwọn Ọjà Mi, yan ọjà náà, kí o sì tẹ "Ṣí àríyànjiyàn" láàárín ọjọ́ {{days}} àyẹ̀wò lẹ́yìn ìfijíṣẹ́. Owó náà yóò wà ní escrow; olùtajà ní wákàtí {{hours}} láti fèsì.',
    escalated:
      'Mo ti gbé ìjíròrò yìí lọ sọ́dọ̀ ẹgbẹ́ ìrànlọ́wọ́ wa (tíkẹ́ẹ̀tì {{ref}}). Ènìyàn kan yóò fèsì nípasẹ̀ ímeèlì láàárín wákàtí {{hours}}.',
    escalatedAlready: 'Ìjíròrò yìí ti wà lọ́dọ̀ ẹgbẹ́ ìrànlọ́wọ́ wa (tíkẹ́ẹ̀tì {{ref}}).',
    linkSentMissing:
      'Láti so nọ́ńbà WhatsApp yìí pọ̀, ṣí Ètò lórí ojú-òpó wa, kọ nọ́ńbà yìí, kí o sì fi kóòdù tí ó hàn ránṣẹ́ sí mi bí "LINK 123456".',
    linkConfirmed: 'A ti so nọ́ńbà WhatsApp yìí mọ́ àkọọ́lẹ̀ {{brand}} rẹ. O lè béèrè nípa àwọn ọjà rẹ níbí.',
    linkUnknownCode: 'Kóòdù yẹn kò tọ́ tàbí ó ti parí. Béèrè tuntun nínú Ètò.',
    whatsappSignIn: 'Láti béèrè nípa àwọn ọjà rẹ níbí, so nọ́ńbà yìí mọ́ àkọọ́lẹ̀ rẹ nínú Ètò lórí ojú-òpó wa.',
    sourceOrders: 'Àwọn ọjà mi',
    sourceVerification: 'Ìjẹ́rìísí olùtajà',
    sourceContact: 'Kàn sí ìrànlọ́wọ́',
    sourceSignIn: 'Wọlé',
    sourceTrack: 'Tọpinpin ọjà {{ref}}',
    escalateSignIn: 'Láti gbé ìjíròrò yìí lọ sọ́dọ̀ ènìyàn, jọ̀wọ́ wọlé (kí a lè fèsì sí ọ) tàbí lo fọ́ọ̀mù ìkànsí.',
    status: {
      processing: 'à ń pèsè rẹ̀',
      shipped: 'a ti fi ránṣẹ́',
      delivered: 'ó ti dé',
      completed: 'ó ti parí',
      cancelled: 'a ti fagilé',
    },
    kyc: { NONE: 'kò tíì bẹ̀rẹ̀', PENDING: 'à ń yẹ̀ ẹ́ wò', VERIFIED: 'a ti jẹ́rìísí', REJECTED: 'a kọ̀ ọ́' },
    shipment: {
      PENDING_LABEL: 'àmì ẹrù ń dúró',
      LABEL_READY: 'àmì ẹrù ti ṣetán',
      IN_TRANSIT: 'ó wà lójú ọ̀nà',
      DELIVERED: 'ó ti dé',
      EXCEPTION: 'ìṣòro ìfijíṣẹ́',
    },
  },
  ha: {
    greeting:
      'Sannu! Ni ne mataimakin {{brand}}. Tambaye ni game da kuɗin sabis, asusun amana, jigila, tabbatarwa ko takaddama, ko game da odarku bayan kun shiga.',
    unknown:
      'Ban san amsar wannan tambaya ba, kuma ba na so in yi hasashe. Ina amsa tambayoyi game da {{brand}} — kuɗin sabis, biyan kuɗi ta asusun amana, jigila, tantance masu sayarwa da takaddama — amma ba game da wasu batutuwa kamar farashin kasuwa ko yanayi ba. Wani daga ƙungiyarmu zai iya taimaka muku: zaɓi “Yi magana da mutum” a ƙasa, ko ku rubuta zuwa {{email}}.',
    unknownWhatsapp:
      'Ban san amsar wannan tambaya ba, kuma ba na so in yi hasashe. Ina amsa tambayoyi game da {{brand}} — kuɗin sabis, biyan kuɗi ta asusun amana, jigila, tantance masu sayarwa da takaddama — amma ba game da wasu batutuwa kamar farashin kasuwa ko yanayi ba. Wani daga ƙungiyarmu zai iya taimaka muku: ku amsa da MUTUM zan miƙa masa wannan tattaunawa, ko ku rubuta zuwa {{email}}.',
    signInForOrders: 'Da fatan ku shiga domin in duba odarku. Odar asusun da ya shiga kawai nake nunawa.',
    noOrders: 'Ba ku da wata oda tukuna. Duba kayayyaki don yin odarku ta farko.',
    orderNotFound: 'Ban sami oda {{ref}} a asusunku ba. Duba lambar a kan tabbacin odarku.',
    ordersIntro: 'Ga odarku na baya-bayan nan:',
    orderLine: '• Oda {{ref}} ({{date}}): {{status}}, jimilla {{total}}.',
    trackingLine: '  Bibiyar {{carrier}} {{tracking}}: {{shipmentStatus}}{{lastEvent}}.',
    noTracking: '  Babu jigila tukuna: mai sayarwa yana shirya oda cikin kwanakin aiki {{processing}}.',
    feeFixed:
      'Ga jimillar {{amount}}, kuɗin sabis na mai saye shi ne {{rate}}% = {{fee}}, don haka za ku biya {{total}} gaba ɗaya.',
    feeCapped:
      'Ga jimillar {{amount}}, kuɗin sabis na mai saye shi ne {{fee}} (ƙasa kaɗan da kashi {{rate}}%, don kada oda mafi girma ta fi arha), don haka za ku biya {{total}} gaba ɗaya.',
    feeBankTransfer:
      'Sama da {{limit}}, biyan da kati ko walat ba ya samuwa: ana biyan odar ta hanyar tura kuɗi a banki da takardar pro-forma.',
    feeNeedAmount: 'Faɗa mini adadin odar a dala (misali "kuɗin sabis na $750") zan lissafa muku kuɗin.',
    sellerFeeLine:
      'Masu sayarwa suna biyan {{sellerRate}}% na kowace ciniki da ta yi nasara ({{sellerFee}} a kan wannan adadi).',
    verificationNone:
      'Asusunku bai da tabbatarwa tukuna. Ana tabbatar da masu sayarwa ta rajistar mai sayarwa; muna duba buƙatu cikin awa {{hours}}.',
    verificationStatus: 'Matsayin tabbatar da asusunku: {{status}}.',
    verificationApplication: 'Buƙata ta ƙarshe ga {{business}}: {{status}}{{reason}}.',
    disputeHowTo:
      'Don buɗe takaddama: buɗe Odata, zaɓi odar, ku yi amfani da "Buɗe takaddama" cikin wa\'adin dubawa na kwana {{days}} bayan isowa. Kuɗin suna zama a asusun amana yayin dubawa; mai sayarwa yana da awa {{hours}} don amsawa.',
    escalated:
      'Na miƙa wannan tattaunawa ga ƙungiyar tallafinmu (tikiti {{ref}}). Mutum zai amsa ta imel cikin awa {{hours}}.',
    escalatedAlready: 'Wannan tattaunawa tana hannun ƙungiyar tallafinmu (tikiti {{ref}}).',
    linkSentMissing:
      'Don haɗa wannan lambar WhatsApp, buɗe Saituna a shafin yanar gizo, shigar da wannan lamba ku aiko mini da lambar sirrin da aka nuna kamar "LINK 123456".',
    linkConfirmed: 'An haɗa wannan lambar WhatsApp da asusunku na {{brand}}. Kuna iya tambaya game da odarku a nan.',
    linkUnknownCode: 'Wannan lambar sirri ba ta da inganci ko ta ƙare. Nemi sabuwa a Saituna.',
    whatsappSignIn: 'Don tambaya game da odarku a nan, haɗa wannan lamba da asusunku a Saituna a shafin yanar gizo.',
    sourceOrders: 'Odata',
    sourceVerification: 'Tabbatar da mai sayarwa',
    sourceContact: 'Tuntuɓi tallafi',
    sourceSignIn: 'Shiga',
    sourceTrack: 'Bibiyi oda {{ref}}',
    escalateSignIn:
      'Don miƙa wannan tattaunawa ga mutum, da fatan ku shiga (domin mu iya amsa muku) ko ku yi amfani da fom ɗin tuntuɓa.',
    status: {
      processing: 'ana shiryawa',
      shipped: 'an tura',
      delivered: 'ya iso',
      completed: 'an kammala',
      cancelled: 'an soke',
    },
    kyc: { NONE: 'ba a fara ba', PENDING: 'ana dubawa', VERIFIED: 'an tabbatar', REJECTED: 'an ƙi' },
    shipment: {
      PENDING_LABEL: 'ana jiran lambar kaya',
      LABEL_READY: 'lambar kaya ta shirya',
      IN_TRANSIT: 'yana kan hanya',
      DELIVERED: 'ya iso',
      EXCEPTION: 'matsalar isarwa',
    },
  },
  ar: {
    greeting:
      'مرحبًا! أنا مساعد {{brand}}. اسألني عن الرسوم والضمان والشحن والتحقق والنزاعات، أو عن طلباتك بعد تسجيل الدخول.',
    unknown:
      'لا أعرف الإجابة عن هذا السؤال، وأفضّل ألا أخمّن. أجيب عن الأسئلة المتعلقة بـ{{brand}} نفسها — الرسوم والدفع عبر الضمان والشحن والتحقق من البائعين والنزاعات — وليس عن مواضيع أخرى مثل أسعار السوق أو الطقس. يمكن لأحد أعضاء فريقنا مساعدتك: اختر «التحدث إلى موظف» أدناه، أو راسل {{email}}.',
    unknownWhatsapp:
      'لا أعرف الإجابة عن هذا السؤال، وأفضّل ألا أخمّن. أجيب عن الأسئلة المتعلقة بـ{{brand}} نفسها — الرسوم والدفع عبر الضمان والشحن والتحقق من البائعين والنزاعات — وليس عن مواضيع أخرى مثل أسعار السوق أو الطقس. يمكن لأحد أعضاء فريقنا مساعدتك: أرسل كلمة «موظف» وسأحوّل إليه هذه المحادثة، أو راسل {{email}}.',
    signInForOrders: 'يرجى تسجيل الدخول حتى أتمكن من الاطلاع على طلباتك. لا أعرض إلا طلبات الحساب المسجل.',
    noOrders: 'ليست لديك طلبات بعد. تصفح المنتجات لتقديم طلبك الأول.',
    orderNotFound: 'لم أجد الطلب {{ref}} في حسابك. تحقق من المرجع في تأكيد الطلب.',
    ordersIntro: 'هذه أحدث طلباتك:',
    orderLine: '• الطلب {{ref}} ({{date}}): {{status}}، الإجمالي {{total}}.',
    trackingLine: '  تتبع {{carrier}} {{tracking}}: {{shipmentStatus}}{{lastEvent}}.',
    noTracking: '  لا توجد شحنة بعد: يجهّز البائع الطلبات خلال {{processing}} أيام عمل.',
    feeFixed: 'لمجموع فرعي قدره {{amount}}، رسوم خدمة المشتري {{rate}}% أي {{fee}}، فيكون الإجمالي {{total}}.',
    feeCapped:
      'لمجموع فرعي قدره {{amount}}، رسوم خدمة المشتري {{fee}} (أقل قليلًا من نسبة {{rate}}% حتى لا يكلّف طلب أكبر أقل)، فيكون الإجمالي {{total}}.',
    feeBankTransfer:
      'فوق {{limit}} لا يتوفر الدفع بالبطاقة أو المحفظة: يُدفع الطلب بالتحويل المصرفي مقابل فاتورة أولية.',
    feeNeedAmount: 'أخبرني بمبلغ الطلب بالدولار (مثلًا "الرسوم على 750 دولار") وسأحسب الرسوم.',
    sellerFeeLine: 'يدفع البائعون {{sellerRate}}% من كل عملية بيع ناجحة ({{sellerFee}} على هذا المبلغ).',
    verificationNone:
      'لا يوجد تحقق لحسابك بعد. يتم التحقق من البائعين عبر تسجيل البائع، ونراجع الطلبات خلال {{hours}} ساعة.',
    verificationStatus: 'حالة التحقق من حسابك: {{status}}.',
    verificationApplication: 'آخر طلب لـ {{business}}: {{status}}{{reason}}.',
    disputeHowTo:
      'لفتح نزاع: افتح طلباتي، واختر الطلب، واستخدم "فتح نزاع" خلال فترة الفحص البالغة {{days}} أيام بعد التسليم. تبقى الأموال في الضمان أثناء المراجعة، وللبائع {{hours}} ساعة للرد.',
    escalated:
      'حوّلت هذه المحادثة إلى فريق الدعم (التذكرة {{ref}}). سيرد عليك موظف بالبريد الإلكتروني خلال {{hours}} ساعة.',
    escalatedAlready: 'هذه المحادثة لدى فريق الدعم بالفعل (التذكرة {{ref}}).',
    linkSentMissing:
      'لربط رقم واتساب هذا، افتح الإعدادات في الموقع، وأدخل هذا الرقم، ثم أرسل إليّ الرمز الظاهر بصيغة "LINK 123456".',
    linkConfirmed: 'تم ربط رقم واتساب هذا بحسابك في {{brand}}. يمكنك سؤالي عن طلباتك هنا.',
    linkUnknownCode: 'هذا الرمز غير صالح أو منتهي الصلاحية. اطلب رمزًا جديدًا من الإعدادات.',
    whatsappSignIn: 'للسؤال عن طلباتك هنا، اربط هذا الرقم بحسابك من الإعدادات في الموقع.',
    sourceOrders: 'طلباتي',
    sourceVerification: 'التحقق من البائع',
    sourceContact: 'التواصل مع الدعم',
    sourceSignIn: 'تسجيل الدخول',
    sourceTrack: 'تتبع الطلب {{ref}}',
    escalateSignIn: 'لتحويل هذه المحادثة إلى موظف، يرجى تسجيل الدخول (لنتمكن من الرد عليك) أو استخدام نموذج التواصل.',
    status: {
      processing: 'قيد التجهيز',
      shipped: 'تم الشحن',
      delivered: 'تم التسليم',
      completed: 'مكتمل',
      cancelled: 'ملغى',
    },
    kyc: { NONE: 'لم يبدأ', PENDING: 'قيد المراجعة', VERIFIED: 'موثّق', REJECTED: 'مرفوض' },
    shipment: {
      PENDING_LABEL: 'بانتظار الملصق',
      LABEL_READY: 'الملصق جاهز',
      IN_TRANSIT: 'في الطريق',
      DELIVERED: 'تم التسليم',
      EXCEPTION: 'مشكلة في التسليم',
    },
  },
};

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
