/**
 * E-mail texts in the five languages. Every template has the same placeholders in every language;
 * templates.test.ts checks that no language misses a key.
 */
import type { Language } from '@app/shared/constants';
import { NOTIFICATION_KINDS, type NotificationKind } from '@app/shared/notifications';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Strings {
  greeting: string; // {name}
  signoff: string;
  ignore: string;
  verifySubject: string;
  verifyBody: string; // {hours}
  verifyAction: string;
  resetSubject: string;
  resetBody: string; // {minutes}
  resetAction: string;
  contactAckSubject: string; // {reference}
  contactAckBody: string; // {reference} {subject} {hours}
  notificationAction: string;
  kinds: Record<NotificationMailKind, { subject: string; body: string }>;
}

/** Notification kinds shown in the app only, never e-mailed; every other kind has an e-mail in every language. */
const IN_APP_ONLY = [
  'account.role_switched',
  'offer.rejected',
  'vendor.product_deactivated',
  'vendor.product_reactivated',
  'admin.fraud_alert',
] as const satisfies readonly NotificationKind[];

export type NotificationMailKind = Exclude<NotificationKind, (typeof IN_APP_ONLY)[number]>;

export const NOTIFICATION_MAIL_KINDS: readonly NotificationMailKind[] = NOTIFICATION_KINDS.filter(
  (kind): kind is NotificationMailKind => !(IN_APP_ONLY as readonly string[]).includes(kind),
);

