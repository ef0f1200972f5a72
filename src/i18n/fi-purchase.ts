/** Finnish, purchase half: the form, promo code, summary, submit button and outcome (see `fi.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('fi');
/** Picks the Finnish form of `n`: `one` (1), else `other` (the partitive). */
const pick = (n: Count, one: string, other: string) =>
  plural.select(n.value) === 'one' ? one : other;

/** Finnish UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Alennuskoodi',
    apply: 'Käytä',
    checking: 'Tarkistetaan koodia…',
    applied: (code) => `Koodi ${code} on käytössä.`,
    invalid: 'Koodi ei ole voimassa.',
    expired: 'Koodi on vanhentunut.',
    unknown: 'Koodia ei voitu käyttää.',
  },
  summary: {
    heading: 'Tilauksen yhteenveto',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Välisumma',
    discount: 'Alennus',
    fees: 'Palvelumaksut',
    total: 'Yhteensä',
    estimatedTotal: 'Arvioitu summa',
    estimate:
      'Hintaa ei voitu vahvistaa juuri nyt. Arvio perustuu listahintoihin; lopullinen hinta vahvistetaan maksun yhteydessä.',
    updating: 'Päivitetään hintaa…',
    priceChanged: (name, was, now) => `Hinta päivittyi (${name}): ennen ${was}, nyt ${now}.`,
  },
  form: {
    heading: 'Tietosi',
    name: 'Nimi',
    email: 'Sähköposti',
    phone: 'Puhelin',
    optional: '(valinnainen)',
    required: '(pakollinen)',
    phoneHint: 'Maatunnuksen kanssa, esim. +358 40 123 4567',
    questions: 'Järjestäjän kysymyksiä',
    errorSummary: (n) => pick(n, `Korjaa ${n} kenttä:`, `Korjaa ${n} kenttää:`),
    errors: {
      required: 'Täytä tämä kenttä.',
      email_invalid: 'Anna sähköpostiosoite muodossa nimi@example.com.',
      phone_invalid: 'Anna puhelinnumero maatunnuksen kanssa, esim. +358 40 123 4567.',
      invalid: 'Tarkista tämä kenttä.',
    },
  },
  submit: {
    pay: (amount) => `Maksa ${amount}`,
    free: 'Tilaa maksuttomat liput',
    busy: 'Käsitellään…',
    empty: 'Valitse liput',
  },
  checkout: {
    paidTitle: 'Maksu vastaanotettu – nähdään paikan päällä!',
    completedTitle: 'Nähdään paikan päällä!',
    bought: 'Lippusi',
    order: (id) => `Tilausnumero: ${id}`,
    total: (amount) => `Yhteensä: ${amount}`,
    emailSent: (email) => `Vahvistus lähetetään osoitteeseen ${email}.`,
    emailSentNoAddress: 'Vahvistus lähetetään sähköpostitse.',
    failedTitle: 'Maksu epäonnistui',
    failed: 'Maksu ei mennyt läpi, eikä sinulta veloitettu mitään. Liput ovat yhä ostoskorissasi.',
    canceledTitle: 'Maksu peruttu',
    canceled: 'Maksu peruttiin. Liput ovat yhä ostoskorissasi.',
    expiredTitle: 'Ostoaika päättyi',
    expired: 'Ostaminen kesti liian kauan, ja ostoaika päättyi. Liput ovat yhä ostoskorissasi.',
    processingTitle: 'Maksu on yhä käsittelyssä',
    processing:
      'Maksuasi vahvistetaan vielä. Sinun ei tarvitse tehdä muuta: lähetämme sähköpostia heti, kun maksu on mennyt läpi.',
    checking: 'Tarkistetaan maksua…',
    popupBlocked: 'Selain esti maksuikkunan.',
    continuePayment: 'Jatka maksamaan',
    tryAgain: 'Yritä uudelleen',
  },
};
