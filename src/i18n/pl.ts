/**
 * Polish, first-render half (the purchase half is `pl-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Instructions use the imperative and possessives a capital
 * “Twój”, as Polish shops do; past tenses avoid the buyer's gender.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('pl');
/**
 * The Polish form of `n`: `one` (1), `few` (2–4, 22–24…: „bilety”), `many` (0, 5–21…:
 * „biletów”), `other` (fractions: „1,5 biletu”).
 */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `pl-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Polish UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Ładowanie biletów…',
  event: {
    more: 'Więcej',
    posterAlt: (title) => `Plakat wydarzenia ${title}`,
    organizer: (name) => `Organizator: ${name}`,
    ageRestriction: (age) => `Ograniczenie wiekowe: ${age}`,
    addToCalendar: 'Dodaj do kalendarza',
    calendarFile: 'Plik kalendarza (.ics)',
    map: 'Mapa',
    newTab: '(otwiera się w nowej karcie)',
  },
  sale: {
    cancelled: 'To wydarzenie zostało odwołane.',
    sold_out: 'Bilety na to wydarzenie zostały wyprzedane.',
    sales_ended: 'Sprzedaż biletów na to wydarzenie została zakończona.',
    scheduled: 'Sprzedaż biletów jeszcze się nie rozpoczęła. Zajrzyj tu wkrótce.',
    unknown_status: 'Biletów na to wydarzenie nie można teraz kupić w tym miejscu.',
    reserved_seating:
      'To wydarzenie ma miejsca numerowane: wybierz miejsca na stronie organizatora.',
    unknown_seating: 'Bilety na to wydarzenie są sprzedawane na stronie organizatora.',
    payments_disabled: 'Płatne bilety nie są tu teraz dostępne.',
    no_tiers: 'Nie oferujemy tutaj biletów na to wydarzenie.',
    buyElsewhere: 'Kup na stronie organizatora',
  },
  tiers: {
    heading: 'Bilety',
    free: 'Bezpłatnie',
    left: (n) =>
      forms(n, {
        one: `Został tylko ${n} bilet`,
        few: `Zostały tylko ${n} bilety`,
        many: `Zostało tylko ${n} biletów`,
        other: `Zostało tylko ${n} biletu`,
      }),
    soldOut: 'Wyprzedane',
    remove: (tier) => `${tier}: usuń jeden bilet`,
    add: (tier) => `${tier}: dodaj jeden bilet`,
    quantity: (tier) => `${tier}: liczba biletów`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: brak wolnych biletów, usunięto z koszyka.`
        : `${tier}: zmniejszono liczbę z ${from} do ${to}.`,
    limit: {
      sold_out: 'Wyprzedane',
      tier_limit: (n) =>
        forms(n, {
          one: `Dostępny tylko ${n} bilet`,
          few: `Dostępne tylko ${n} bilety`,
          many: `Dostępnych tylko ${n} biletów`,
          other: `Dostępne tylko ${n} biletu`,
        }),
      order_limit: (max) =>
        forms(max, {
          one: `Maksymalnie ${max} bilet na zamówienie`,
          few: `Maksymalnie ${max} bilety na zamówienie`,
          many: `Maksymalnie ${max} biletów na zamówienie`,
          other: `Maksymalnie ${max} biletu na zamówienie`,
        }),
      event_limit: 'Na to wydarzenie nie ma już biletów',
      payments_disabled: 'Niedostępne przy płatności online',
    },
  },
  errors: {
    network: 'Nie udało się połączyć z systemem biletowym. Sprawdź połączenie i spróbuj ponownie.',
    invalid_response:
      'System biletowy przesłał odpowiedź, której nie udało się odczytać. Spróbuj ponownie później.',
    invalid_payment_url:
      'Adres strony płatności wyglądał na nieprawidłowy, więc jej nie otworzyliśmy. Spróbuj ponownie.',
    unauthorized: 'Ten system biletowy nie jest poprawnie skonfigurowany.',
    forbidden: 'Biletów na to wydarzenie nie można sprzedawać na tej stronie.',
    not_found: 'Nie znaleźliśmy tego wydarzenia.',
    invalid_request: 'Niektóre dane wymagają poprawienia.',
    idempotency_key_required: 'Coś poszło nie tak przy rozpoczynaniu zakupu. Spróbuj ponownie.',
    basket_limit: 'Za dużo biletów w jednym zamówieniu. Wybierz mniej.',
    inventory_changed:
      'Część biletów wyprzedała się w trakcie wyboru. Zaktualizowaliśmy Twój koszyk: sprawdź go i spróbuj ponownie.',
    idempotency_conflict: 'Zamówienie zmieniło się podczas wysyłania. Spróbuj ponownie.',
    request_in_progress: 'Twoje zamówienie jest nadal przetwarzane. Poczekaj chwilę.',
    rate_limited: 'Zbyt wiele zapytań. Poczekaj kilka sekund i spróbuj ponownie.',
    unavailable: 'System biletowy jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
    empty_basket: 'Wybierz co najmniej jeden bilet.',
    config: 'Ten widżet biletowy nie jest poprawnie skonfigurowany.',
    unknown: 'Coś poszło nie tak. Spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
  },
  list: {
    heading: 'Nadchodzące wydarzenia',
    from: (price) => `od ${price}`,
    free: 'Bezpłatnie',
    more: 'Pokaż więcej wydarzeń',
    loadingMore: 'Ładowanie kolejnych wydarzeń…',
    back: 'Wszystkie wydarzenia',
    empty: 'Obecnie nie ma wydarzeń w sprzedaży.',
    status: {
      sold_out: 'Wyprzedane',
      cancelled: 'Odwołane',
      sales_ended: 'Sprzedaż zakończona',
      scheduled: 'Wkrótce w sprzedaży',
      unknown: 'Poza sprzedażą',
      on_sale: 'W sprzedaży',
      few_left: 'Zostało niewiele',
    },
  },
  calendar: {
    previousMonth: 'Poprzedni miesiąc',
    nextMonth: 'Następny miesiąc',
    previousWeek: 'Poprzedni tydzień',
    nextWeek: 'Następny tydzień',
    nextMonthWithEvents: 'Następny miesiąc z wydarzeniami',
    nextWeekWithEvents: 'Następny tydzień z wydarzeniami',
    emptyMonth: (month) => `Brak wydarzeń w okresie: ${month}.`,
    emptyWeek: 'Brak wydarzeń w tym tygodniu.',
    noLater: 'Brak późniejszych wydarzeń.',
    events: (n) =>
      forms(n, {
        one: `${n} wydarzenie`,
        few: `${n} wydarzenia`,
        many: `${n} wydarzeń`,
        other: `${n} wydarzenia`,
      }),
    noEvents: 'Brak wydarzeń tego dnia.',
  },
  buy: {
    label: 'Kup bilety',
    from: (price) => `od ${price}`,
  },
  embed: {
    frameCheckout: 'Zakup biletów',
    frameList: 'Sprzedaż biletów',
    close: 'Zamknij',
    fallback: 'Bilety na stronie organizatora',
    problem: (attribute) =>
      `Nie można tu wyświetlić biletów: ustawienie „${attribute}” widżetu biletowego wymaga poprawienia (szczegóły w konsoli przeglądarki).`,
    failed: 'Nie można teraz wyświetlić biletów. Odśwież stronę, aby spróbować ponownie.',
    refused: 'Na tej stronie nie można kupić biletów. Kup je w serwisie organizatora.',
  },
};