export const MAIL_STRINGS: Record<Language, Strings> = {
  en: {
    greeting: 'Hello {name},',
    signoff: 'The AfriBridge Trade team',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
    verifySubject: 'Verify your e-mail address',
    verifyBody:
      'Thank you for joining AfriBridge Trade. Please confirm your e-mail address with the link below. The link is valid for {hours} hours.',
    verifyAction: 'Verify my e-mail',
    resetSubject: 'Reset your password',
    resetBody:
      'We received a request to reset your password. Use the link below within {minutes} minutes. The link works once.',
    resetAction: 'Set a new password',
    contactAckSubject: 'We received your message ({reference})',
    contactAckBody:
      'Thank you for contacting support about "{subject}". Your reference is {reference}. We reply within {hours} hours.',
    notificationAction: 'Open AfriBridge Trade',
    kinds: {
      welcome: {
        subject: 'Welcome to AfriBridge Trade',
        body: 'Your e-mail address is verified. You can now sign in and start trading.',
      },
      'security.password_changed': {
        subject: 'Your password was changed',
        body: 'The password of your account was just changed. If this was not you, reset your password at once and contact support.',
      },
      'security.two_factor_enabled': {
        subject: 'Two-factor authentication is on',
        body: 'Two-factor authentication was turned on for your account.',
      },
      'security.two_factor_disabled': {
        subject: 'Two-factor authentication is off',
        body: 'Two-factor authentication was turned off for your account. If this was not you, contact support at once.',
      },
      'support.ticket_created': {
        subject: 'Support ticket created',
        body: 'Your support request was recorded. We will answer by e-mail.',
      },
      'order.placed': {
        subject: 'Order confirmed: {orderRef}',
        body: 'Your order {orderRef} is confirmed. Total paid: {total}. Your payment is held in escrow and released to the vendor only after you confirm delivery.',
      },
      'order.received': {
        subject: 'New order {orderRef}',
        body: 'You have a new order {orderRef} worth {amount}. Please accept it and prepare the shipment within your lead time.',
      },
      'order.cancelled': {
        subject: 'Order {orderRef} cancelled',
        body: 'The part of order {orderRef} from {vendorName} was cancelled and {amount} is refunded to the buyer.',
      },
      'escrow.released': {
        subject: 'Funds released for order {orderRef}',
        body: '{amount} for order {orderRef} has been released to your available balance.',
      },
      'order.quote_ready': {
        subject: 'Your quote {reference} is ready',
        body: 'Total to pay by bank transfer: {total}. Download the pro-forma invoice with our bank details from your dashboard. Your payment is held in escrow until you confirm delivery.',
      },
      'order.proforma_issued': {
        subject: 'Pro-forma invoice {reference}: pay {total} by bank transfer',
        body: 'Your goods are reserved until {expires}. Transfer {total} to the bank account on the attached pro-forma invoice, quoting {reference}. Your payment is held in escrow until you confirm delivery.',
      },
      'order.proforma_expired': {
        subject: 'Pro-forma invoice {reference} expired',
        body: 'We did not receive your transfer for {reference} in time, so the reserved goods were released. If you still want them, check out again. If you already paid, contact support with your bank reference.',
      },
      'admin.quote_requested': {
        subject: 'New quote request {reference}',
        body: 'A buyer asked for a quote of {amount}. Set the fee in the admin console.',
      },
      'shipment.label_created': {
        subject: 'Your order {orderRef} is being shipped',
        body: '{vendorName} booked {carrier} for your order {orderRef}. Tracking number: {trackingNumber}.',
      },
      'shipment.in_transit': {
        subject: 'Order {orderRef} is on its way',
        body: 'Your order {orderRef} is in transit with {carrier} (tracking {trackingNumber}).',
      },
      'order.delivered': {
        subject: 'Order {orderRef} was delivered',
        body: 'Your order {orderRef} from {vendorName} was delivered. Inspect the goods within {days} days: confirm receipt to release the payment to the vendor, or open a dispute.',
      },
      'vendor.application_submitted': {
        subject: 'We received your vendor application',
        body: 'Thank you for applying with {businessName}. You now have vendor access and can switch between buyer and vendor roles in settings. We review applications within 48 hours.',
      },
      'admin.verification_submitted': {
        subject: 'New verification application: {businessName}',
        body: '{businessName} applied for business verification. Review it in the admin console.',
      },
      'vendor.verification_approved': {
        subject: 'Your business is verified',
        body: 'Congratulations: {businessName} is verified. The Verified badge now shows on your products.',
      },
      'vendor.verification_rejected': {
        subject: 'Your verification was not approved',
        body: 'We could not verify {businessName}: {reason}. You can correct your details and apply again.',
      },
      'vendor.verification_info_requested': {
        subject: 'We need more information to verify your business',
        body: 'To verify {businessName} we need: {reason}. Please update your application.',
      },
      'message.new': {
        subject: 'New message from {senderName}',
        body: '{senderName} wrote about {productName}: “{preview}”. Reply in your messages.',
      },
      'message.inquiry': {
        subject: 'New inquiry for {productName}',
        body: '{buyerName} asks about {quantity} of {productName}. Answer the inquiry, or send a quote, from your Inquiries tab.',
      },
      'offer.received': {
        subject: 'Quote received for {productName}',
        body: 'The supplier quotes {total} for {quantity} of {productName}, valid until {validUntil}. Accept it to buy at this price.',
      },
      'offer.accepted': {
        subject: 'Your quote for {productName} was accepted',
        body: 'The buyer accepted your quote of {total} for {productName}. The order follows once they pay at checkout.',
      },
      'dispute.opened': {
        subject: 'Dispute opened on order {orderRef}',
        body: 'A dispute was opened on order {orderRef} ({vendorName}). The vendor has until {dueAt} to accept it, offer a partial refund or contest it. The payment stays frozen in escrow until the dispute is resolved.',
      },
      'dispute.offer_made': {
        subject: 'Refund offer on order {orderRef}',
        body: '{vendorName} offered a partial refund of {amount} for order {orderRef}. The buyer can accept or reject the offer until {dueAt}; a rejected offer goes to AfriBridge Trade mediation.',
      },
      'dispute.escalated': {
        subject: 'Dispute on order {orderRef} sent to mediation',
        body: 'The dispute on order {orderRef} is now with an AfriBridge Trade mediator, who will review the messages and evidence and decide. You can still add messages and evidence.',
      },
      'dispute.resolved': {
        subject: 'Dispute on order {orderRef} resolved',
        body: 'The dispute on order {orderRef} is resolved. Refunded to the buyer: {refund}. Released to the vendor: {released}.',
      },
      'dispute.message': {
        subject: 'New message in the dispute on order {orderRef}',
        body: 'There is a new message in the dispute on order {orderRef}. Open the dispute to read it and answer.',
      },
      'admin.dispute_escalated': {
        subject: 'Dispute {orderRef} needs a mediator',
        body: 'The dispute on order {orderRef} was escalated. Review it in the Disputes tab of the admin console.',
      },
      'review.received': {
        subject: 'New review: {rating}/5 for {subject}',
        body: '{authorName} reviewed order {orderRef}: {rating} out of 5 stars ({count} rating(s)). You can reply once to each review.',
      },
      'review.replied': {
        subject: '{vendorName} replied to your review',
        body: '{vendorName} replied to your review of {subject}.',
      },
    },
  },
  fr: {
    greeting: 'Bonjour {name},',
    signoff: "L'équipe AfriBridge Trade",
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
    verifySubject: 'Vérifiez votre adresse e-mail',
    verifyBody:
      'Merci de rejoindre AfriBridge Trade. Confirmez votre adresse e-mail avec le lien ci-dessous. Le lien est valable {hours} heures.',
    verifyAction: 'Vérifier mon e-mail',
    resetSubject: 'Réinitialisez votre mot de passe',
    resetBody:
      'Nous avons reçu une demande de réinitialisation de votre mot de passe. Utilisez le lien ci-dessous dans les {minutes} minutes. Le lien ne fonctionne qu’une fois.',
    resetAction: 'Choisir un nouveau mot de passe',
    contactAckSubject: 'Nous avons reçu votre message ({reference})',
    contactAckBody:
      'Merci d’avoir contacté le support au sujet de « {subject} ». Votre référence est {reference}. Nous répondons sous {hours} heures.',
    notificationAction: 'Ouvrir AfriBridge Trade',
    kinds: {
      welcome: {
        subject: 'Bienvenue sur AfriBridge Trade',
        body: 'Votre adresse e-mail est vérifiée. Vous pouvez vous connecter et commencer à commercer.',
      },
      'security.password_changed': {
        subject: 'Votre mot de passe a été modifié',
        body: "Le mot de passe de votre compte vient d'être modifié. Si ce n'était pas vous, réinitialisez-le immédiatement et contactez le support.",
      },
      'security.two_factor_enabled': {
        subject: 'Authentification à deux facteurs activée',
        body: "L'authentification à deux facteurs a été activée sur votre compte.",
      },
      'security.two_factor_disabled': {
        subject: 'Authentification à deux facteurs désactivée',
        body: "L'authentification à deux facteurs a été désactivée sur votre compte. Si ce n'était pas vous, contactez immédiatement le support.",
      },
      'support.ticket_created': {
        subject: 'Demande de support créée',
        body: 'Votre demande a été enregistrée. Nous vous répondrons par e-mail.',
      },
      'order.placed': {
        subject: 'Commande confirmée : {orderRef}',
        body: 'Votre commande {orderRef} est confirmée. Total payé : {total}. Votre paiement est conservé en séquestre et versé au vendeur seulement après votre confirmation de livraison.',
      },
      'order.received': {
        subject: 'Nouvelle commande {orderRef}',
        body: 'Vous avez une nouvelle commande {orderRef} d’un montant de {amount}. Acceptez-la et préparez l’expédition dans votre délai de fabrication.',
      },
      'order.cancelled': {
        subject: 'Commande {orderRef} annulée',
        body: 'La partie de la commande {orderRef} de {vendorName} a été annulée et {amount} est remboursé à l’acheteur.',
      },
      'escrow.released': {
        subject: 'Fonds versés pour la commande {orderRef}',
        body: '{amount} pour la commande {orderRef} a été versé sur votre solde disponible.',
      },
      'order.quote_ready': {
        subject: 'Votre devis {reference} est prêt',
        body: 'Total à payer par virement : {total}. Téléchargez la facture pro forma avec nos coordonnées bancaires depuis votre tableau de bord. Votre paiement reste en séquestre jusqu’à votre confirmation de livraison.',
      },
      'order.proforma_issued': {
        subject: 'Facture pro forma {reference} : réglez {total} par virement',
        body: 'Vos marchandises sont réservées jusqu’au {expires}. Virez {total} sur le compte bancaire indiqué sur la facture pro forma jointe, en citant {reference}. Votre paiement reste en séquestre jusqu’à votre confirmation de livraison.',
      },
      'order.proforma_expired': {
        subject: 'La facture pro forma {reference} a expiré',
        body: 'Nous n’avons pas reçu votre virement pour {reference} à temps : les marchandises réservées ont été libérées. Si vous les voulez toujours, repassez commande. Si vous avez déjà payé, contactez le support avec votre référence bancaire.',
      },
      'admin.quote_requested': {
        subject: 'Nouvelle demande de devis {reference}',
        body: 'Un acheteur demande un devis de {amount}. Fixez les frais dans la console d’administration.',
      },
      'shipment.label_created': {
        subject: 'Votre commande {orderRef} est en cours d’expédition',
        body: '{vendorName} a réservé {carrier} pour votre commande {orderRef}. Numéro de suivi : {trackingNumber}.',
      },
      'shipment.in_transit': {
        subject: 'La commande {orderRef} est en route',
        body: 'Votre commande {orderRef} est en transit avec {carrier} (suivi {trackingNumber}).',
      },
      'order.delivered': {
        subject: 'La commande {orderRef} a été livrée',
        body: 'Votre commande {orderRef} de {vendorName} a été livrée. Inspectez la marchandise sous {days} jours : confirmez la réception pour payer le vendeur, ou ouvrez un litige.',
      },
      'vendor.application_submitted': {
        subject: 'Nous avons reçu votre demande de vendeur',
        body: 'Merci pour la demande de {businessName}. Vous avez maintenant l’accès vendeur et pouvez passer du rôle acheteur au rôle vendeur dans les paramètres. Nous examinons les demandes sous 48 heures.',
      },
      'admin.verification_submitted': {
        subject: 'Nouvelle demande de vérification : {businessName}',
        body: '{businessName} a demandé la vérification de son entreprise. Examinez-la dans la console d’administration.',
      },
      'vendor.verification_approved': {
        subject: 'Votre entreprise est vérifiée',
        body: 'Félicitations : {businessName} est vérifiée. Le badge Vérifié apparaît désormais sur vos produits.',
      },
      'vendor.verification_rejected': {
        subject: 'Votre vérification n’a pas été approuvée',
        body: 'Nous n’avons pas pu vérifier {businessName} : {reason}. Vous pouvez corriger vos informations et refaire une demande.',
      },
      'vendor.verification_info_requested': {
        subject: 'Nous avons besoin d’informations pour vérifier votre entreprise',
        body: 'Pour vérifier {businessName}, il nous faut : {reason}. Merci de mettre à jour votre demande.',
      },
      'message.new': {
        subject: 'Nouveau message de {senderName}',
        body: '{senderName} a écrit au sujet de {productName} : « {preview} ». Répondez depuis vos messages.',
      },
      'message.inquiry': {
        subject: 'Nouvelle demande pour {productName}',
        body: '{buyerName} demande {quantity} de {productName}. Répondez ou envoyez un devis depuis l’onglet Demandes.',
      },
      'offer.received': {
        subject: 'Devis reçu pour {productName}',
        body: 'Le fournisseur propose {total} pour {quantity} de {productName}, valable jusqu’au {validUntil}. Acceptez-le pour acheter à ce prix.',
      },
      'offer.accepted': {
        subject: 'Votre devis pour {productName} a été accepté',
        body: 'L’acheteur a accepté votre devis de {total} pour {productName}. La commande suivra après son paiement.',
      },
      'dispute.opened': {
        subject: 'Litige ouvert sur la commande {orderRef}',
        body: 'Un litige a été ouvert sur la commande {orderRef} ({vendorName}). Le vendeur a jusqu’au {dueAt} pour l’accepter, proposer un remboursement partiel ou le contester. Le paiement reste bloqué en séquestre jusqu’à la résolution du litige.',
      },
      'dispute.offer_made': {
        subject: 'Offre de remboursement sur la commande {orderRef}',
        body: '{vendorName} propose un remboursement partiel de {amount} pour la commande {orderRef}. L’acheteur peut accepter ou refuser l’offre jusqu’au {dueAt} ; une offre refusée passe en médiation AfriBridge Trade.',
      },
      'dispute.escalated': {
        subject: 'Litige sur la commande {orderRef} transmis en médiation',
        body: 'Le litige sur la commande {orderRef} est maintenant entre les mains d’un médiateur AfriBridge Trade, qui examinera les messages et les preuves puis décidera. Vous pouvez encore ajouter des messages et des preuves.',
      },
      'dispute.resolved': {
        subject: 'Litige sur la commande {orderRef} résolu',
        body: 'Le litige sur la commande {orderRef} est résolu. Remboursé à l’acheteur : {refund}. Versé au vendeur : {released}.',
      },
      'dispute.message': {
        subject: 'Nouveau message dans le litige sur la commande {orderRef}',
        body: 'Un nouveau message a été publié dans le litige sur la commande {orderRef}. Ouvrez le litige pour le lire et répondre.',
      },
      'admin.dispute_escalated': {
        subject: 'Le litige {orderRef} attend un médiateur',
        body: 'Le litige sur la commande {orderRef} a été transmis en médiation. Examinez-le dans l’onglet Litiges de la console d’administration.',
      },
      'review.received': {
        subject: 'Nouvel avis : {rating}/5 pour {subject}',
        body: '{authorName} a évalué la commande {orderRef} : {rating} étoiles sur 5 ({count} note(s)). Vous pouvez répondre une fois à chaque avis.',
      },
      'review.replied': {
        subject: '{vendorName} a répondu à votre avis',
        body: '{vendorName} a répondu à votre avis sur {subject}.',
      },
    },
  },
  yo: {
    greeting: 'Ẹ n lẹ́ o {name},',
    signoff: 'Ẹgbẹ́ AfriBridge Trade',
    ignore: 'Tí kì í ṣe ẹ̀yin ló béèrè fún èyí, ẹ lè fojú fo í-meèlì yìí.',
    verifySubject: 'Ẹ jẹ́rìí àdírẹ́sì í-meèlì yín',
    verifyBody:
      'A dúpẹ́ pé ẹ darapọ̀ mọ́ AfriBridge Trade. Ẹ jẹ́rìí àdírẹ́sì í-meèlì yín pẹ̀lú ìjápọ̀ ìsàlẹ̀ yìí. Ìjápọ̀ náà wúlò fún wákàtí {hours}.',
    verifyAction: 'Jẹ́rìí í-meèlì mi',
    resetSubject: 'Ṣe àtúntò ọ̀rọ̀ aṣínà yín',
    resetBody:
      'A gba ìbéèrè láti ṣe àtúntò ọ̀rọ̀ aṣínà yín. Ẹ lo ìjápọ̀ ìsàlẹ̀ yìí láàrin ìṣẹ́jú {minutes}. Ẹ̀ẹ̀kan ṣoṣo ni ìjápọ̀ náà ń ṣiṣẹ́.',
    resetAction: 'Ṣètò ọ̀rọ̀ aṣínà tuntun',
    contactAckSubject: 'A ti gba ìfiránṣẹ́ yín ({reference})',
    contactAckBody:
      'A dúpẹ́ pé ẹ kàn sí ìrànlọ́wọ́ nípa "{subject}". Nọ́mbà ìtọ́kasí yín ni {reference}. A ó fèsì láàrin wákàtí {hours}.',
    notificationAction: 'Ṣí AfriBridge Trade',
    kinds: {
      welcome: {
        subject: 'Ẹ káàbọ̀ sí AfriBridge Trade',
        body: 'A ti jẹ́rìí àdírẹ́sì í-meèlì yín. Ẹ lè wọlé báyìí kí ẹ sì bẹ̀rẹ̀ ọjà.',
      },
      'security.password_changed': {
        subject: 'A ti yí ọ̀rọ̀ aṣínà yín padà',
        body: 'A ṣẹ̀ṣẹ̀ yí ọ̀rọ̀ aṣínà àkọọ́lẹ̀ yín padà. Tí kì í ṣe ẹ̀yin, ẹ ṣe àtúntò rẹ̀ lẹ́sẹ̀kẹsẹ̀ kí ẹ sì kàn sí ìrànlọ́wọ́.',
      },
      'security.two_factor_enabled': {
        subject: 'Ìjẹ́rìí ìgbésẹ̀ méjì ti wà ní títàn',
        body: 'A ti tan ìjẹ́rìí ìgbésẹ̀ méjì fún àkọọ́lẹ̀ yín.',
      },
      'security.two_factor_disabled': {
        subject: 'Ìjẹ́rìí ìgbésẹ̀ méjì ti wà ní pípa',
        body: 'A ti pa ìjẹ́rìí ìgbésẹ̀ méjì fún àkọọ́lẹ̀ yín. Tí kì í ṣe ẹ̀yin, ẹ kàn sí ìrànlọ́wọ́ lẹ́sẹ̀kẹsẹ̀.',
      },
      'support.ticket_created': {
        subject: 'A ti ṣẹ̀dá ìbéèrè ìrànlọ́wọ́',
        body: 'A ti ṣàkọsílẹ̀ ìbéèrè yín. A ó fèsì nípasẹ̀ í-meèlì.',
      },
      'order.placed': {
        subject: 'A ti jẹ́rìí ìbéèrè ọjà: {orderRef}',
        body: 'A ti jẹ́rìí ìbéèrè ọjà yín {orderRef}. Àpapọ̀ owó tí ẹ san: {total}. A ó di owó yín mú títí ẹ ó fi jẹ́rìí pé ọjà ti dé.',
      },
      'order.received': {
        subject: 'Ìbéèrè ọjà tuntun {orderRef}',
        body: 'Ẹ ní ìbéèrè ọjà tuntun {orderRef} tí iye rẹ̀ jẹ́ {amount}. Ẹ gbà á kí ẹ sì múra ìfiránṣẹ́ sílẹ̀ láàrin àkókò yín.',
      },
      'order.cancelled': {
        subject: 'A ti fagi lé ìbéèrè ọjà {orderRef}',
        body: 'A ti fagi lé apá ìbéèrè ọjà {orderRef} láti ọ̀dọ̀ {vendorName}, a sì ti dá {amount} padà fún olùrà.',
      },
      'escrow.released': {
        subject: 'A ti tú owó sílẹ̀ fún ìbéèrè ọjà {orderRef}',
        body: 'A ti fi {amount} fún ìbéèrè ọjà {orderRef} sí owó tí ẹ lè lò.',
      },
      'order.quote_ready': {
        subject: 'Ìdíyelé yín {reference} ti ṣetán',
        body: 'Àpapọ̀ owó láti san nípasẹ̀ báńkì: {total}. Ẹ gba ìwé owó pro-forma pẹ̀lú àlàyé báńkì wa láti dasibodu yín. A ó di owó yín mú títí ẹ ó fi jẹ́rìí pé ọjà ti dé.',
      },
      'order.proforma_issued': {
        subject: 'Ìwé owó pro-forma {reference}: ẹ san {total} nípasẹ̀ báńkì',
        body: 'A ti fi ọjà yín pamọ́ títí di {expires}. Ẹ fi {total} ránṣẹ́ sí àkọọ́lẹ̀ báńkì tó wà lórí ìwé pro-forma tí a so mọ́ ọn, kí ẹ sì kọ {reference}. A ó di owó yín mú títí ẹ ó fi jẹ́rìí pé ọjà ti dé.',
      },
      'order.proforma_expired': {
        subject: 'Ìwé owó pro-forma {reference} ti parí',
        body: 'A kò rí owó yín fún {reference} gbà ní àkókò, nítorí náà a ti tú ọjà tí a fi pamọ́ sílẹ̀. Bí ẹ bá ṣì fẹ́ ẹ, ẹ tún ra. Bí ẹ bá ti sanwó, ẹ kàn sí ẹgbẹ́ ìrànlọ́wọ́ pẹ̀lú nọ́mbà ìtọ́kasí báńkì yín.',
      },
      'admin.quote_requested': {
        subject: 'Ìbéèrè ìdíyelé tuntun {reference}',
        body: 'Olùrà kan béèrè ìdíyelé ti {amount}. Ẹ ṣètò owó iṣẹ́ nínú ibi ìṣàkóso.',
      },
      'shipment.label_created': {
        subject: 'A ń fi ìbéèrè ọjà yín {orderRef} ránṣẹ́',
        body: '{vendorName} ti gba {carrier} fún ìbéèrè ọjà yín {orderRef}. Nọ́mbà ìtọpa: {trackingNumber}.',
      },
      'shipment.in_transit': {
        subject: 'Ìbéèrè ọjà {orderRef} wà lójú ọ̀nà',
        body: 'Ìbéèrè ọjà yín {orderRef} wà lójú ọ̀nà pẹ̀lú {carrier} (ìtọpa {trackingNumber}).',
      },
      'order.delivered': {
        subject: 'Ìbéèrè ọjà {orderRef} ti dé',
        body: 'Ìbéèrè ọjà yín {orderRef} láti ọ̀dọ̀ {vendorName} ti dé. Ẹ ṣàyẹ̀wò ọjà láàrin ọjọ́ {days}: ẹ jẹ́rìí gbígbà kí a lè san owó fún olùtajà, tàbí kí ẹ gbé ẹjọ́ sílẹ̀.',
      },
      'vendor.application_submitted': {
        subject: 'A ti gba ìbéèrè yín láti di olùtajà',
        body: 'A dúpẹ́ fún ìbéèrè {businessName}. Ẹ ti ní ààyè olùtajà báyìí, ẹ sì lè yí ipa padà láàrin olùrà àti olùtajà nínú ètò. A ń ṣàyẹ̀wò ìbéèrè láàrin wákàtí 48.',
      },
      'admin.verification_submitted': {
        subject: 'Ìbéèrè ìjẹ́rìí tuntun: {businessName}',
        body: '{businessName} béèrè fún ìjẹ́rìí iṣẹ́. Ẹ ṣàyẹ̀wò rẹ̀ nínú ibi ìṣàkóso.',
      },
      'vendor.verification_approved': {
        subject: 'A ti jẹ́rìí iṣẹ́ yín',
        body: 'Ẹ kú oríire: a ti jẹ́rìí {businessName}. Àmì Verified ti ń hàn lórí àwọn ọjà yín báyìí.',
      },
      'vendor.verification_rejected': {
        subject: 'A kò fọwọ́ sí ìjẹ́rìí yín',
        body: 'A kò lè jẹ́rìí {businessName}: {reason}. Ẹ lè ṣàtúnṣe àlàyé yín kí ẹ sì tún béèrè.',
      },
      'vendor.verification_info_requested': {
        subject: 'A nílò àlàyé síi láti jẹ́rìí iṣẹ́ yín',
        body: 'Láti jẹ́rìí {businessName}, a nílò: {reason}. Ẹ jọ̀wọ́ ṣàtúnṣe ìbéèrè yín.',
      },
      'message.new': {
        subject: 'Ìfiránṣẹ́ tuntun láti ọ̀dọ̀ {senderName}',
        body: '{senderName} kọ nípa {productName}: “{preview}”. Ẹ fèsì nínú àwọn ìfiránṣẹ́ yín.',
      },
      'message.inquiry': {
        subject: 'Ìbéèrè tuntun fún {productName}',
        body: '{buyerName} ń béèrè nípa {quantity} {productName}. Ẹ dáhùn tàbí ẹ fi ìdíyelé ránṣẹ́ láti ojú-ìwé Ìbéèrè.',
      },
      'offer.received': {
        subject: 'Ìdíyelé fún {productName} ti dé',
        body: 'Olùpèsè dá {total} lé {quantity} {productName}, ó wúlò títí di {validUntil}. Ẹ gbà á láti rà ní iye yìí.',
      },
      'offer.accepted': {
        subject: 'Wọ́n ti gba ìdíyelé yín fún {productName}',
        body: 'Olùrà ti gba ìdíyelé {total} yín fún {productName}. Ìbéèrè ọjà yóò tẹ̀lé lẹ́yìn tí wọ́n bá sanwó.',
      },
      'dispute.opened': {
        subject: 'A ti gbé ẹjọ́ sílẹ̀ lórí ìbéèrè ọjà {orderRef}',
        body: 'A ti gbé ẹjọ́ sílẹ̀ lórí ìbéèrè ọjà {orderRef} ({vendorName}). Olùtajà ní títí di {dueAt} láti gbà á, fi ìdápadà apá kan lọ̀, tàbí tako rẹ̀. Owó náà yóò wà ní dídì mú títí a ó fi yanjú ẹjọ́ náà.',
      },
      'dispute.offer_made': {
        subject: 'Ìfilọ̀ ìdápadà owó lórí ìbéèrè ọjà {orderRef}',
        body: '{vendorName} fi ìdápadà apá kan {amount} lọ̀ fún ìbéèrè ọjà {orderRef}. Olùrà lè gbà tàbí kọ ìfilọ̀ náà títí di {dueAt}; ìfilọ̀ tí a kọ̀ yóò lọ sí ìlàjà AfriBridge Trade.',
      },
      'dispute.escalated': {
        subject: 'A ti gbé ẹjọ́ ìbéèrè ọjà {orderRef} lọ sí ìlàjà',
        body: 'Ẹjọ́ lórí ìbéèrè ọjà {orderRef} ti wà lọ́wọ́ olùlàjà AfriBridge Trade, tí yóò ṣàyẹ̀wò àwọn ìfiránṣẹ́ àti ẹ̀rí kí ó tó pinnu. Ẹ ṣì lè fi ìfiránṣẹ́ àti ẹ̀rí kún un.',
      },
      'dispute.resolved': {
        subject: 'A ti yanjú ẹjọ́ ìbéèrè ọjà {orderRef}',
        body: 'A ti yanjú ẹjọ́ lórí ìbéèrè ọjà {orderRef}. Owó tí a dá padà fún olùrà: {refund}. Owó tí a tú sílẹ̀ fún olùtajà: {released}.',
      },
      'dispute.message': {
        subject: 'Ìfiránṣẹ́ tuntun nínú ẹjọ́ ìbéèrè ọjà {orderRef}',
        body: 'Ìfiránṣẹ́ tuntun wà nínú ẹjọ́ lórí ìbéèrè ọjà {orderRef}. Ẹ ṣí ẹjọ́ náà láti kà á kí ẹ sì fèsì.',
      },
      'admin.dispute_escalated': {
        subject: 'Ẹjọ́ {orderRef} nílò olùlàjà',
        body: 'A ti gbé ẹjọ́ lórí ìbéèrè ọjà {orderRef} sókè. Ẹ ṣàyẹ̀wò rẹ̀ nínú táàbù Ẹjọ́ ní ibi ìṣàkóso.',
      },
      'review.received': {
        subject: 'Àyẹ̀wò tuntun: {rating}/5 fún {subject}',
        body: '{authorName} ṣe àyẹ̀wò ìbéèrè ọjà {orderRef}: ìràwọ̀ {rating} nínú 5 ({count}). Ẹ lè fèsì lẹ́ẹ̀kan sí àyẹ̀wò kọ̀ọ̀kan.',
      },
      'review.replied': {
        subject: '{vendorName} fèsì sí àyẹ̀wò yín',
        body: '{vendorName} fèsì sí àyẹ̀wò yín lórí {subject}.',
      },
    },
  },
  ha: {
    greeting: 'Sannu {name},',
    signoff: 'Ƙungiyar AfriBridge Trade',
    ignore: 'Idan ba ku ne kuka nema ba, kuna iya watsi da wannan imel.',
    verifySubject: 'Tabbatar da adireshin imel ɗinku',
    verifyBody:
      'Mun gode da shiga AfriBridge Trade. Da fatan za ku tabbatar da adireshin imel ɗinku ta hanyar mahaɗin da ke ƙasa. Mahaɗin yana aiki na awa {hours}.',
    verifyAction: 'Tabbatar da imel na',
    resetSubject: 'Sake saita kalmar sirrinku',
    resetBody:
      'Mun karɓi buƙatar sake saita kalmar sirrinku. Yi amfani da mahaɗin da ke ƙasa cikin minti {minutes}. Mahaɗin yana aiki sau ɗaya kawai.',
    resetAction: 'Saita sabuwar kalmar sirri',
    contactAckSubject: 'Mun karɓi saƙonku ({reference})',
    contactAckBody:
      'Mun gode da tuntuɓar tallafi game da "{subject}". Lambar bayaninku ita ce {reference}. Za mu amsa cikin awa {hours}.',
    notificationAction: 'Buɗe AfriBridge Trade',
    kinds: {
      welcome: {
        subject: 'Barka da zuwa AfriBridge Trade',
        body: 'An tabbatar da adireshin imel ɗinku. Yanzu kuna iya shiga ku fara kasuwanci.',
      },
      'security.password_changed': {
        subject: 'An canza kalmar sirrinku',
        body: 'An canza kalmar sirrin asusunku yanzu. Idan ba ku ba ne, ku sake saita ta nan take kuma ku tuntuɓi tallafi.',
      },
      'security.two_factor_enabled': {
        subject: 'An kunna tabbatarwa mataki biyu',
        body: 'An kunna tabbatarwa mataki biyu a asusunku.',
      },
      'security.two_factor_disabled': {
        subject: 'An kashe tabbatarwa mataki biyu',
        body: 'An kashe tabbatarwa mataki biyu a asusunku. Idan ba ku ba ne, ku tuntuɓi tallafi nan take.',
      },
      'support.ticket_created': {
        subject: 'An ƙirƙiri buƙatar tallafi',
        body: 'An yi rijistar buƙatarku. Za mu amsa ta imel.',
      },
      'order.placed': {
        subject: 'An tabbatar da oda: {orderRef}',
        body: 'An tabbatar da odarku {orderRef}. Jimillar da aka biya: {total}. Ana riƙe kuɗinku a amana har sai kun tabbatar da isar kaya.',
      },
      'order.received': {
        subject: 'Sabuwar oda {orderRef}',
        body: 'Kuna da sabuwar oda {orderRef} ta {amount}. Ku karɓa ku shirya jigilar kaya cikin lokacinku.',
      },
      'order.cancelled': {
        subject: 'An soke oda {orderRef}',
        body: 'An soke ɓangaren oda {orderRef} daga {vendorName} kuma an mayar wa mai saye {amount}.',
      },
      'escrow.released': {
        subject: 'An saki kuɗi don oda {orderRef}',
        body: 'An saki {amount} na oda {orderRef} zuwa ma’aunin kuɗinku da ake iya amfani da shi.',
      },
      'order.quote_ready': {
        subject: 'Ƙiyasin farashinku {reference} ya shirya',
        body: 'Jimillar da za a biya ta banki: {total}. Sauke takardar pro-forma mai bayanan bankinmu daga dashboard ɗinku. Ana riƙe kuɗinku a amana har sai kun tabbatar da isar kaya.',
      },
      'order.proforma_issued': {
        subject: 'Takardar pro-forma {reference}: biya {total} ta banki',
        body: 'An ajiye muku kayanku har zuwa {expires}. Tura {total} zuwa asusun bankin da ke kan takardar pro-forma da aka haɗa, tare da ambaton {reference}. Ana riƙe kuɗinku a amana har sai kun tabbatar da isar kaya.',
      },
      'order.proforma_expired': {
        subject: 'Takardar pro-forma {reference} ta ƙare',
        body: 'Ba mu karɓi turin kuɗinku na {reference} a kan lokaci ba, don haka an saki kayan da aka ajiye. Idan har yanzu kuna so, ku sake yin oda. Idan kun riga kun biya, tuntuɓi tallafi da lambar bankinku.',
      },
      'admin.quote_requested': {
        subject: 'Sabuwar buƙatar ƙiyasi {reference}',
        body: 'Wani mai saye ya nemi ƙiyasin {amount}. Saita kuɗin sabis a wurin gudanarwa.',
      },
      'shipment.label_created': {
        subject: 'Ana jigilar odarku {orderRef}',
        body: '{vendorName} ya yi rajistar {carrier} don odarku {orderRef}. Lambar bin diddigi: {trackingNumber}.',
      },
      'shipment.in_transit': {
        subject: 'Oda {orderRef} na kan hanya',
        body: 'Odarku {orderRef} na kan hanya tare da {carrier} (bin diddigi {trackingNumber}).',
      },
      'order.delivered': {
        subject: 'An isar da oda {orderRef}',
        body: 'An isar da odarku {orderRef} daga {vendorName}. Ku duba kayan cikin kwanaki {days}: ku tabbatar da karɓa don a biya mai sayarwa, ko ku buɗe ƙara.',
      },
      'vendor.application_submitted': {
        subject: 'Mun karɓi buƙatarku ta zama mai sayarwa',
        body: 'Mun gode da buƙatar {businessName}. Yanzu kuna da damar mai sayarwa kuma kuna iya sauyawa tsakanin mai saye da mai sayarwa a saituna. Muna duba buƙatu cikin awa 48.',
      },
      'admin.verification_submitted': {
        subject: 'Sabuwar buƙatar tabbatarwa: {businessName}',
        body: '{businessName} ya nemi tabbatar da kasuwanci. Ku duba ta a wurin gudanarwa.',
      },
      'vendor.verification_approved': {
        subject: 'An tabbatar da kasuwancinku',
        body: 'Barka: an tabbatar da {businessName}. Alamar Verified yanzu tana bayyana a kan kayanku.',
      },
      'vendor.verification_rejected': {
        subject: 'Ba a amince da tabbatarwarku ba',
        body: 'Ba mu iya tabbatar da {businessName} ba: {reason}. Kuna iya gyara bayananku ku sake nema.',
      },
      'vendor.verification_info_requested': {
        subject: 'Muna buƙatar ƙarin bayani don tabbatar da kasuwancinku',
        body: 'Don tabbatar da {businessName}, muna buƙatar: {reason}. Da fatan za ku sabunta buƙatarku.',
      },
      'message.new': {
        subject: 'Sabon saƙo daga {senderName}',
        body: '{senderName} ya rubuta game da {productName}: “{preview}”. Ku amsa a cikin saƙonninku.',
      },
      'message.inquiry': {
        subject: 'Sabuwar tambaya game da {productName}',
        body: '{buyerName} yana tambaya game da {quantity} na {productName}. Ku amsa ko ku aika ƙiyasin farashi daga shafin Tambayoyi.',
      },
      'offer.received': {
        subject: 'An karɓi ƙiyasin farashi na {productName}',
        body: 'Mai sayarwa ya ba da {total} don {quantity} na {productName}, yana aiki har {validUntil}. Ku karɓa don saya a wannan farashi.',
      },
      'offer.accepted': {
        subject: 'An karɓi ƙiyasin farashinku na {productName}',
        body: 'Mai saye ya karɓi ƙiyasin farashinku na {total} don {productName}. Oda za ta biyo bayan ya biya.',
      },
      'dispute.opened': {
        subject: 'An buɗe ƙara kan oda {orderRef}',
        body: 'An buɗe ƙara kan oda {orderRef} ({vendorName}). Mai sayarwa yana da har zuwa {dueAt} don ya amince, ya ba da shawarar mayar da wani ɓangare, ko ya ƙalubalanta. Kuɗin zai kasance a riƙe a amana har sai an warware ƙarar.',
      },
      'dispute.offer_made': {
        subject: 'Tayin mayar da kuɗi kan oda {orderRef}',
        body: '{vendorName} ya ba da tayin mayar da {amount} kan oda {orderRef}. Mai saye zai iya karɓa ko ƙin tayin har zuwa {dueAt}; tayin da aka ƙi zai tafi sulhun AfriBridge Trade.',
      },
      'dispute.escalated': {
        subject: 'An tura ƙarar oda {orderRef} zuwa sulhu',
        body: 'Ƙarar kan oda {orderRef} yanzu tana hannun mai sulhu na AfriBridge Trade, wanda zai duba saƙonni da shaidu sannan ya yanke hukunci. Har yanzu kuna iya ƙara saƙonni da shaidu.',
      },
      'dispute.resolved': {
        subject: 'An warware ƙarar oda {orderRef}',
        body: 'An warware ƙarar kan oda {orderRef}. An mayar wa mai saye: {refund}. An saki wa mai sayarwa: {released}.',
      },
      'dispute.message': {
        subject: 'Sabon saƙo a ƙarar oda {orderRef}',
        body: 'Akwai sabon saƙo a ƙarar kan oda {orderRef}. Buɗe ƙarar don karanta shi ku amsa.',
      },
      'admin.dispute_escalated': {
        subject: 'Ƙara {orderRef} na buƙatar mai sulhu',
        body: 'An ɗaga ƙarar kan oda {orderRef}. Ku duba ta a shafin Ƙararraki na wurin gudanarwa.',
      },
      'review.received': {
        subject: 'Sabon sharhi: {rating}/5 don {subject}',
        body: '{authorName} ya yi sharhi kan oda {orderRef}: taurari {rating} cikin 5 ({count}). Kuna iya amsa kowane sharhi sau ɗaya.',
      },
      'review.replied': {
        subject: '{vendorName} ya amsa sharhinku',
        body: '{vendorName} ya amsa sharhinku kan {subject}.',
      },
    },
  },
  ar: {
    greeting: 'مرحبًا {name}،',
    signoff: 'فريق AfriBridge Trade',
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
    verifySubject: 'تأكيد عنوان بريدك الإلكتروني',
    verifyBody:
      'شكرًا لانضمامك إلى AfriBridge Trade. يرجى تأكيد عنوان بريدك الإلكتروني عبر الرابط أدناه. الرابط صالح لمدة {hours} ساعة.',
    verifyAction: 'تأكيد بريدي الإلكتروني',
    resetSubject: 'إعادة تعيين كلمة المرور',
    resetBody:
      'تلقينا طلبًا لإعادة تعيين كلمة المرور الخاصة بك. استخدم الرابط أدناه خلال {minutes} دقيقة. يعمل الرابط مرة واحدة فقط.',
    resetAction: 'تعيين كلمة مرور جديدة',
    contactAckSubject: 'تلقينا رسالتك ({reference})',
    contactAckBody: 'شكرًا لتواصلك مع الدعم بخصوص "{subject}". رقمك المرجعي هو {reference}. سنرد خلال {hours} ساعة.',
    notificationAction: 'فتح AfriBridge Trade',
    kinds: {
      welcome: {
        subject: 'مرحبًا بك في AfriBridge Trade',
        body: 'تم تأكيد بريدك الإلكتروني. يمكنك الآن تسجيل الدخول وبدء التجارة.',
      },
      'security.password_changed': {
        subject: 'تم تغيير كلمة المرور',
        body: 'تم للتو تغيير كلمة مرور حسابك. إذا لم تكن أنت، فأعد تعيينها فورًا وتواصل مع الدعم.',
      },
      'security.two_factor_enabled': {
        subject: 'تم تفعيل المصادقة الثنائية',
        body: 'تم تفعيل المصادقة الثنائية لحسابك.',
      },
      'security.two_factor_disabled': {
        subject: 'تم إيقاف المصادقة الثنائية',
        body: 'تم إيقاف المصادقة الثنائية لحسابك. إذا لم تكن أنت، تواصل مع الدعم فورًا.',
      },
      'support.ticket_created': { subject: 'تم إنشاء طلب دعم', body: 'تم تسجيل طلبك. سنرد عبر البريد الإلكتروني.' },
      'order.placed': {
        subject: 'تم تأكيد الطلب: {orderRef}',
        body: 'تم تأكيد طلبك {orderRef}. المبلغ المدفوع: {total}. يُحتفظ بدفعتك في حساب الضمان ولا تُسلَّم للبائع إلا بعد تأكيدك الاستلام.',
      },
      'order.received': {
        subject: 'طلب جديد {orderRef}',
        body: 'لديك طلب جديد {orderRef} بقيمة {amount}. يرجى قبوله وتجهيز الشحنة ضمن مدة التوريد.',
      },
      'order.cancelled': {
        subject: 'تم إلغاء الطلب {orderRef}',
        body: 'تم إلغاء جزء الطلب {orderRef} من {vendorName} واسترداد {amount} للمشتري.',
      },
      'escrow.released': {
        subject: 'تم الإفراج عن أموال الطلب {orderRef}',
        body: 'تم الإفراج عن {amount} للطلب {orderRef} إلى رصيدك المتاح.',
      },
      'order.quote_ready': {
        subject: 'عرض السعر {reference} جاهز',
        body: 'المبلغ المطلوب بالتحويل البنكي: {total}. نزّل الفاتورة المبدئية مع بياناتنا البنكية من لوحة التحكم. تبقى دفعتك في حساب الضمان حتى تأكيد الاستلام.',
      },
      'order.proforma_issued': {
        subject: 'الفاتورة المبدئية {reference}: ادفع {total} بتحويل بنكي',
        body: 'بضائعك محجوزة حتى {expires}. حوّل {total} إلى الحساب البنكي المذكور في الفاتورة المبدئية المرفقة مع ذكر المرجع {reference}. تبقى دفعتك في حساب الضمان حتى تأكيد الاستلام.',
      },
      'order.proforma_expired': {
        subject: 'انتهت صلاحية الفاتورة المبدئية {reference}',
        body: 'لم يصلنا تحويلك للمرجع {reference} في الوقت المحدد، فأُفرج عن البضائع المحجوزة. إن كنت لا تزال تريدها فأعد الطلب. وإن كنت قد دفعت بالفعل فتواصل مع الدعم وأرسل مرجعك البنكي.',
      },
      'admin.quote_requested': {
        subject: 'طلب عرض سعر جديد {reference}',
        body: 'طلب مشترٍ عرض سعر بقيمة {amount}. حدّد الرسوم من لوحة الإدارة.',
      },
      'shipment.label_created': {
        subject: 'جارٍ شحن طلبك {orderRef}',
        body: 'حجز {vendorName} شحنة مع {carrier} لطلبك {orderRef}. رقم التتبع: {trackingNumber}.',
      },
      'shipment.in_transit': {
        subject: 'الطلب {orderRef} في الطريق',
        body: 'طلبك {orderRef} في الطريق مع {carrier} (رقم التتبع {trackingNumber}).',
      },
      'order.delivered': {
        subject: 'تم تسليم الطلب {orderRef}',
        body: 'تم تسليم طلبك {orderRef} من {vendorName}. افحص البضاعة خلال {days} أيام: أكّد الاستلام لصرف المبلغ للبائع، أو افتح نزاعًا.',
      },
      'vendor.application_submitted': {
        subject: 'تلقينا طلبك لتصبح بائعًا',
        body: 'شكرًا لتقديم طلب {businessName}. أصبح لديك الآن وصول البائع ويمكنك التبديل بين دوري المشتري والبائع من الإعدادات. نراجع الطلبات خلال 48 ساعة.',
      },
      'admin.verification_submitted': {
        subject: 'طلب توثيق جديد: {businessName}',
        body: 'قدّم {businessName} طلب توثيق النشاط التجاري. راجعه في لوحة الإدارة.',
      },
      'vendor.verification_approved': {
        subject: 'تم توثيق نشاطك التجاري',
        body: 'تهانينا: تم توثيق {businessName}. تظهر شارة "موثّق" الآن على منتجاتك.',
      },
      'vendor.verification_rejected': {
        subject: 'لم تتم الموافقة على التوثيق',
        body: 'لم نتمكن من توثيق {businessName}: {reason}. يمكنك تصحيح بياناتك والتقديم مجددًا.',
      },
      'vendor.verification_info_requested': {
        subject: 'نحتاج إلى معلومات إضافية لتوثيق نشاطك',
        body: 'لتوثيق {businessName} نحتاج إلى: {reason}. يرجى تحديث طلبك.',
      },
      'message.new': {
        subject: 'رسالة جديدة من {senderName}',
        body: 'كتب {senderName} بخصوص {productName}: «{preview}». يمكنك الرد من صفحة الرسائل.',
      },
      'message.inquiry': {
        subject: 'استفسار جديد عن {productName}',
        body: 'يستفسر {buyerName} عن {quantity} من {productName}. أجب عن الاستفسار أو أرسل عرض سعر من تبويب الاستفسارات.',
      },
      'offer.received': {
        subject: 'وصلك عرض سعر لـ {productName}',
        body: 'يعرض المورّد {total} مقابل {quantity} من {productName}، صالحًا حتى {validUntil}. اقبله للشراء بهذا السعر.',
      },
      'offer.accepted': {
        subject: 'تم قبول عرض السعر الخاص بك لـ {productName}',
        body: 'قبل المشتري عرضك البالغ {total} لـ {productName}. سيتبع الطلب بعد الدفع.',
      },
      'dispute.opened': {
        subject: 'تم فتح نزاع على الطلب {orderRef}',
        body: 'تم فتح نزاع على الطلب {orderRef} ({vendorName}). أمام البائع حتى {dueAt} لقبوله أو عرض استرداد جزئي أو الاعتراض عليه. يبقى المبلغ مجمّدًا في حساب الضمان حتى حل النزاع.',
      },
      'dispute.offer_made': {
        subject: 'عرض استرداد على الطلب {orderRef}',
        body: 'عرض {vendorName} استردادًا جزئيًا بقيمة {amount} للطلب {orderRef}. يمكن للمشتري قبول العرض أو رفضه حتى {dueAt}؛ ويُحال العرض المرفوض إلى وساطة AfriBridge Trade.',
      },
      'dispute.escalated': {
        subject: 'إحالة نزاع الطلب {orderRef} إلى الوساطة',
        body: 'أصبح النزاع على الطلب {orderRef} لدى وسيط من AfriBridge Trade سيراجع الرسائل والأدلة ثم يقرر. لا يزال بإمكانك إضافة رسائل وأدلة.',
      },
      'dispute.resolved': {
        subject: 'تم حل نزاع الطلب {orderRef}',
        body: 'تم حل النزاع على الطلب {orderRef}. المبلغ المسترد للمشتري: {refund}. المبلغ المصروف للبائع: {released}.',
      },
      'dispute.message': {
        subject: 'رسالة جديدة في نزاع الطلب {orderRef}',
        body: 'توجد رسالة جديدة في النزاع على الطلب {orderRef}. افتح النزاع لقراءتها والرد عليها.',
      },
      'admin.dispute_escalated': {
        subject: 'النزاع {orderRef} يحتاج إلى وسيط',
        body: 'تمت إحالة النزاع على الطلب {orderRef}. راجعه في تبويب النزاعات في لوحة الإدارة.',
      },
      'review.received': {
        subject: 'تقييم جديد: {rating}/5 لـ {subject}',
        body: 'قيّم {authorName} الطلب {orderRef}: {rating} من 5 نجوم ({count} تقييم). يمكنك الرد مرة واحدة على كل تقييم.',
      },
      'review.replied': { subject: 'ردّ {vendorName} على تقييمك', body: 'ردّ {vendorName} على تقييمك لـ {subject}.' },
    },
  },
};

