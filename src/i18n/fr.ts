/**
 * French, first-render half (the purchase half is `fr-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Buyers are addressed with « vous ». French spacing: a no-break
 * space (U+00A0) before « : » and inside « », a narrow one (U+202F) before ; ! ?.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('fr');
/** The French form of `n`: `one` (0 and 1), `many` (millions: « 1 000 000 de billets »), else `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `fr-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** French UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Chargement des billets…',
  event: {
    more: 'Plus',
    posterAlt: (title) => `Affiche de ${title}`,
    organizer: (name) => `Organisé par ${name}`,
    ageRestriction: (age) => `Limite d’âge\u00a0: ${age}`,
    addToCalendar: 'Ajouter au calendrier',
    calendarFile: 'Fichier de calendrier (.ics)',
    map: 'Carte',
    newTab: '(s’ouvre dans un nouvel onglet)',
  },
  sale: {
    cancelled: 'Cet événement est annulé.',
    sold_out: 'Cet événement est complet.',
    sales_ended: 'La vente de billets pour cet événement est terminée.',
    scheduled: 'La billetterie n’est pas encore ouverte. Revenez bientôt.',
    unknown_status: 'Les billets de cet événement ne sont pas disponibles ici pour le moment.',
    reserved_seating:
      'Cet événement est en placement numéroté\u00a0: choisissez vos places sur la billetterie de l’organisateur.',
    unknown_seating:
      'Les billets de cet événement sont en vente sur la billetterie de l’organisateur.',
    payments_disabled: 'Les billets payants ne sont pas disponibles ici pour le moment.',
    no_tiers: 'Aucun billet pour cet événement n’est proposé ici.',
    buyElsewhere: 'Acheter chez l’organisateur',
  },
  tiers: {
    heading: 'Billets',
    free: 'Gratuit',
    left: (n) =>
      forms(n, {
        one: `Plus que ${n} billet`,
        many: `Plus que ${n} de billets`,
        other: `Plus que ${n} billets`,
      }),
    soldOut: 'Complet',
    remove: (tier) => `${tier}\u00a0: retirer un billet`,
    add: (tier) => `${tier}\u00a0: ajouter un billet`,
    quantity: (tier) => `${tier}\u00a0: quantité`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}\u00a0: plus aucun billet disponible, retiré de votre panier.`
        : `${tier}\u00a0: quantité réduite de ${from} à ${to}.`,
    limit: {
      sold_out: 'Complet',
      tier_limit: (n) =>
        forms(n, {
          one: `Seulement ${n} billet disponible`,
          many: `Seulement ${n} de billets disponibles`,
          other: `Seulement ${n} billets disponibles`,
        }),
      order_limit: (max) =>
        forms(max, {
          one: `${max} billet maximum par commande`,
          many: `${max} de billets maximum par commande`,
          other: `${max} billets maximum par commande`,
        }),
      event_limit: 'Plus aucun billet disponible pour cet événement',
      payments_disabled: 'Non disponible à l’achat en ligne',
    },
  },
  errors: {
    network: 'Impossible de joindre la billetterie. Vérifiez votre connexion et réessayez.',
    invalid_response:
      'La billetterie a envoyé une réponse illisible. Veuillez réessayer plus tard.',
    invalid_payment_url:
      'L’adresse de la page de paiement semblait incorrecte, nous ne l’avons donc pas ouverte. Veuillez réessayer.',
    unauthorized: 'Cette billetterie n’est pas configurée correctement.',
    forbidden: 'Les billets de cet événement ne peuvent pas être vendus sur ce site.',
    not_found: 'Cet événement est introuvable.',
    invalid_request: 'Certaines informations doivent être corrigées.',
    idempotency_key_required:
      'Un problème est survenu au lancement de votre achat. Veuillez réessayer.',
    basket_limit: 'Trop de billets pour une seule commande. Veuillez en choisir moins.',
    inventory_changed:
      'Certains billets se sont vendus pendant votre sélection. Nous avons mis à jour votre panier\u00a0: vérifiez-le, puis réessayez.',
    idempotency_conflict: 'Votre commande a changé pendant son envoi. Veuillez réessayer.',
    request_in_progress:
      'Votre commande est toujours en cours de traitement. Veuillez patienter un instant.',
    rate_limited: 'Trop de demandes en ce moment. Patientez quelques secondes, puis réessayez.',
    unavailable:
      'La billetterie est momentanément indisponible. Veuillez réessayer dans un instant.',
    empty_basket: 'Choisissez au moins un billet.',
    config: 'Ce module de billetterie n’est pas configuré correctement.',
    unknown: 'Une erreur est survenue. Veuillez réessayer.',
    retry: 'Réessayer',
  },
  list: {
    heading: 'Prochains événements',
    from: (price) => `à partir de ${price}`,
    free: 'Gratuit',
    more: 'Afficher plus d’événements',
    loadingMore: 'Chargement d’autres événements…',
    back: 'Tous les événements',
    empty: 'Aucun événement en vente pour le moment.',
    status: {
      sold_out: 'Complet',
      cancelled: 'Annulé',
      sales_ended: 'Vente terminée',
      scheduled: 'Bientôt en vente',
      unknown: 'Pas en vente',
      on_sale: 'En vente',
      few_left: 'Presque complet',
    },
  },
  calendar: {
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    previousWeek: 'Semaine précédente',
    nextWeek: 'Semaine suivante',
    nextMonthWithEvents: 'Prochain mois avec des événements',
    nextWeekWithEvents: 'Prochaine semaine avec des événements',
    emptyMonth: (month) => `Aucun événement en ${month}.`,
    emptyWeek: 'Aucun événement cette semaine.',
    noLater: 'Aucun événement après ceux-ci.',
    events: (n) => forms(n, { one: `${n} événement`, other: `${n} événements` }),
    noEvents: 'Aucun événement ce jour-là.',
  },
  buy: {
    label: 'Acheter des billets',
    from: (price) => `à partir de ${price}`,
  },
  embed: {
    frameCheckout: 'Achat de billets',
    frameList: 'Billetterie',
    close: 'Fermer',
    fallback: 'Billets sur le site de l’organisateur',
    problem: (attribute) =>
      `Impossible d’afficher les billets ici\u00a0: le réglage «\u00a0${attribute}\u00a0» du module de billetterie doit être corrigé (détails dans la console du navigateur).`,
    failed:
      'Impossible d’afficher les billets pour le moment. Veuillez recharger la page pour réessayer.',
    refused:
      'Les billets ne peuvent pas être achetés sur cette page. Veuillez les acheter sur le site de l’organisateur.',
  },
};
