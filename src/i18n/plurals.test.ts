import { describe, expect, it } from 'vitest';
import { CHUNKS, type Language } from '../registry';
import type { Count } from './format';
import { createFormat } from './format';

/**
 * The counts a buyer meets ("Only 21 left", "Maximum 22 tickets per order") in each language
 * added with its plural rules, word for word, at the numbers where the forms of one language
 * or another part ways: 0, 1, 2, 5, 11, 21, 22, 101 and a million. `#` stands for the number
 * as the widget writes it. (catalogues.test.ts checks every language's categories in general;
 * this one says what each form reads.)
 */
const AT = [0, 1, 2, 5, 11, 21, 22, 101, 1_000_000] as const;

/** What `tiers.left` ("Only N left") and `tiers.limit.order_limit` read at each of `AT`. */
interface Expected {
  left: readonly string[];
  orderLimit: readonly string[];
}

/** The same text at every number: a language whose words do not change with the count. */
const same = (text: string) => AT.map(() => text);

const EXPECTED: Partial<Record<Language, Expected>> = {
  ca: {
    left: [
      'Només en queden #',
      'Només en queda #',
      'Només en queden #',
      'Només en queden #',
      'Només en queden #',
      'Només en queden #',
      'Només en queden #',
      'Només en queden #',
      'Només en queden #',
    ],
    orderLimit: [
      'Màxim # entrades per comanda',
      'Màxim # entrada per comanda',
      'Màxim # entrades per comanda',
      'Màxim # entrades per comanda',
      'Màxim # entrades per comanda',
      'Màxim # entrades per comanda',
      'Màxim # entrades per comanda',
      'Màxim # entrades per comanda',
      'Màxim # d’entrades per comanda',
    ],
  },
  el: {
    left: [
      'Απομένουν μόνο # εισιτήρια',
      'Απομένει μόνο # εισιτήριο',
      'Απομένουν μόνο # εισιτήρια',
      'Απομένουν μόνο # εισιτήρια',
      'Απομένουν μόνο # εισιτήρια',
      'Απομένουν μόνο # εισιτήρια',
      'Απομένουν μόνο # εισιτήρια',
      'Απομένουν μόνο # εισιτήρια',
      'Απομένουν μόνο # εισιτήρια',
    ],
    orderLimit: [
      'Έως # εισιτήρια ανά παραγγελία',
      'Έως # εισιτήριο ανά παραγγελία',
      'Έως # εισιτήρια ανά παραγγελία',
      'Έως # εισιτήρια ανά παραγγελία',
      'Έως # εισιτήρια ανά παραγγελία',
      'Έως # εισιτήρια ανά παραγγελία',
      'Έως # εισιτήρια ανά παραγγελία',
      'Έως # εισιτήρια ανά παραγγελία',
      'Έως # εισιτήρια ανά παραγγελία',
    ],
  },
  eu: {
    // The noun stays bare after a number; the verb agrees.
    left: [
      '# sarrera baino ez dira geratzen',
      '# sarrera baino ez da geratzen',
      '# sarrera baino ez dira geratzen',
      '# sarrera baino ez dira geratzen',
      '# sarrera baino ez dira geratzen',
      '# sarrera baino ez dira geratzen',
      '# sarrera baino ez dira geratzen',
      '# sarrera baino ez dira geratzen',
      '# sarrera baino ez dira geratzen',
    ],
    orderLimit: same('Gehienez # sarrera eskaera bakoitzeko'),
  },
  fi: {
    left: [
      'Vain # lippua jäljellä',
      'Vain # lippu jäljellä',
      'Vain # lippua jäljellä',
      'Vain # lippua jäljellä',
      'Vain # lippua jäljellä',
      'Vain # lippua jäljellä',
      'Vain # lippua jäljellä',
      'Vain # lippua jäljellä',
      'Vain # lippua jäljellä',
    ],
    orderLimit: [
      'Enintään # lippua tilausta kohden',
      'Enintään # lippu tilausta kohden',
      'Enintään # lippua tilausta kohden',
      'Enintään # lippua tilausta kohden',
      'Enintään # lippua tilausta kohden',
      'Enintään # lippua tilausta kohden',
      'Enintään # lippua tilausta kohden',
      'Enintään # lippua tilausta kohden',
      'Enintään # lippua tilausta kohden',
    ],
  },
  gl: {
    left: [
      'Só quedan #',
      'Só queda #',
      'Só quedan #',
      'Só quedan #',
      'Só quedan #',
      'Só quedan #',
      'Só quedan #',
      'Só quedan #',
      'Só quedan #',
    ],
    orderLimit: [
      'Máximo # entradas por pedido',
      'Máximo # entrada por pedido',
      'Máximo # entradas por pedido',
      'Máximo # entradas por pedido',
      'Máximo # entradas por pedido',
      'Máximo # entradas por pedido',
      'Máximo # entradas por pedido',
      'Máximo # entradas por pedido',
      'Máximo # entradas por pedido',
    ],
  },
  hr: {
    // 1, 21, 101 singular; 2–4, 22–24 plural; 0, 5–20 and a million the genitive plural.
    left: [
      'Preostalo je još samo # ulaznica',
      'Preostala je još samo # ulaznica',
      'Preostale su još samo # ulaznice',
      'Preostalo je još samo # ulaznica',
      'Preostalo je još samo # ulaznica',
      'Preostala je još samo # ulaznica',
      'Preostale su još samo # ulaznice',
      'Preostala je još samo # ulaznica',
      'Preostalo je još samo # ulaznica',
    ],
    orderLimit: [
      'Najviše # ulaznica po narudžbi',
      'Najviše # ulaznica po narudžbi',
      'Najviše # ulaznice po narudžbi',
      'Najviše # ulaznica po narudžbi',
      'Najviše # ulaznica po narudžbi',
      'Najviše # ulaznica po narudžbi',
      'Najviše # ulaznice po narudžbi',
      'Najviše # ulaznica po narudžbi',
      'Najviše # ulaznica po narudžbi',
    ],
  },
  id: {
    left: same('Tersisa # tiket lagi'),
    orderLimit: same('Maksimal # tiket per pesanan'),
  },
  ko: {
    left: same('잔여 #매'),
    orderLimit: same('주문당 최대 #매'),
  },
  lv: {
    // 1, 21, 101 «biļete»; 0, 11 and a million «biļešu»; 2, 5, 22 «biļetes».
    left: [
      'Vēl ir tikai # biļešu',
      'Vēl ir tikai # biļete',
      'Vēl ir tikai # biļetes',
      'Vēl ir tikai # biļetes',
      'Vēl ir tikai # biļešu',
      'Vēl ir tikai # biļete',
      'Vēl ir tikai # biļetes',
      'Vēl ir tikai # biļete',
      'Vēl ir tikai # biļešu',
    ],
    orderLimit: [
      'Vienā pasūtījumā ne vairāk kā # biļešu',
      'Vienā pasūtījumā ne vairāk kā # biļete',
      'Vienā pasūtījumā ne vairāk kā # biļetes',
      'Vienā pasūtījumā ne vairāk kā # biļetes',
      'Vienā pasūtījumā ne vairāk kā # biļešu',
      'Vienā pasūtījumā ne vairāk kā # biļete',
      'Vienā pasūtījumā ne vairāk kā # biļetes',
      'Vienā pasūtījumā ne vairāk kā # biļete',
      'Vienā pasūtījumā ne vairāk kā # biļešu',
    ],
  },
  nb: {
    left: [
      'Bare # billetter igjen',
      'Bare # billett igjen',
      'Bare # billetter igjen',
      'Bare # billetter igjen',
      'Bare # billetter igjen',
      'Bare # billetter igjen',
      'Bare # billetter igjen',
      'Bare # billetter igjen',
      'Bare # billetter igjen',
    ],
    orderLimit: [
      'Maks # billetter per bestilling',
      'Maks # billett per bestilling',
      'Maks # billetter per bestilling',
      'Maks # billetter per bestilling',
      'Maks # billetter per bestilling',
      'Maks # billetter per bestilling',
      'Maks # billetter per bestilling',
      'Maks # billetter per bestilling',
      'Maks # billetter per bestilling',
    ],
  },
  'pt-PT': {
    // Unlike Brazil, 0 takes the plural; a million takes «de».
    left: [
      'Restam apenas # bilhetes',
      'Resta apenas # bilhete',
      'Restam apenas # bilhetes',
      'Restam apenas # bilhetes',
      'Restam apenas # bilhetes',
      'Restam apenas # bilhetes',
      'Restam apenas # bilhetes',
      'Restam apenas # bilhetes',
      'Restam apenas # de bilhetes',
    ],
    orderLimit: [
      'Máximo de # bilhetes por encomenda',
      'Máximo de # bilhete por encomenda',
      'Máximo de # bilhetes por encomenda',
      'Máximo de # bilhetes por encomenda',
      'Máximo de # bilhetes por encomenda',
      'Máximo de # bilhetes por encomenda',
      'Máximo de # bilhetes por encomenda',
      'Máximo de # bilhetes por encomenda',
      'Máximo de # de bilhetes por encomenda',
    ],
  },
  ro: {
    // 1 singular; 0, 2–19 and 101 plural; 20 and up (21, 22, a million) «de».
    left: [
      'Au mai rămas doar # bilete',
      'A mai rămas doar # bilet',
      'Au mai rămas doar # bilete',
      'Au mai rămas doar # bilete',
      'Au mai rămas doar # bilete',
      'Au mai rămas doar # de bilete',
      'Au mai rămas doar # de bilete',
      'Au mai rămas doar # bilete',
      'Au mai rămas doar # de bilete',
    ],
    orderLimit: [
      'Maximum # bilete pe comandă',
      'Maximum # bilet pe comandă',
      'Maximum # bilete pe comandă',
      'Maximum # bilete pe comandă',
      'Maximum # bilete pe comandă',
      'Maximum # de bilete pe comandă',
      'Maximum # de bilete pe comandă',
      'Maximum # bilete pe comandă',
      'Maximum # de bilete pe comandă',
    ],
  },
  ru: {
    // 1, 21, 101 «билет»; 2, 22 «билета»; 0, 5, 11 and a million «билетов».
    left: [
      'Осталось всего # билетов',
      'Остался всего # билет',
      'Осталось всего # билета',
      'Осталось всего # билетов',
      'Осталось всего # билетов',
      'Остался всего # билет',
      'Осталось всего # билета',
      'Остался всего # билет',
      'Осталось всего # билетов',
    ],
    orderLimit: [
      'Максимум # билетов в заказе',
      'Максимум # билет в заказе',
      'Максимум # билета в заказе',
      'Максимум # билетов в заказе',
      'Максимум # билетов в заказе',
      'Максимум # билет в заказе',
      'Максимум # билета в заказе',
      'Максимум # билет в заказе',
      'Максимум # билетов в заказе',
    ],
  },
  sk: {
    // 1 singular; 2–4 plural; 0 and 5 and up (21, 22 too) the genitive plural.
    left: [
      'Zostáva už len # vstupeniek',
      'Zostáva už len # vstupenka',
      'Zostávajú už len # vstupenky',
      'Zostáva už len # vstupeniek',
      'Zostáva už len # vstupeniek',
      'Zostáva už len # vstupeniek',
      'Zostáva už len # vstupeniek',
      'Zostáva už len # vstupeniek',
      'Zostáva už len # vstupeniek',
    ],
    orderLimit: [
      'Najviac # vstupeniek na objednávku',
      'Najviac # vstupenka na objednávku',
      'Najviac # vstupenky na objednávku',
      'Najviac # vstupeniek na objednávku',
      'Najviac # vstupeniek na objednávku',
      'Najviac # vstupeniek na objednávku',
      'Najviac # vstupeniek na objednávku',
      'Najviac # vstupeniek na objednávku',
      'Najviac # vstupeniek na objednávku',
    ],
  },
  tr: {
    left: same('Yalnızca # bilet kaldı'),
    orderLimit: same('Sipariş başına en fazla # bilet'),
  },
  uk: {
    // 1, 21, 101 «квиток»; 2, 22 «квитки»; 0, 5, 11 and a million «квитків».
    left: [
      'Залишилося лише # квитків',
      'Залишився лише # квиток',
      'Залишилося лише # квитки',
      'Залишилося лише # квитків',
      'Залишилося лише # квитків',
      'Залишився лише # квиток',
      'Залишилося лише # квитки',
      'Залишився лише # квиток',
      'Залишилося лише # квитків',
    ],
    orderLimit: [
      'Максимум # квитків в одному замовленні',
      'Максимум # квиток в одному замовленні',
      'Максимум # квитки в одному замовленні',
      'Максимум # квитків в одному замовленні',
      'Максимум # квитків в одному замовленні',
      'Максимум # квиток в одному замовленні',
      'Максимум # квитки в одному замовленні',
      'Максимум # квиток в одному замовленні',
      'Максимум # квитків в одному замовленні',
    ],
  },
  'zh-Hans': {
    left: same('仅剩#张'),
    orderLimit: same('每笔订单最多#张'),
  },
  'zh-Hant': {
    left: same('僅剩#張'),
    orderLimit: same('每筆訂單最多#張'),
  },
};

