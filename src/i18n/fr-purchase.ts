/** French, purchase half: the form, promo code, summary, submit button and outcome (see `fr.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('fr');
/** The French form of `n`: `one` (0 and 1), `many` (millions), else `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** French UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Code promo',
    apply: 'Appliquer',
    checking: 'Vérification du code…',
    applied: (code) => `Code ${code} appliqué.`,
    invalid: 'Ce code n’est pas valide.',
    expired: 'Ce code a expiré.',
    unknown: 'Impossible d’appliquer ce code.',
  },
  summary: {
    heading: 'Récapitulatif de la commande',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Sous-total',
    discount: 'Réduction',
    fees: 'Frais',
    total: 'Total',
    estimatedTotal: 'Total estimé',
    estimate:
      'Nous n’avons pas pu confirmer le prix pour l’instant. Cette estimation repose sur les prix affichés\u202f; le prix final est confirmé au paiement.',
    updating: 'Mise à jour du prix…',
    priceChanged: (name, was, now) => `Nouveau prix pour ${name}\u00a0: ${now} au lieu de ${was}.`,
  },
  form: {
    heading: 'Vos coordonnées',
    name: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    optional: '(facultatif)',
    required: '(obligatoire)',
    phoneHint: 'Avec l’indicatif du pays, p. ex. +33 1 23 45 67 89',
    questions: 'Quelques questions de l’organisateur',
    errorSummary: (n) =>
      forms(n, {
        one: `Veuillez corriger ${n} champ\u00a0:`,
        many: `Veuillez corriger ${n} de champs\u00a0:`,
        other: `Veuillez corriger ${n} champs\u00a0:`,
      }),
    errors: {
      required: 'Veuillez remplir ce champ.',
      email_invalid: 'Saisissez une adresse e-mail du type nom@example.com.',
      phone_invalid:
        'Saisissez un numéro de téléphone avec l’indicatif du pays, p. ex. +33 1 23 45 67 89.',
      invalid: 'Veuillez vérifier ce champ.',
    },
  },
  submit: {
    pay: (amount) => `Payer ${amount}`,
    free: 'Obtenir mes billets gratuits',
    busy: 'Traitement en cours…',
    empty: 'Choisissez vos billets',
  },
  checkout: {
    paidTitle: 'Paiement reçu, c’est réservé\u202f!',
    completedTitle: 'C’est réservé\u202f!',
    bought: 'Vos billets',
    order: (id) => `Référence de commande\u00a0: ${id}`,
    total: (amount) => `Total\u00a0: ${amount}`,
    emailSent: (email) => `Un e-mail de confirmation va vous être envoyé à ${email}.`,
    emailSentNoAddress: 'Un e-mail de confirmation va vous être envoyé.',
    failedTitle: 'Échec du paiement',
    failed:
      'Votre paiement n’a pas abouti et aucun montant n’a été débité. Vos billets sont toujours dans le panier.',
    canceledTitle: 'Paiement annulé',
    canceled: 'Le paiement a été annulé. Vos billets sont toujours dans le panier.',
    expiredTitle: 'Commande expirée',
    expired:
      'Le délai pour finaliser la commande est dépassé. Vos billets sont toujours dans le panier.',
    processingTitle: 'Paiement en cours de traitement',
    processing:
      'Votre paiement est en cours de confirmation. Vous n’avez rien d’autre à faire\u00a0: nous vous enverrons un e-mail dès qu’il sera validé.',
    checking: 'Vérification de votre paiement…',
    popupBlocked: 'Votre navigateur a bloqué la fenêtre de paiement.',
    continuePayment: 'Passer au paiement',
    tryAgain: 'Réessayer',
  },
};
