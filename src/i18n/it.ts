/**
 * Italian, first-render half (the purchase half is `it-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Buyers are addressed with «tu», as Italian ticket shops do.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('it');
/** The Italian form of `n`: `one`, `many` (millions: «1.000.000 di biglietti»), else `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `it-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Italian UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Caricamento dei biglietti…',
  event: {
    more: 'Altro',
    posterAlt: (title) => `Locandina di ${title}`,
    organizer: (name) => `Organizzato da ${name}`,
    ageRestriction: (age) => `Limite di età: ${age}`,
    addToCalendar: 'Aggiungi al calendario',
    calendarFile: 'File di calendario (.ics)',
    map: 'Mappa',
    newTab: '(si apre in una nuova scheda)',
  },
  sale: {
    cancelled: 'Questo evento è stato annullato.',
    sold_out: 'I biglietti per questo evento sono esauriti.',
    sales_ended: 'La vendita dei biglietti per questo evento è terminata.',
    scheduled: 'I biglietti non sono ancora in vendita. Torna a trovarci presto.',
    unknown_status: 'Al momento non è possibile acquistare qui i biglietti per questo evento.',
    reserved_seating:
      'Questo evento prevede posti numerati: scegli i tuoi posti sul sito dell’organizzatore.',
    unknown_seating: 'I biglietti per questo evento sono in vendita sul sito dell’organizzatore.',
    payments_disabled: 'Al momento i biglietti a pagamento non sono disponibili qui.',
    no_tiers: 'Qui non sono offerti biglietti per questo evento.',
    buyElsewhere: 'Acquista sul sito dell’organizzatore',
  },
  tiers: {
    heading: 'Biglietti',
    free: 'Gratis',
    left: (n) => forms(n, { one: `Ne resta solo ${n}`, other: `Ne restano solo ${n}` }),
    soldOut: 'Esaurito',
    remove: (tier) => `${tier}: togli un biglietto`,
    add: (tier) => `${tier}: aggiungi un biglietto`,
    quantity: (tier) => `${tier}: quantità`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: esaurito, rimosso dal carrello.`
        : `${tier}: quantità ridotta da ${from} a ${to}.`,
    limit: {
      sold_out: 'Esaurito',
      tier_limit: (n) => forms(n, { one: `Solo ${n} disponibile`, other: `Solo ${n} disponibili` }),
      order_limit: (max) =>
        forms(max, {
          one: `Massimo ${max} biglietto per ordine`,
          many: `Massimo ${max} di biglietti per ordine`,
          other: `Massimo ${max} biglietti per ordine`,
        }),
      event_limit: 'Non ci sono più biglietti per questo evento',
      payments_disabled: 'Non acquistabile online',
    },
  },
  errors: {
    network: 'Impossibile raggiungere la biglietteria. Controlla la connessione e riprova.',
    invalid_response: 'La biglietteria ha inviato una risposta illeggibile. Riprova più tardi.',
    invalid_payment_url:
      'L’indirizzo della pagina di pagamento non sembrava corretto, quindi non l’abbiamo aperto. Riprova.',
    unauthorized: 'Questa biglietteria non è configurata correttamente.',
    forbidden: 'I biglietti per questo evento non possono essere venduti su questo sito.',
    not_found: 'Non abbiamo trovato questo evento.',
    invalid_request: 'Alcuni dati devono essere corretti.',
    idempotency_key_required: 'Si è verificato un problema all’avvio dell’acquisto. Riprova.',
    basket_limit: 'Troppi biglietti per un solo ordine. Scegline di meno.',
    inventory_changed:
      'Alcuni biglietti sono andati esauriti mentre sceglievi. Abbiamo aggiornato il carrello: controllalo e riprova.',
    idempotency_conflict: 'Il tuo ordine è cambiato durante l’invio. Riprova.',
    request_in_progress: 'Il tuo ordine è ancora in elaborazione. Attendi un momento.',
    rate_limited: 'Troppe richieste in questo momento. Attendi qualche secondo e riprova.',
    unavailable: 'La biglietteria è temporaneamente non disponibile. Riprova tra poco.',
    empty_basket: 'Scegli almeno un biglietto.',
    config: 'Questo widget per i biglietti non è configurato correttamente.',
    unknown: 'Si è verificato un errore. Riprova.',
    retry: 'Riprova',
  },
  list: {
    heading: 'Prossimi eventi',
    from: (price) => `da ${price}`,
    free: 'Gratis',
    more: 'Mostra altri eventi',
    loadingMore: 'Caricamento di altri eventi…',
    back: 'Tutti gli eventi',
    empty: 'Al momento non ci sono eventi in vendita.',
    status: {
      sold_out: 'Esaurito',
      cancelled: 'Annullato',
      sales_ended: 'Vendite chiuse',
      scheduled: 'Presto in vendita',
      unknown: 'Non in vendita',
      on_sale: 'In vendita',
      few_left: 'Ultimi posti',
    },
  },
  calendar: {
    previousMonth: 'Mese precedente',
    nextMonth: 'Mese successivo',
    previousWeek: 'Settimana precedente',
    nextWeek: 'Settimana successiva',
    nextMonthWithEvents: 'Prossimo mese con eventi',
    nextWeekWithEvents: 'Prossima settimana con eventi',
    emptyMonth: (month) => `Nessun evento a ${month}.`,
    emptyWeek: 'Nessun evento questa settimana.',
    noLater: 'Nessun altro evento dopo questi.',
    events: (n) => forms(n, { one: `${n} evento`, other: `${n} eventi` }),
    noEvents: 'Nessun evento in questo giorno.',
  },
  buy: {
    label: 'Acquista biglietti',
    from: (price) => `da ${price}`,
  },
  embed: {
    frameCheckout: 'Acquisto biglietti',
    frameList: 'Vendita biglietti',
    close: 'Chiudi',
    fallback: 'Biglietti sul sito dell’organizzatore',
    problem: (attribute) =>
      `Impossibile mostrare i biglietti qui: l’impostazione «${attribute}» del widget dei biglietti va corretta (dettagli nella console del browser).`,
    failed: 'Al momento non è possibile mostrare i biglietti. Ricarica la pagina per riprovare.',
    refused:
      'Non è possibile acquistare biglietti in questa pagina. Acquistali sul sito dell’organizzatore.',
  },
};