const LANGS = Object.keys(EXPECTED) as Language[];

/** `tiers.left` and `tiers.limit.order_limit` of `lang`, loaded as the widget loads them. */
async function countMessages(lang: Language) {
  const { tiers } = (await CHUNKS[lang]()).messages;
  return { left: tiers.left, orderLimit: tiers.limit.order_limit };
}

describe('what each count reads, word for word', () => {
  it.each(LANGS)(
    '%s: "only N left" and "N tickets per order" at 0, 1, 2, 5, 11, 21, 22, 101, a million',
    async (lang) => {
      const messages = await countMessages(lang);
      const { count } = createFormat(lang);
      const expected = EXPECTED[lang] as Expected;
      for (const key of ['left', 'orderLimit'] as const) {
        const read = AT.map((n) => {
          const c: Count = count(n);
          return messages[key](c).replace(c.text, '#');
        });
        expect(read, `${lang} ${key}`).toEqual(expected[key]);
      }
    },
  );

  it('covers every language whose words change with the count, and those whose words do not', () => {
    expect(LANGS.sort()).toEqual(
      [
        'ca',
        'el',
        'eu',
        'fi',
        'gl',
        'hr',
        'id',
        'ko',
        'lv',
        'nb',
        'pt-PT',
        'ro',
        'ru',
        'sk',
        'tr',
        'uk',
        'zh-Hans',
        'zh-Hant',
      ].sort(),
    );
  });
});