function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function layout(
  lang: Language,
  paragraphs: string[],
  action?: { label: string; url: string },
): { text: string; html: string } {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">${body}${button}</body></html>`;
  return { text, html };
}

export function renderVerifyEmail(lang: Language, name: string, url: string, hours: number): RenderedMail {
  const s = MAIL_STRINGS[lang];
  return {
    subject: s.verifySubject,
    ...layout(lang, [fill(s.greeting, { name }), fill(s.verifyBody, { hours }), s.ignore, s.signoff], {
      label: s.verifyAction,
      url,
    }),
  };
}

export function renderPasswordReset(lang: Language, name: string, url: string, minutes: number): RenderedMail {
  const s = MAIL_STRINGS[lang];
  return {
    subject: s.resetSubject,
    ...layout(lang, [fill(s.greeting, { name }), fill(s.resetBody, { minutes }), s.ignore, s.signoff], {
      label: s.resetAction,
      url,
    }),
  };
}

export function renderContactAck(
  lang: Language,
  name: string,
  reference: string,
  subject: string,
  hours: number,
): RenderedMail {
  const s = MAIL_STRINGS[lang];
  return {
    subject: fill(s.contactAckSubject, { reference }),
    ...layout(lang, [fill(s.greeting, { name }), fill(s.contactAckBody, { reference, subject, hours }), s.signoff]),
  };
}

export function renderNotification(
  lang: Language,
  kind: NotificationMailKind,
  name: string,
  url: string,
  data: Record<string, unknown> = {},
): RenderedMail {
  const s = MAIL_STRINGS[lang];
  const k = s.kinds[kind];
  const vars = Object.fromEntries(
    Object.entries(data).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
  ) as Record<string, string | number>;
  return {
    subject: fill(k.subject, vars),
    ...layout(lang, [fill(s.greeting, { name }), fill(k.body, vars), s.signoff], { label: s.notificationAction, url }),
  };
}

export function isNotificationMailKind(kind: string): kind is NotificationMailKind {
  return (NOTIFICATION_MAIL_KINDS as readonly string[]).includes(kind);
}
