/**
 * Croatian, first-render half (the purchase half is `hr-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Buyers are addressed with “Vi” in the plural imperative
 * (Pokušajte ponovno), and buttons take the singular one (Kupi ulaznice, Pokušaj ponovno),
 * as Croatian shops write them; Croatian quotes („…”).
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('hr');
/**
 * The Croatian form of `n`: `one` (1, 21, 31…: „ulaznica”, a singular verb), `few` (2–4,
 * 22–24…: „ulaznice”, a plural verb), `other` (0, 5–20, 25…, fractions: „ulaznica”, the
 * genitive plural, with a neuter verb). `one` and `other` spell the noun alike: the verb
 * tells them apart.
 */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `hr-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Croatian UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Učitavanje ulaznica…',
  event: {
    more: 'Više',
    posterAlt: (title) => `Plakat: ${title}`,
    organizer: (name) => `Organizator: ${name}`,
    ageRestriction: (age) => `Dobna granica: ${age}`,
    addToCalendar: 'Dodaj u kalendar',
    calendarFile: 'Datoteka kalendara (.ics)',
    map: 'Karta',
    newTab: '(otvara se u novoj kartici)',
  },
  sale: {
    cancelled: 'Ovaj je događaj otkazan.',
    sold_out: 'Ulaznice za ovaj događaj su rasprodane.',
    sales_ended: 'Prodaja ulaznica za ovaj događaj je završena.',
    scheduled: 'Ulaznice još nisu u prodaji. Navratite uskoro.',
    unknown_status: 'Ulaznice za ovaj događaj trenutačno se ne mogu kupiti ovdje.',
    reserved_seating:
      'Ovaj događaj ima numerirana mjesta: odaberite svoja mjesta na stranici organizatora.',
    unknown_seating: 'Ulaznice za ovaj događaj prodaju se na stranici organizatora.',
    payments_disabled: 'Ulaznice koje se plaćaju trenutačno nisu dostupne ovdje.',
    no_tiers: 'Ovdje se ne nude ulaznice za ovaj događaj.',
    buyElsewhere: 'Kupi na stranici organizatora',
  },
  tiers: {
    heading: 'Ulaznice',
    free: 'Besplatno',
    left: (n) =>
      forms(n, {
        one: `Preostala je još samo ${n} ulaznica`,
        few: `Preostale su još samo ${n} ulaznice`,
        other: `Preostalo je još samo ${n} ulaznica`,
      }),
    soldOut: 'Rasprodano',
    remove: (tier) => `${tier}: ukloni jednu ulaznicu`,
    add: (tier) => `${tier}: dodaj jednu ulaznicu`,
    quantity: (tier) => `${tier}: količina`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: više nema ulaznica, uklonjeno iz košarice.`
        : `${tier}: količina smanjena s ${from} na ${to}.`,
    limit: {
      sold_out: 'Rasprodano',
      tier_limit: (n) =>
        forms(n, {
          one: `Dostupna je samo ${n} ulaznica`,
          few: `Dostupne su samo ${n} ulaznice`,
          other: `Dostupno je samo ${n} ulaznica`,
        }),
      order_limit: (max) =>
        forms(max, {
          one: `Najviše ${max} ulaznica po narudžbi`,
          few: `Najviše ${max} ulaznice po narudžbi`,
          other: `Najviše ${max} ulaznica po narudžbi`,
        }),
      event_limit: 'Za ovaj događaj više nema ulaznica',
      payments_disabled: 'Nije dostupno uz plaćanje putem interneta',
    },
  },
  errors: {
    network: 'Povezivanje s prodajom ulaznica nije uspjelo. Provjerite vezu i pokušajte ponovno.',
    invalid_response:
      'Prodaja ulaznica poslala je odgovor koji ne možemo pročitati. Pokušajte ponovno kasnije.',
    invalid_payment_url:
      'Adresa stranice za plaćanje izgledala je neispravno pa je nismo otvorili. Pokušajte ponovno.',
    unauthorized: 'Ova prodaja ulaznica nije ispravno postavljena.',
    forbidden: 'Ulaznice za ovaj događaj ne mogu se prodavati na ovoj web-stranici.',
    not_found: 'Nismo pronašli ovaj događaj.',
    invalid_request: 'Neke podatke treba ispraviti.',
    idempotency_key_required: 'Nešto je pošlo po zlu pri pokretanju kupnje. Pokušajte ponovno.',
    basket_limit: 'Previše ulaznica za jednu narudžbu. Odaberite manje.',
    inventory_changed:
      'Neke su se ulaznice rasprodale dok ste birali. Ažurirali smo vašu košaricu: provjerite je i pokušajte ponovno.',
    idempotency_conflict: 'Vaša se narudžba promijenila tijekom slanja. Pokušajte ponovno.',
    request_in_progress: 'Vaša se narudžba još obrađuje. Pričekajte trenutak.',
    rate_limited:
      'Trenutačno ima previše zahtjeva. Pričekajte nekoliko sekundi i pokušajte ponovno.',
    unavailable: 'Prodaja ulaznica privremeno nije dostupna. Pokušajte ponovno za trenutak.',
    empty_basket: 'Odaberite barem jednu ulaznicu.',
    config: 'Ovaj widget za ulaznice nije ispravno postavljen.',
    unknown: 'Nešto je pošlo po zlu. Pokušajte ponovno.',
    retry: 'Pokušaj ponovno',
  },
  list: {
    heading: 'Nadolazeći događaji',
    from: (price) => `od ${price}`,
    free: 'Besplatno',
    more: 'Prikaži još događaja',
    loadingMore: 'Učitavanje još događaja…',
    back: 'Svi događaji',
    empty: 'Trenutačno nema događaja u prodaji.',
    status: {
      sold_out: 'Rasprodano',
      cancelled: 'Otkazano',
      sales_ended: 'Prodaja završena',
      scheduled: 'Uskoro u prodaji',
      unknown: 'Nije u prodaji',
      on_sale: 'U prodaji',
      few_left: 'Još samo nekoliko',
    },
  },
  calendar: {
    previousMonth: 'Prethodni mjesec',
    nextMonth: 'Sljedeći mjesec',
    previousWeek: 'Prethodni tjedan',
    nextWeek: 'Sljedeći tjedan',
    nextMonthWithEvents: 'Sljedeći mjesec s događajima',
    nextWeekWithEvents: 'Sljedeći tjedan s događajima',
    emptyMonth: (month) => `${month}: nema događaja.`,
    emptyWeek: 'Ovaj tjedan nema događaja.',
    noLater: 'Nakon ovih nema više događaja.',
    events: (n) => forms(n, { one: `${n} događaj`, few: `${n} događaja`, other: `${n} događaja` }),
    noEvents: 'Ovaj dan nema događaja.',
  },
  buy: {
    label: 'Kupi ulaznice',
    from: (price) => `od ${price}`,
  },
  embed: {
    frameCheckout: 'Kupnja ulaznica',
    frameList: 'Prodaja ulaznica',
    close: 'Zatvori',
    fallback: 'Ulaznice na stranici organizatora',
    problem: (attribute) =>
      `Ulaznice se ovdje ne mogu prikazati: postavku „${attribute}” widgeta za ulaznice treba ispraviti (pojedinosti su u konzoli preglednika).`,
    failed: 'Ulaznice se trenutačno ne mogu prikazati. Ponovno učitajte stranicu.',
    refused: 'Na ovoj stranici ne mogu se kupiti ulaznice. Kupite ih na stranici organizatora.',
  },
};
